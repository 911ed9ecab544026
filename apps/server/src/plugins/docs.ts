import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from '@manara/shared';
import { RESPONSE_EXAMPLES } from '../http/openapi-examples';
import { IDEMPOTENCY_PARAMETER, idempotencyKeyParameter } from '../http/idempotency';
import { describeParameters, formRequestBody, operationIdFor, type FormBody } from '../http/openapi';
import { REFRESH_COOKIE } from '../modules/auth';

/** One tag per area, declared with what it holds (every route names one of these). */
export const API_TAGS = [
  { name: 'auth', description: 'Registration, sign-in, token refresh, password and e-mail changes, e-mail verification.' },
  { name: 'users', description: "The signed-in user's own account." },
  { name: 'realty', description: 'Public listings, search and map, locations, inquiries, leads, reports and saved listings.' },
  { name: 'listings', description: "An owner's listings: submit, edit, delete, close, the dashboard and its inquiries." },
  { name: 'saved-searches', description: "The signed-in user's saved searches and their alerts." },
  { name: 'providers', description: "Providers' public pages, their own profile and photo, and the licence they send for verification." },
  { name: 'services', description: "Providers' services, the legal and finance directories and the legal waitlist." },
  { name: 'requests', description: 'Consultation requests between clients and providers (or the site team): lifecycle, thread.' },
  { name: 'partnerships', description: 'Realtors and the lawyers or financial experts they work with, both agreeing.' },
  { name: 'reviews', description: "Reviews of done consultations, providers' ratings, reports of reviews, a city's providers." },
  { name: 'content', description: 'Finance and legal offerings, completed projects and the contact form.' },
  { name: 'heroes', description: "Each page's hero banner." },
  { name: 'notifications', description: 'Unsubscribing from e-mail notifications.' },
  { name: 'maps', description: 'The map style the listing maps draw with.' },
  { name: 'money', description: 'Currency exchange rates for showing prices.' },
  { name: 'admin', description: 'The staff area: moderation, users, messages, content, locations, rates, audit log (staff only).' },
  { name: 'health', description: 'Liveness and readiness probes for the load balancer and the orchestrator.' },
];

const BEARER = { bearer: [] };
const STAFF_PREFIX = '/api/v1/admin/';
type Hook = RouteOptions['onRequest'];

/** Whether a route's own hooks include `check` (requireUser, requireStaff). */
function uses(route: RouteOptions, check: unknown): boolean {
  const hooks: Hook[] = [route.onRequest, route.preValidation, route.preHandler];
  return hooks.flat().includes(check as never);
}

/**
 * OpenAPI generated from the route schemas: interactive at /api/docs, JSON at /api/docs/json. Each
 * operation gets its operationId from one rule (http/openapi.ts), its security from the route's
 * checks, and a description saying who may call it; multipart routes get their form (decision 052).
 */
export default fp(async function docs(app: FastifyInstance) {
  const forms = new Map<string, ReturnType<typeof formRequestBody>>();
  // The operations that take an Idempotency-Key (decision 071): their routes say so in `config`.
  const idempotent = new Set<string>();
  const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as never;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Manara API',
        description:
          'Bilingual (Arabic/English) real estate, finance and legal services API. Errors are `{ detail, code }` in the language of `Accept-Language`. A bearer token, when sent, is read on every route.',
        version: '1.0.0',
        contact: { name: 'Manara' },
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: API_TAGS,
      components: {
        parameters: { [IDEMPOTENCY_PARAMETER]: idempotencyKeyParameter },
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from sign-in or refresh.' },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: REFRESH_COOKIE,
            description: 'The refresh token set by sign-in (HttpOnly, path /api/v1/auth/); API clients may send it in the body instead.',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url, route } = input;
      const form = (schema as { form?: FormBody } | undefined)?.form;
      const out = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
      if (!schema || out.schema.hide) return out;
      delete out.schema.form;
      const method = String(route.method);
      out.schema.operationId = operationIdFor(method, url, (out.schema.response ?? {}) as Record<string, never>);
      const staff = url.startsWith(STAFF_PREFIX) || uses(route, app.requireStaff);
      const signedIn = staff || uses(route, app.requireUser);
      if (signedIn && !out.schema.security) out.schema.security = [BEARER];
      const who = staff
        ? 'Staff only (a staff account’s bearer token).'
        : signedIn
          ? 'Needs a signed-in user (bearer token).'
          : out.schema.security
            ? 'Takes the refresh cookie or the token in the body.'
            : 'Anyone may call it.';
      const what = String(out.schema.description ?? out.schema.summary ?? '').replace(/\.?$/, '.');
      out.schema.description = `${what} ${who}`;
      const operation = `${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`;
      if (form) forms.set(operation, formRequestBody(form, toJson));
      if (route.config?.idempotencyKey) idempotent.add(operation);
      return out;
    },
    // The forms' bodies go in whole: the route schema's body would lose their parts' encodings.
    transformObject: (documentObject) => {
      const { openapiObject } = documentObject as { openapiObject: { paths?: Record<string, Record<string, unknown>> } };
      for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
        for (const [method, operation] of Object.entries(item ?? {})) {
          const op = operation as {
            operationId: string;
            requestBody?: unknown;
            parameters?: { name: string; in: string; description?: string }[];
            responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
          };
          for (const [status, example] of Object.entries(RESPONSE_EXAMPLES[op.operationId] ?? {})) {
            const media = op.responses?.[status]?.content?.['application/json'];
            if (media) media.example = example;
          }
          const body = forms.get(`${method} ${path}`);
          if (body) op.requestBody = body;
          describeParameters(op.parameters, path);
          if (idempotent.has(`${method} ${path}`))
            op.parameters = [...(op.parameters ?? []), { $ref: `#/components/parameters/${IDEMPOTENCY_PARAMETER}` } as never];
        }
      }
      return openapiObject as never;
    },
  });
  // swagger-ui needs inline scripts: its own routes get a CSP with the hashes it computes (staticCSP).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
