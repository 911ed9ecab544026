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

  // Several processes on one PostgreSQL database, each scheduling the same job, as every worker does at start.
  it.skipIf(testEngine !== 'postgres')(
    'a schedule runs once per cluster, however many processes schedule it',
    async () => {
      // A fresh minute, so the whole check fits in it: the schedule names this minute of the hour only.
      if (new Date().getUTCSeconds() > 40) await new Promise((r) => setTimeout(r, (61 - new Date().getUTCSeconds()) * 1000));
      const minute = new Date().getUTCMinutes();
      const runs: string[] = [];
      const others: Database[] = [];
      for (const name of ['a', 'b']) {
        // Each "process" on its own pool, as separate instances are.
        const database = await openPostgres(ctx.databaseUrl!, { max: 2 });
        others.push(database);
        const jobs = await startJobs(database.db, { log, worker: true, scheduleCheckSeconds: 1 });
        started.push(jobs);
        await jobs.work(ticked, async () => void runs.push(name));
        await jobs.schedule(ticked, `${minute} * * * *`);
      }
      await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(1);
      // Every second, each instance checks the schedules again until the minute is over.
      while (new Date().getUTCMinutes() === minute) await new Promise((r) => setTimeout(r, 1000));
      await new Promise((r) => setTimeout(r, 2000));
      expect(runs).toHaveLength(1);
      for (const jobs of started.splice(1)) await jobs.stop();
      for (const database of others) await database.close();
    },
    90_000,
  );
});
