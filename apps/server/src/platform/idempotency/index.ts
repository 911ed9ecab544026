import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { defineJob } from '../jobs';

/**
 * Idempotency keys (decision 071, the IETF draft "The Idempotency-Key HTTP Header Field" as Stripe
 * applies it): a POST sent again with its key creates nothing and answers what the first one answered.
 * The only code that reads or writes the `idempotency_keys` table.
 *
 * A key's row is inserted in the transaction that creates the thing and holds the answer, so both commit
 * or neither does: a crash between them cannot leave a created thing whose key is free (a second one
 * on the retry) nor a key whose thing was never made.
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Deletes the keys past their day, hourly at :41. */
export const idempotencySweepJob = defineJob('idempotency.sweep', { expireInSeconds: 600 });
export const IDEMPOTENCY_SWEEP_CRON = '41 * * * *';

/** One request's key: where it counts (the route and who sent it), the key, and a hash of what was sent. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  hash: string;
}

/** What a POST answered: stored with its key and sent again on a replay. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** 1–255 printable ASCII characters (the draft leaves the form to the server; Stripe allows 255). */
export const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

/** A stable hash of a request's content: objects' keys sorted, so the same form hashes the same. */
export function requestHash(content: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)) ?? '')
    .digest('hex');
}

type Row = { request_hash: string; status: number; body: unknown };
const parseBody = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

export function createIdempotency(db: Db, clock: Clock = systemClock) {
  const cutoff = () => new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS).toISOString();

  /** The stored answer for `claim`; 422 when its key came with another request. */
  const answerOf = (claim: IdempotencyClaim, row: Row | undefined): StoredAnswer | undefined => {
    if (!row) return undefined;
    if (row.request_hash !== claim.hash) throw new AppError(422, 'idempotency_key_reused');
    return { status: Number(row.status), body: parseBody(row.body) };
  };
  const find = async (on: Db | Tx, claim: IdempotencyClaim): Promise<Row | undefined> =>
    (
      await on.execute<Row>(sql`
        select request_hash, status, body from idempotency_keys
        where scope = ${claim.scope} and key = ${claim.key} and created_at >= ${cutoff()}`)
    ).rows[0];

  return {
    /**
     * Before any work: the answer already stored for this key (a replay), undefined when there is none
     * yet. Refuses a key that came with a different request (422). Not authoritative (see `run`).
     */
    async replay(claim: IdempotencyClaim | undefined): Promise<StoredAnswer | undefined> {
      return claim ? answerOf(claim, await find(db, claim)) : undefined;
    },

    /**
     * Runs `create` in one transaction with the key's row: the row is inserted first, `create` makes
     * the thing with `tx` and says what to answer, the answer is stored, and all commit together.
     * Another request holding the same key right now → 409; the key already answered → that answer
     * (`replayed`), nothing created. Without a claim, `create` runs in a transaction of its own.
     */
    async run<T extends StoredAnswer>(
      claim: IdempotencyClaim | undefined,
      create: (tx: Tx) => Promise<T>,
    ): Promise<{ replayed: StoredAnswer } | { created: T }> {
      return db.transaction(async (tx) => {
        if (claim) {
          const [lock] = (
            await tx.execute<{ held: boolean }>(
              sql`select pg_try_advisory_xact_lock(hashtextextended(${`${claim.scope}\n${claim.key}`}, 71)) as held`,
            )
          ).rows;
          if (!lock?.held) throw new AppError(409, 'idempotency_key_in_progress');
          // A key past its day is free again, even before the sweep has removed it.
          await tx.execute(
            sql`delete from idempotency_keys where scope = ${claim.scope} and key = ${claim.key} and created_at < ${cutoff()}`,
          );
          const inserted = await tx.execute(sql`
            insert into idempotency_keys (scope, key, request_hash, created_at)
            values (${claim.scope}, ${claim.key}, ${claim.hash}, ${clock.now().toISOString()})
            on conflict do nothing returning key`);
          if (inserted.rows.length === 0) {
            const stored = answerOf(claim, await find(tx, claim));
            if (stored) return { replayed: stored };
          }
        }
        const created = await create(tx);
        if (claim) {
          await tx.execute(sql`
            update idempotency_keys set status = ${created.status}, body = ${JSON.stringify(created.body)}::jsonb
            where scope = ${claim.scope} and key = ${claim.key}`);
        }
        return { created };
      });
    },

    /** Deletes the keys past their day; how many went. */
    async sweep(): Promise<number> {
      const removed = await db.execute(sql`delete from idempotency_keys where created_at < ${cutoff()} returning key`);
      return removed.rows.length;
    },
  };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
