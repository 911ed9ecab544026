import { errorBody, validationErrorBody } from '@manara/shared/schemas/common';
import type { z } from 'zod';
import { http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { onTestFinished } from 'vitest';
import { server } from './server';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request the API saw: its method, path, query, bearer token and body (JSON, or the multipart form). */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The `Authorization` header's token, or null when none was sent. */
  token: string | null;
  json?: unknown;
  form?: FormData;
}

async function seen(request: StrictRequest<DefaultBodyType>): Promise<SeenRequest> {
  const url = new URL(request.url);
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
  const out: SeenRequest = { method: request.method, path: url.pathname.replace(/^\/api\/v1/, ''), query: url.searchParams, token };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) out.form = await request.formData();
  else if (type.includes('application/json')) out.json = await request.json();
  return out;
}

/**
 * Answers `method path` (a path under /api/v1, `:id` style parameters allowed) with `reply`, checked
 * against the shared response schema the server declares for it: a fixture that drifts from the
 * contract fails its test instead of passing against an API that no longer exists. `reply` may be a
 * function of the request; throwing a `Failure` answers with that error. Returns the requests seen.
 */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  reply: z.input<S> | ((request: SeenRequest) => z.input<S> | Promise<z.input<S>>),
): SeenRequest[] {
  const requests: SeenRequest[] = [];
  server.use(
    http[method](`*/api/v1${path}`, async ({ request }) => {
      const r = await seen(request);
      requests.push(r);
      try {
        const body = typeof reply === 'function' ? await (reply as (r: SeenRequest) => unknown)(r) : reply;
        return HttpResponse.json(schema.parse(body) as never);
      } catch (error) {
        if (error instanceof Failure) return HttpResponse.json(error.body as never, { status: error.status });
        throw error;
      }
    }),
  );
  return requests;
}

/** Answers `method path` with 204 No Content (a delete), as the server does. Returns the requests seen. */
export function noContent(method: Method, path: string): SeenRequest[] {
  const requests: SeenRequest[] = [];
  server.use(
    http[method](`*/api/v1${path}`, async ({ request }) => {
      requests.push(await seen(request));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return requests;
}

/** An error answer, in the shape of the server's error bodies (`{ detail, code }`, or a 400's fields). */
export class Failure {
  constructor(
    readonly status: number,
    readonly body: z.input<typeof errorBody> | z.input<typeof validationErrorBody>,
  ) {
    ('field_codes' in body ? validationErrorBody : errorBody).parse(body);
  }
}

/** Answers `method path` with an error, every time. Returns the requests seen. */
export function fail(method: Method, path: string, failure: Failure): SeenRequest[] {
  return answer(method, path, errorBody, () => {
    throw failure;
  });
}

/** A request that never gets an answer (a loading state stays on screen). */
export function hang(method: Method, path: string) {
  server.use(http[method](`*/api/v1${path}`, () => new Promise<Response>(() => {})));
}

/** A request that fails on the network (no answer at all: offline, connection refused). */
export function unreachable(method: Method, path: string) {
  server.use(http[method](`*/api/v1${path}`, () => HttpResponse.error()));
}

/** Every API request the app sends until the test ends, answered or not: its method, path and bearer token. */
export function recordRequests(): Pick<SeenRequest, 'method' | 'path' | 'token'>[] {
  const sent: Pick<SeenRequest, 'method' | 'path' | 'token'>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/v1/')) return;
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    sent.push({ method: request.method, path: url.pathname.replace(/^\/api\/v1/, ''), token });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return sent;
}
