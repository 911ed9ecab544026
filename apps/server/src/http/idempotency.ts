import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { IDEMPOTENCY_KEY, requestHash, type IdempotencyClaim, type StoredAnswer } from '../platform/idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route honours an `Idempotency-Key` (answerOnce); the API document lists the header on it. */
    idempotencyKey?: boolean;
  }
}

/** The API document's shared parameter (components.parameters) for the header. */
export const IDEMPOTENCY_PARAMETER = 'IdempotencyKey';
export const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A unique key for this request (1–255 printable ASCII characters; a UUID serves). Sent again with the same request within 24 hours, ' +
    'nothing new is made and the first answer comes back (with `Idempotent-Replayed: true`); with a different request it is refused (422), ' +
    'and while the first is still being processed, 409. Keys belong to the signed-in user (decision 071).',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
} as const;

/** The response header that marks an answer sent again for a key it already answered (as Stripe's). */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * The request's `Idempotency-Key` (decision 071) as a claim: scoped to the route and to the signed-in
 * user (a visitor's keys share one scope, but a stored answer is only given for the same request, and
 * the keys the app makes are random UUIDs), with a hash of `content` (what the request asks for: its
 * path parameters and body). Undefined without the header; 400 when it is not 1–255 printable ASCII.
 */
export function idempotencyClaim(request: FastifyRequest, content: unknown): IdempotencyClaim | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw new AppError(400, 'idempotency_key_invalid');
  const who = request.user ? `user:${request.user.id}` : 'visitor';
  return { scope: `${request.method} ${request.routeOptions.url ?? request.url} ${who}`, key: header, hash: requestHash(content) };
}

/**
 * A POST that honours its key: an answer stored for it is sent again at once (`Idempotent-Replayed: true`);
 * otherwise `create` runs with the claim (the service stores the answer in the creating transaction)
 * and its answer is sent. `show` turns a stored body into the one sent, both times: for a thing whose
 * answer is its whole current view (a request, a listing), the key keeps its id and `show` reads it.
 */
export async function answerOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  content: unknown,
  create: (claim: IdempotencyClaim | undefined) => Promise<{ replayed: StoredAnswer } | { created: StoredAnswer }>,
  show: (body: unknown) => unknown = (body) => body,
): Promise<FastifyReply> {
  const claim = idempotencyClaim(request, content);
  const stored = await request.server.services.idempotency.replay(claim);
  const outcome = stored ? { replayed: stored } : await create(claim);
  if ('replayed' in outcome) reply.header(REPLAYED_HEADER, 'true');
  const answer = 'replayed' in outcome ? outcome.replayed : outcome.created;
  return reply.code(answer.status).send(await show(answer.body));
}

/** The id a key keeps for a thing `show` reads again (see `answerOnce`). */
export const storedId = (body: unknown): number => (body as { id: number }).id;
