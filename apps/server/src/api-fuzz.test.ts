import {
  ERROR_MESSAGES,
  heroWriteRequest,
  isErrorCode,
  localeFromAcceptLanguage,
  MAX_JSON_BODY_BYTES,
  projectWriteRequest,
  propertyCreateRequest,
  propertyUpdateRequest,
  z,
  type Locale,
} from '@manara/shared';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createListing, createTestUser } from '../test/factories';
import { repoRoot, webDistDir } from './lib/paths';

/**
 * Schema-driven fuzzing of the whole API: every operation in /api/docs/json gets malformed values in
 * each path and query parameter and body field (and malformed bodies as a whole), as a visitor, a
 * signed-in user and staff. No answer may be a 5xx; every error is `{ detail, code }` (or a field
 * error) with a known code and its message in the request's language, never a stack trace or a
 * driver's message. Deterministic: the values each request gets come from a seeded generator.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  enum?: Json[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  default?: Json;
}
interface Operation {
  method: string;
  path: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** A small seeded generator (mulberry32): the same run every time. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(list: readonly T[], n: number): T[] {
      if (n >= list.length) return [...list];
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    chance: (p: number) => next() < p,
  };
}

const deep = (levels: number): Json => (levels === 0 ? 'x' : { a: deep(levels - 1) });

/** Text that breaks naive code: control characters, broken Unicode, injection shapes, numbers as text. */
const BAD_TEXT = [
  '',
  '   ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  'line\nbreak\ttab\r',
  '\u0085\u009b',
  '\ud800',
  '\u202etxt.exe',
  '\ufeff',
  'x'.repeat(10_000),
  'ش'.repeat(3_000),
  "' OR 1=1 --",
  '"; drop table users; --',
  '%_\\',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '-1',
  '0',
  '1.5',
  '1e999',
  'NaN',
  'Infinity',
  '0x10',
  '٣٤٥',
  '99999999999999999999999',
  'true',
  'null',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '2024-02-30',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '😀👨‍👩‍👧',
];

/** Body field values: the texts above plus wrong types, extreme numbers and nesting. */
const BAD_JSON: Json[] = [
  ...BAD_TEXT,
  -1,
  0,
  1.5,
  -0.0001,
  2_147_483_648,
  9_007_199_254_740_992,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [1, 2],
  ['\u0000'],
  [{}],
  {},
  { id: 1 },
  { __proto__: { is_staff: true } } as unknown as Json,
  deep(60),
];

/** Path segment values, as they appear in the URL (already encoded, some badly on purpose). */
const BAD_PATH = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  'a%00b',
  '%c0%af',
  '%E0%A4%A',
  '%',
  '..%2f..%2fetc',
  '%D9%A3',
  'NaN',
  '1e3',
  '0x1',
  '%20',
  'x'.repeat(300),
];

/** Whole bodies that are not what any route takes. */
const BAD_BODIES: { type?: string; payload: string | Buffer }[] = [
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '1' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '{"a":1,"a":2}' },
  { type: 'application/json', payload: '{"__proto__":{"isStaff":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', payload: `{"a":"${'x'.repeat(MAX_JSON_BODY_BYTES)}"}` },
  { type: 'application/json', payload: '\u0000' },
  { type: 'application/json; charset=latin1', payload: '{}' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=b&c=%00' },
  { type: 'multipart/form-data', payload: '--x\r\n' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated' },
  { type: 'multipart/form-data; boundary=x', payload: 'no boundary here' },
  {
    type: 'multipart/form-data; boundary=x',
    payload:
      '--x\r\nContent-Disposition: form-data; name="image_0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--x--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="unknown"; filename="a.bin"\r\n\r\n\u0000\u0001\r\n--x--\r\n',
  },
  {
    type: 'multipart/form-data; boundary=x',
    payload: `${Array.from({ length: 300 }, (_, i) => `--x\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--x--\r\n`,
  },
  { type: 'image/png', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
];

/** Headers every route reads: credentials, the Host, the language. */
const BAD_HEADERS: Record<string, string>[] = [
  ...['Bearer', 'Bearer ', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(5000)}`, 'Bearer \u0001'].map((authorization) => ({
    authorization,
  })),
  ...['a b', '[::1', 'x:y:z', 'evil.example:99999', 'a%2Fb'].map((host) => ({ host })),
  ...['*;q=abc', 'x'.repeat(2000), 'en;q=0, ar;q=0', ',,,;;;'].map((language) => ({ 'accept-language': language })),
];

/** The multipart routes read their form themselves: their fields come from the shared schemas. */
const FORM_FIELDS: Record<string, z.ZodType> = {
  'POST /api/v1/realty/properties/': propertyCreateRequest,
  'PATCH /api/v1/realty/properties/{id}/': propertyUpdateRequest,
  'PUT /api/v1/admin/heroes/{page}/': heroWriteRequest,
  'POST /api/v1/admin/projects/': projectWriteRequest,
  'PATCH /api/v1/admin/projects/{id}/': projectWriteRequest,
};

/** A plausible value for a schema: the baseline each malformed field is swapped into. */
function sample(schema: JsonSchema | undefined, key = ''): Json {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0]!;
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0], key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s, k)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      if (key.includes('email') || schema.format === 'email') return 'fuzz@example.com';
      if (key.includes('date')) return '2030-01-15';
      if (key.includes('time')) return '10:30';
      if (key.includes('password')) return 'a long fuzzing password';
      return 'fuzz value';
  }
}

function multipart(fields: Record<string, string>): { type: string; payload: string } {
  const boundary = 'fuzzboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { type: `multipart/form-data; boundary=${boundary}`, payload: `${parts.join('')}--${boundary}--\r\n` };
}
const asFormValue = (v: Json) => (typeof v === 'string' ? v : JSON.stringify(v));
/** A query value as a client would encode it; a lone surrogate has no UTF-8, so it goes as bytes that are not UTF-8. */
function queryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const MESSAGES: Record<Locale, Set<string>> = {
  ar: new Set(Object.values(ERROR_MESSAGES).map((m) => m.ar)),
  en: new Set(Object.values(ERROR_MESSAGES).map((m) => m.en)),
};
const STACK = /\n\s+at \S/;
/** What an internal failure leaks: stack frames, file paths, driver and framework messages. */
const LEAK =
  /\n\s+at |node_modules|\/work\/|apps\/server|\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|SQLSTATE|syntax error at|violates|relation "|column "|drizzle|pglite|FST_ERR|statusCode/i;

/** Why this answer is wrong, or null: a 5xx, a leak, or an error body that is not a translated one. */
function problem(status: number, contentType: string, body: string, locale: Locale): string | null {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return STACK.test(body) ? 'stack trace' : null;
  if (LEAK.test(body)) return 'leaks internals';
  if (!contentType.startsWith('application/json')) return `error as ${contentType || 'no content type'}`;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return 'error body is not JSON';
  }
  const { code, detail } = parsed;
  if (code !== 'validation_error' && !isErrorCode(code)) return `unknown code ${String(code)}`;
  if (typeof detail !== 'string' || !MESSAGES[locale].has(detail)) return `detail not a ${locale} message: ${String(detail)}`;
  if (code === 'validation_error') {
    for (const [field, messages] of Object.entries(parsed)) {
      if (['code', 'detail', 'field_codes'].includes(field)) continue;
      if (!Array.isArray(messages) || messages.some((m) => typeof m !== 'string' || !MESSAGES[locale].has(m)))
        return `field ${field} not translated: ${JSON.stringify(messages).slice(0, 80)}`;
    }
  }
  return null;
}

describe('API fuzzing from the OpenAPI document', () => {
  let ctx: TestContext;
  let operations: Operation[];
  const ids: Record<string, string> = {};
  const auth: Record<'visitor' | 'user' | 'staff', Record<string, string>> = { visitor: {}, user: {}, staff: {} };

  beforeAll(async () => {
    // Limits off: they would answer most of this with 429 and hide the routes behind them.
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false' } });
    const user = await createTestUser(ctx, { name: 'Fuzz Owner' });
    const staff = await createTestUser(ctx, { name: 'Fuzz Staff', isStaff: true });
    const victim = await createTestUser(ctx, { name: 'Fuzz Victim' });
    auth.user = user.headers;
    auth.staff = staff.headers;
    const asStaff = async (method: 'POST', url: string, payload: object) => {
      const res = await ctx.app.inject({ method, url: `/api/v1${url}`, headers: staff.headers, payload });
      expect(res.statusCode, res.body).toBe(201);
      return String(res.json().id);
    };
    const listing = await createListing(ctx, { ownerId: user.user.id, images: 2 });
    await createListing(ctx, { ownerId: victim.user.id, images: 1 });
    const country = await asStaff('POST', '/admin/countries/', { name_ar: 'بلد التجربة', name_en: 'Fuzzland' });
    const city = await asStaff('POST', '/admin/cities/', {
      name_ar: 'مدينة',
      name_en: 'Fuzz City',
      country_id: Number(country),
      governorate_ar: 'محافظة',
      governorate_en: 'Fuzz Governorate',
    });
    const inquiry = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/realty/properties/${listing}/inquiries/`,
      payload: { name: 'Sami', email: 'sami@example.com', message: 'Is it available?' },
    });
    Object.assign(ids, {
      property: String(listing),
      inquiry: String(inquiry.json().id),
      user: String(victim.user.id),
      country,
      city,
      offering: await asStaff('POST', '/admin/offerings/', { title_ar: 'خدمة', title_en: 'Service', category: 'consultation' }),
      project: await asStaff('POST', '/admin/projects/', { title_ar: 'مشروع', title_en: 'Project', project_type: 'residential' }),
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/common/contact-messages/',
      payload: { name: 'Sami', email: 'sami@example.com', message: 'Hello' },
    });
    const messages = await ctx.app.inject({ url: '/api/v1/admin/contact-messages/', headers: staff.headers });
    ids.message = String(messages.json().results[0].id);

    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const order = ['get', 'post', 'put', 'patch', 'delete'];
    operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })))
      // Deletions last, so the other operations still find what they work on.
      .sort((a, b) => order.indexOf(a.method.toLowerCase()) - order.indexOf(b.method.toLowerCase()));
  }, 120_000);

  /** The existing record a path parameter names, so requests reach past "not found". */
  function validPathValue(path: string, name: string): string {
    if (name === 'page') return 'home';
    if (name === 'property_id' || path.includes('/properties/{id}')) return ids.property!;
    const kinds: [string, string][] = [
      ['/inquiries/{id}', 'inquiry'],
      ['/users/{id}', 'user'],
      ['/contact-messages/{id}', 'message'],
      ['/offerings/{id}', 'offering'],
      ['/countries/{id}', 'country'],
      ['/cities/{id}', 'city'],
      ['projects/{id}', 'project'],
    ];
    const kind = kinds.find(([fragment]) => path.includes(fragment))?.[1];
    return kind ? ids[kind]! : '1';
  }

  it('answers every malformed request with a translated 4xx, never a 5xx or internals', { timeout: 300_000 }, async () => {
    const random = seeded(15);
    // One example per operation and kind of fault, so a report shows every distinct problem.
    const failures = new Map<string, string>();
    let bad = 0;
    let sent = 0;
    const roles = ['visitor', 'user', 'staff'] as const;

    const send = async (
      op: Operation,
      role: (typeof roles)[number],
      opts: {
        path?: Record<string, string>;
        query?: string;
        body?: { type?: string; payload: string | Buffer };
        headers?: Record<string, string>;
      },
    ) => {
      const asked = opts.headers?.['accept-language'];
      const locale: Locale = asked !== undefined ? localeFromAcceptLanguage(asked) : random.chance(0.5) ? 'en' : 'ar';
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => opts.path?.[name] ?? validPathValue(op.path, name)) +
        (opts.query ? `?${opts.query}` : '');
      const headers: Record<string, string> = { 'accept-language': asked ?? locale, ...auth[role], ...opts.headers };
      if (opts.body?.type) headers['content-type'] = opts.body.type;
      sent++;
      const res = await ctx.app.inject({ method: op.method as 'GET', url, headers, payload: opts.body?.payload });
      const why = problem(res.statusCode, String(res.headers['content-type'] ?? ''), res.body, locale);
      if (why) {
        const sentBody = opts.body ? ` ${opts.body.type ?? ''} ${String(opts.body.payload).slice(0, 160)}` : '';
        bad++;
        const kind = `${op.method} ${op.path} ${res.statusCode} ${why.replace(/:.*/, '')}`;
        if (!failures.has(kind))
          failures.set(
            kind,
            `${op.method} ${url.slice(0, 120)} [${role}]${sentBody} → ${res.statusCode}: ${why} — ${res.body.slice(0, 160)}`,
          );
      }
    };

    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      const formSchema = FORM_FIELDS[key];
      const jsonSchema =
        op.requestBody?.content['application/json']?.schema ??
        (formSchema ? (z.toJSONSchema(formSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined);
      const baseline = jsonSchema ? (sample(jsonSchema) as Record<string, Json>) : undefined;
      const json = (value: Record<string, Json>) => ({ type: 'application/json', payload: JSON.stringify(value) });
      const params = op.parameters ?? [];

      for (const role of roles) {
        // Staff reach every handler: every path and query value, and a seeded sample of body values; the
        // others a smaller sample (a route's first checks are the same for everyone, and 401/403 come
        // before a body is read).
        const n = (pool: readonly unknown[], body = false) => (role !== 'staff' ? 5 : body ? 16 : pool.length);
        await send(op, role, { body: baseline ? json(baseline) : undefined });
        for (const p of params.filter((x) => x.in === 'path')) {
          for (const value of random.pick(BAD_PATH, n(BAD_PATH))) await send(op, role, { path: { [p.name]: value } });
        }
        for (const p of params.filter((x) => x.in === 'query')) {
          for (const value of random.pick(BAD_TEXT, n(BAD_TEXT))) await send(op, role, { query: `${p.name}=${queryValue(value)}` });
          for (const raw of ['%', '%zz', '%c0%af', `${p.name}=1&${p.name}=2`, `${p.name}[]=1`, `${p.name}[a]=1`]) {
            await send(op, role, { query: raw.includes('=') ? raw : `${p.name}=${raw}` });
          }
        }
        if (baseline) {
          for (const field of Object.keys(baseline)) {
            for (const value of random.pick(BAD_JSON, n(BAD_JSON, true))) {
              // A form route takes the value as JSON or as a multipart field (a seeded coin says which).
              if (formSchema && random.chance(0.5)) {
                const form = Object.fromEntries(Object.entries(baseline).map(([k, v]) => [k, asFormValue(v)]));
                await send(op, role, { body: multipart({ ...form, [field]: asFormValue(value) }) });
              } else {
                await send(op, role, { body: json({ ...baseline, [field]: value }) });
              }
            }
          }
        }
        if (['POST', 'PUT', 'PATCH'].includes(op.method)) {
          for (const body of random.pick(BAD_BODIES, n(BAD_BODIES))) await send(op, role, { body });
        }
      }
      for (const headers of BAD_HEADERS) await send(op, 'visitor', { headers });
    }
    // About ten thousand requests over some seventy operations.
    expect(operations.length).toBeGreaterThan(60);
    expect(sent).toBeGreaterThan(8000);
    expect([...failures.values()], `${bad} bad answers`).toEqual([]);
  });
});

/** Values no page's path parameter names: out of the ids' range, negative, not numbers, encoded oddities. */
const BAD_PAGE_PARAMS = [
  ['99999999999', 404],
  ['2147483648', 404],
  ['9'.repeat(400), 404],
  ['-1', 404],
  ['0', 404],
  ['1.5', 404],
  ['1e3', 404],
  ['0x10', 404],
  ['%D9%A1%D9%A2', 404], // Arabic-Indic digits
  ['abc', 404],
  ['NaN', 404],
  ['Infinity', 404],
  ['%20', null],
  ['%00', null],
  ['%E2%80%AE1', null], // U+202E
  ['%F0%9F%98%80', null],
  ['%C3%A9', null],
  ['%2F', null],
  ['1%2F2', null],
  ['..%2F..%2Fapi%2Fv1', null],
  ['%2e%2e', null],
  ['%', null],
  ['%zz', null],
  ['%c0%af', null],
  ["1'--", null],
  ['%3Cscript%3E', null],
  ['1%3Fa%3D1', null],
  ['1;1', null],
] as const;

/**
 * The same promise for the pages the server renders: every route of the web app's table with a path
 * parameter (read from apps/web/src/app/routes.tsx, so a new one is covered), in both languages, given
 * malformed values, answers below 500 — and a value that cannot be an id is the not-found page, 404.
 */
describe('server-rendered pages with malformed path parameters', () => {
  let ctx: TestContext;
  const routes = [...readFileSync(path.join(repoRoot(), 'apps/web/src/app/routes.tsx'), 'utf8').matchAll(/path: '([^']*:[^']*)'/g)].map(
    (m) => m[1]!,
  );

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false', PAGE_CACHE_SECONDS: '0' }, webDist: webDistDir() });
  }, 180_000);

  it('answers each with a page below 500, and the not-found page (404) for what cannot be an id', { timeout: 120_000 }, async () => {
    expect(routes).toEqual(expect.arrayContaining(['realty/property/:id', 'realty/owners/:id', 'realty/completed-projects/:id']));
    const failures: string[] = [];
    for (const route of routes) {
      for (const prefix of ['', '/en']) {
        for (const [value, expected] of BAD_PAGE_PARAMS) {
          const url = `${prefix}/${route.replace(/:\w+\??/g, value)}`;
          const res = await ctx.app.inject({ url, headers: { host: 'manara.test' } });
          if (res.statusCode >= 500 || (expected !== null && res.statusCode !== expected))
            failures.push(`${url.slice(0, 80)} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
