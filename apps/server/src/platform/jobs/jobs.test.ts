import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testEngine, type TestContext } from '../../../test/context';
import { openPostgres, type Database } from '../../db/client';
import { countries } from '../../db/schema';
import { createLogger } from '../../lib/log';
import { defineJob, startJobs, type Jobs } from '.';

const log = createLogger({ level: 'silent', pretty: false });
const noted = defineJob<{ code: string }>('test.noted', { retryLimit: 0 });
const ticked = defineJob('test.ticked');
const late = defineJob<{ n: number }>('test.late');

describe(`jobs on ${testEngine}`, () => {
  let ctx: TestContext;
  const started: Jobs[] = [];
  const seen: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    const worker = await startJobs(ctx.db, { log, worker: true });
    started.push(worker);
    await worker.work(noted, async ({ code }) => void seen.push(code));
  });
  afterAll(async () => {
    for (const jobs of started) await jobs.stop();
  });

  const countryCount = async (code: string) =>
    (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${countries} where code = ${code}`)).rows[0]!.n;

  it('queues a job in the transaction of the row that needs it: rolled back, no job; committed, it runs', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(countries).values({ code: 'XA', nameAr: 'أ', nameEn: 'A' });
        await ctx.jobs.queue(noted, { code: 'XA' }, { tx });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await ctx.db.transaction(async (tx) => {
      await tx.insert(countries).values({ code: 'XB', nameAr: 'ب', nameEn: 'B' });
      await ctx.jobs.queue(noted, { code: 'XB' }, { tx });
    });

    await expect.poll(() => seen, { timeout: 15_000 }).toContain('XB');
    expect(await countryCount('XA')).toBe(0);
    expect(await countryCount('XB')).toBe(1);
    // The rolled-back job never existed: nothing left to run, and it never ran.
    const [{ n }] = (
      await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'test.noted' and data->>'code' = 'XA'`)
    ).rows as [{ n: number }];
    expect(n).toBe(0);
    expect(seen).not.toContain('XA');
  });

  it('a failing handler fails the job and the worker goes on with the next', async () => {
    const failing = defineJob<{ n: number }>('test.failing', { retryLimit: 0 });
    const done: number[] = [];
    await started[0]!.work(failing, async ({ n }) => {
      if (n === 1) throw new Error('cannot');
      done.push(n);
    });
    await ctx.jobs.queue(failing, { n: 1 });
    await ctx.jobs.queue(failing, { n: 2 });
    await expect.poll(() => done, { timeout: 15_000 }).toEqual([2]);
    const state = async () =>
      (
        await ctx.db.execute<{ state: string }>(sql`select state from pgboss.job where name = 'test.failing' and data->>'n' = '1'`)
      ).rows.map((r) => r.state);
    await expect.poll(state, { timeout: 15_000 }).toEqual(['failed']);
  });

  // pg-boss 10's own stop() returns while a poll it sent is still out (its job then runs after stop, and
  // the job's completion is recorded without being awaited); a caller closing the database next broke both
  // as unhandled rejections. Here the poll is held by a table lock from another connection until stop() began.
  it.skipIf(testEngine !== 'postgres')(
    'stop() returns only when nothing more will touch the database: a job its last poll brings back is left for a retry, not started',
    async () => {
      const worker = await startJobs(ctx.db, { log, worker: true, pollSeconds: 0.5 });
      const ran: number[] = [];
      await worker.work(late, async ({ n }) => void ran.push(n));
      // The worker's poll (pg-boss's fetch, FOR UPDATE SKIP LOCKED), waiting for the lock.
      const pollWaiting = async () =>
        (
          await ctx.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%SKIP LOCKED%'`,
          )
        ).rows[0]!.n;
      const other = await openPostgres(ctx.databaseUrl!, { max: 1 });
      let stopped = false;
      try {
        await other.db.transaction(async (tx) => {
          // The job is committed with the lock's release, so no poll can take it before.
          await tx.execute(sql`lock table pgboss.job in exclusive mode`);
          await ctx.jobs.queue(late, { n: 1 }, { tx });
          await expect.poll(pollWaiting, { timeout: 10_000, interval: 50 }).toBe(1);
          void worker.stop().then(() => (stopped = true));
          await expect.poll(pollWaiting, { timeout: 10_000, interval: 50 }).toBe(1);
          expect(stopped).toBe(false); // the poll is still out: stop() waits for it
        });
        await expect.poll(() => stopped, { timeout: 15_000 }).toBe(true);
      } finally {
        await other.close();
      }
      const [job] = (await ctx.db.execute<{ state: string }>(sql`select state from pgboss.job where name = 'test.late'`)).rows;
      expect(ran).toEqual([]);
      expect(job!.state).toBe('retry');
    },
    30_000,
  );

  // Several processes on one PostgreSQL database, each scheduling the same job, as every worker does at start.
  // pg-boss (10.4) makes a schedule once per cluster in two steps: a process checks the schedules only when it
  // wins the cluster-wide check time (pgboss.version.cron_on, at most once per check interval), and what it
  // queues for a due schedule is a singleton of its clock minute (a unique index on the send-it queue). So an
  // every-minute schedule, checked every second by two processes, runs once per minute the checks went on.
  it.skipIf(testEngine !== 'postgres')(
    'a schedule runs once per cluster, however many processes schedule it',
    async () => {
      const runs: string[] = [];
      const others: Database[] = [];
      for (const name of ['a', 'b']) {
        // Each "process" on its own pool, as separate instances are.
        const database = await openPostgres(ctx.databaseUrl!, { max: 2 });
        others.push(database);
        const jobs = await startJobs(database.db, { log, worker: true, scheduleCheckSeconds: 1 });
        started.push(jobs);
        await jobs.work(ticked, async () => void runs.push(name));
        await jobs.schedule(ticked, '* * * * *');
      }
      await expect.poll(() => runs.length, { timeout: 20_000 }).toBeGreaterThan(0);
      // Four more checks of the schedules, each finding it due.
      const checkedAt = async () =>
        String((await ctx.db.execute<{ at: string }>(sql`select cron_on::text as at from pgboss.version`)).rows[0]!.at);
      const checks = new Set([await checkedAt()]);
      await expect.poll(async () => checks.add(await checkedAt()).size, { timeout: 20_000, interval: 100 }).toBeGreaterThan(4);
      // Once what they queued has run: one send-it per minute slot, and one run per slot.
      const open = async () =>
        (
          await ctx.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name in ('__pgboss__send-it', ${ticked.name}) and state <> 'completed'`,
          )
        ).rows[0]!.n;
      await expect.poll(open, { timeout: 20_000 }).toBe(0);
      const slots = (
        await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = ${ticked.name} group by singleton_on`,
        )
      ).rows.map((r) => r.n);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.length).toBeLessThanOrEqual(2); // the checks took seconds: one minute, or two across its end
      expect(slots.every((n) => n === 1)).toBe(true);
      expect(runs).toHaveLength(slots.length);
      for (const jobs of started.splice(1)) await jobs.stop();
      for (const database of others) await database.close();
    },
    60_000,
  );
});
