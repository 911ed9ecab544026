import { writeFileSync } from 'node:fs';
import path from 'node:path';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString } from 'openapi-typescript';
import sharp from 'sharp';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { cityId, createTestUser, listingFormFields } from '../test/factories';

/**
 * The API document is fit for client generators (decision 052): one operationId rule, a description
 * for every operation and parameter, declared tags, every request body (multipart forms with their
 * parts), security where a route needs sign-in; Spectral's `spectral:oas` finds nothing but the
 * specification's trailing slashes; and a client generated from it (test/api-client) type-checks
 * and its calls work against the server.
 */

type Schema = { type?: string; properties?: Record<string, Schema>; format?: string; description?: string };
interface Operation {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; description?: string; $ref?: string }[];
  requestBody?: { content: Record<string, { schema: Schema; encoding?: Record<string, { contentType: string }> }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  tags?: { name: string; description?: string }[];
  components: { securitySchemes: Record<string, unknown>; parameters?: Record<string, { in: string; name: string; description?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

const GENERATED = path.resolve(import.meta.dirname, '../test/api-client/schema.gen.ts');
const CLIENT = path.resolve(import.meta.dirname, '../test/api-client/client.ts');

/** What the test uses of the client module, loaded at run time: its types exist only once generated. */
interface ClientModule {
  apiClient(fetch: (request: Request) => Promise<Response>): unknown;
  signIn(client: unknown, email: string, password: string): Promise<{ authorization: string; user: { id: number } }>;
  submitListing(client: unknown, authorization: string, cityId: number, photo: Blob): Promise<Answer<{ id: number }>>;
  getListing(client: unknown, authorization: string, id: number): Promise<Answer<{ id: number }>>;
  listListings(client: unknown): Promise<Answer<{ results: unknown[] }>>;
}
type Answer<T> = { response: Response; data?: T & Record<string, unknown>; error?: unknown };

/** The naming rule, written out again here from the decision (not imported), to check the plugin's. */
function expectedOperationId(method: string, url: string, op: Operation): string {
  const camel = url
    .replace(/^\/api\/v1\//, '/')
    .split('/')
    .filter((s) => s && !s.startsWith('{'))
    .flatMap((s) => s.split(/[-_]/))
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1];
  const schema = ok?.content?.['application/json']?.schema;
  const list = schema?.type === 'array' || schema?.properties?.results !== undefined;
  const action = {
    get: list ? 'List' : 'Retrieve',
    post: '201' in op.responses ? 'Create' : '',
    put: 'Update',
    patch: 'PartialUpdate',
    delete: 'Destroy',
  };
  return camel + action[method as keyof typeof action];
}

/** Types generated from the document; file parts are Blobs. */
async function generateClientTypes(doc: Document): Promise<string> {
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  const ast = await openapiTS(doc as never, {
    silent: true,
    transform: (schema) => (schema.format === 'binary' ? blob : undefined),
  });
  return `// Generated from the API document by openapi.test.ts on each run (not committed): do not edit.\n${astToString(ast)}`;
}

describe('API document', () => {
  let ctx: TestContext;
  let doc: Document;
  const operations: [string, string, Operation][] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    for (const [url, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) operations.push([method, url, op]);
  });

  it('gives every operation a unique operationId that follows the naming rule', () => {
    expect(operations.length).toBeGreaterThan(90);
    const ids = operations.map(([method, url, op]) => [`${method} ${url}`, op.operationId]);
    expect(ids.filter(([, id]) => !id)).toEqual([]);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
    expect(ids.filter(([, id]) => !/^[a-z][A-Za-z0-9]*$/.test(id!))).toEqual([]);
    const off = operations
      .filter(([m, u, op]) => op.operationId !== expectedOperationId(m, u, op))
      .map(([m, u, op]) => `${m} ${u}: ${op.operationId}`);
    expect(off).toEqual([]);
    const byRoute = Object.fromEntries(operations.map(([m, u, op]) => [`${m} ${u}`, op.operationId]));
    expect(byRoute).toMatchObject({
      'get /api/v1/realty/properties/': 'realtyPropertiesList',
      'get /api/v1/realty/properties/{id}/': 'realtyPropertiesRetrieve',
      'post /api/v1/realty/properties/': 'realtyPropertiesCreate',
      'patch /api/v1/realty/properties/{id}/': 'realtyPropertiesPartialUpdate',
      'delete /api/v1/realty/properties/{id}/': 'realtyPropertiesDestroy',
      'post /api/v1/auth/login/': 'authLogin',
      'post /api/v1/admin/properties/{id}/approve/': 'adminPropertiesApprove',
      'get /api/v1/users/me/': 'usersMeRetrieve',
      'put /api/v1/admin/heroes/{page}/': 'adminHeroesUpdate',
    });
  });

  it('describes every operation and parameter, and declares every tag it uses', () => {
    expect(operations.filter(([, , op]) => !(op.description && op.description.length > 20)).map(([m, u]) => `${m} ${u}`)).toEqual([]);
    const resolve = (p: NonNullable<Operation['parameters']>[number]) =>
      p.$ref ? (doc.components.parameters?.[p.$ref.replace('#/components/parameters/', '')] ?? p) : p;
    const undescribed = operations.flatMap(([m, u, op]) =>
      (op.parameters ?? [])
        .map(resolve)
        .filter((p) => !p.description)
        .map((p) => `${m} ${u} ${p.in} ${p.name}`),
    );
    expect(undescribed).toEqual([]);
    const declared = new Set((doc.tags ?? []).filter((t) => t.description).map((t) => t.name));
    expect(operations.flatMap(([, , op]) => op.tags ?? []).filter((t) => !declared.has(t))).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'refreshCookie']);
  });

  it('lists the shared Idempotency-Key header on the creating POSTs that honour it (decision 071)', () => {
    const ref = '#/components/parameters/IdempotencyKey';
    expect(doc.components.parameters?.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    const taking = operations.filter(([, , op]) => op.parameters?.some((p) => p.$ref === ref)).map(([m, u]) => `${m} ${u}`);
    expect(taking.sort()).toEqual(
      [
        'post /api/v1/realty/favorites/',
        'post /api/v1/realty/properties/',
        'post /api/v1/realty/properties/{id}/inquiries/',
        'post /api/v1/realty/properties/{id}/reports/',
        'post /api/v1/requests/',
        'post /api/v1/requests/visits/',
      ].sort(),
    );
  });

  it('documents every multipart form with its fields and file parts, from the shared schemas', () => {
    const forms = operations.filter(([, , op]) => op.requestBody?.content['multipart/form-data']);
    expect(forms.map(([m, u]) => `${m} ${u}`).sort()).toEqual([
      'patch /api/v1/admin/projects/{id}/',
      'patch /api/v1/realty/properties/{id}/',
      'post /api/v1/admin/projects/',
      'post /api/v1/providers/me/verification/',
      'post /api/v1/realty/properties/',
      'post /api/v1/requests/{id}/attachments/',
      'put /api/v1/admin/heroes/{page}/',
      'put /api/v1/providers/me/photo/',
    ]);
    const create = doc.paths['/api/v1/realty/properties/']!.post!.requestBody!.content;
    const form = create['multipart/form-data']!;
    const files = Object.entries(form.schema.properties!).filter(([, s]) => s.format === 'binary');
    expect(files.map(([name]) => name)).toEqual([...Array.from({ length: 10 }, (_, i) => `image_${i}`), 'video']);
    expect(files[0]![1].description).toMatch(/15 MB.*image\/jpeg/);
    expect(form.encoding).toMatchObject({
      video: { contentType: 'video/mp4, video/quicktime, video/webm' },
      amenities: { contentType: 'application/json' },
    });
    expect(form.schema.properties).toMatchObject({ price: { type: 'number' }, city_id: { type: 'integer' }, amenities: { type: 'array' } });
    expect(create['application/json']!.schema.properties).not.toHaveProperty('image_0');
    // Every body-taking operation documents its body (the rest take none).
    const hero = doc.paths['/api/v1/admin/heroes/{page}/']!.put!.requestBody!.content['multipart/form-data']!;
    expect(Object.keys(hero.schema.properties!)).toEqual(expect.arrayContaining(['title_ar', 'background_image', 'background_video']));
  });

  it("takes a JSON-list field sent as a part typed application/json, as the form's encoding declares", async () => {
    const owner = await createTestUser(ctx, { role: 'provider' });
    const boundary = 'openapiboundary';
    const text = Object.entries(await listingFormFields(ctx.db)).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const json = `--${boundary}\r\nContent-Disposition: form-data; name="amenities"\r\nContent-Type: application/json\r\n\r\n["pool","garden"]\r\n`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${text.join('')}${json}--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().amenities).toEqual(['pool', 'garden']);
  });

  it('declares sign-in where a route needs it: an anonymous call to any other operation is never refused as signed out', async () => {
    const refused: string[] = [];
    for (const [method, url, op] of operations) {
      if (op.security?.length) continue;
      const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url: url.replace(/\{[^}]+\}/g, '1') });
      if (res.statusCode === 401) refused.push(`${method} ${url}`);
    }
    expect(refused).toEqual([]);
    expect(doc.paths['/api/v1/realty/favorites/']!.get!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/v1/admin/users/']!.get!.description).toMatch(/Staff only/);
  });

  it("passes Spectral's spectral:oas ruleset with nothing but the specification's trailing slashes", async () => {
    const spectral = new spectralCore.Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new spectralCore.Document(JSON.stringify(doc), spectralParsers.Json));
    const found = results.filter((r) => r.code !== 'path-keys-no-trailing-slash').map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
    expect(found).toEqual([]);
  });

  it('generates a typed client whose calls type-check against the document and work against the server', async () => {
    // Types generated now (the file is not kept: it always follows the routes), then the client's
    // calls are type-checked against them as `tsc -p apps/server` would.
    writeFileSync(GENERATED, await generateClientTypes(doc));
    const config = ts.getParsedCommandLineOfConfigFile(
      path.resolve(import.meta.dirname, '../tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    )!;
    const program = ts.createProgram([CLIENT], config.options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    const { apiClient, getListing, listListings, signIn, submitListing } = (await import(CLIENT)) as ClientModule;
    const app = ctx.app;
    const client = apiClient(async (request) => {
      const url = new URL(request.url);
      const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        payload,
      });
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers)) for (const one of [v].flat()) if (one !== undefined) headers.append(k, String(one));
      return new Response([204, 304].includes(res.statusCode) ? null : res.rawPayload, { status: res.statusCode, headers });
    });
    const owner = await createTestUser(ctx, { role: 'provider' });
    const { authorization, user } = await signIn(client, owner.user.email, owner.password);
    expect(user.id).toBe(owner.id);

    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const created = await submitListing(
      client,
      authorization,
      await cityId(ctx.db, 'Ramallah'),
      new Blob([new Uint8Array(photo)], { type: 'image/png' }),
    );
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data).toMatchObject({ title: 'Sunny flat', amenities: ['parking', 'balcony'], status: 'pending' });

    const got = await getListing(client, authorization, created.data!.id);
    expect(got.data?.id).toBe(created.data!.id);
    const list = await listListings(client);
    expect(list.response.status).toBe(200);
    expect(Array.isArray(list.data?.results)).toBe(true);
  });
});
