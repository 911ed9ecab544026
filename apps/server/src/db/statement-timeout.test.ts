import { Writable } from 'node:stream';
import { errorMessage } from '@manara/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestContext, testEngine } from '../../test/context';
import { STARTUP_LOCK, runMigrations } from './migrate';

/**
 * A statement that runs too long is ended by PostgreSQL (DATABASE_STATEMENT_TIMEOUT_MS): the visitor
 * is told, in their language, and the connection goes back to the pool for the next request.
 */
describe.skipIf(testEngine !== 'postgres')('the statement time limit (PostgreSQL)', () => {
  it('ends a statement stuck past it with a translated 503, and the next request is served', async () => {
    const ctx = await createTestContext({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
    // Another session holds the listings table, as a long write or a stuck migration might: every
    // read of it waits, more than the limit allows.
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table properties in access exclusive mode');
      // More requests than the pool has connections (4): none of them may keep one.
      const stuck = await Promise.all(
        Array.from({ length: 6 }, () => ctx.app.inject({ url: '/api/v1/realty/properties/', headers: { 'accept-language': 'ar' } })),
      );
      for (const res of stuck) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json()).toEqual({ code: 'too_slow', detail: errorMessage('too_slow', 'ar') });
      }
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    const res = await ctx.app.inject({ url: '/api/v1/realty/properties/' });
    expect(res.statusCode).toBe(200);
  });

  it('logs each ended statement in one short line: the URL, the start of the statement, the code and the limit', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const ctx = await createTestContext({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '300', LOG_LEVEL: 'warn' }, logStream });
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table properties in access exclusive mode');
      const res = await ctx.app.inject({ url: '/api/v1/realty/properties/?search=secret-4d1e' });
      expect(res.statusCode).toBe(503);
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    const logged = lines.filter((line) => line.includes('statement timeout'));
    expect(logged).toHaveLength(1);
    const line = logged[0]!;
    expect(line.length).toBeLessThan(600);
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({ url: '/api/v1/realty/properties/?search=secret-4d1e', code: '57014', timeout_ms: 300 });
    expect(entry.statement).toMatch(/^(select|with)\b/i);
    expect(entry.statement.length).toBeLessThanOrEqual(121);
    expect(entry.err).toBeUndefined();
    // The search's words go to the statement as a parameter: never logged.
    expect(line.replace(entry.url, '')).not.toContain('secret-4d1e');
  });

  it('keeps migrations free of it: they may wait for another instance longer', async () => {
    // Migrating waits for the start-up lock another "instance" holds for longer than the limit.
    const ctx = await createTestContext({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '300' } });
    const other = new pg.Client({ connectionString: ctx.databaseUrl });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    const migrated = runMigrations(ctx.database);
    // Released once the migration's wait for the lock has lasted twice the limit (watched, not slept).
    const waitedMs = async () =>
      Number(
        (
          await other.query<{ ms: string }>(
            `select coalesce(max(extract(epoch from now() - query_start) * 1000), 0) as ms from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory' and pid <> pg_backend_pid()`,
          )
        ).rows[0]!.ms,
      );
    await expect.poll(waitedMs, { timeout: 20_000, interval: 50 }).toBeGreaterThan(600);
    await other.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    await other.end();
    await expect(migrated).resolves.toBeUndefined();
    // The connection it used went back with the pool's limit.
    const [row] = (await ctx.database.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`)).rows;
    expect(row?.statement_timeout).toBe('300ms');
  });
});
