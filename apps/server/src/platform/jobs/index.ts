import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { OutageLog } from '../../lib/outage-log';

/**
 * Background jobs on pg-boss, in the application's own database (PGlite or PostgreSQL), through the
 * app's own connections: pg-boss's `db` adapter runs every statement on the drizzle database, or on the
 * open transaction a job is queued in, so a job exists only if the row that needs it was committed.
 * Decision 028 says why pg-boss and how it runs on the embedded database.
 */

/** How a kind of job is retried: queue settings, fixed when the queue is first created. */
export interface JobSettings {
  /** A started job not finished within this many seconds is taken as dead (its process crashed) and retried. */
  expireInSeconds?: number;
  /** Retries after a failure or an expiry (then the job stays failed). */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** A kind of job: its queue's name, settings and (for the type checker) the data it carries. */
export interface JobType<T extends object> {
  readonly name: string;
  readonly settings: JobSettings;
  /** Never set: carries T. */
  readonly data?: T;
}

const DEFAULT_SETTINGS: Required<JobSettings> = { expireInSeconds: 15 * 60, retryLimit: 3, retryDelaySeconds: 10 };

/** Every kind of job defined so far: their queues are created when the jobs start (pg-boss 10 sends only to existing queues). */
const defined = new Map<string, JobType<object>>();

/** Defines a kind of job (once, at module level, beside the code that queues it). Names: letters, digits, `.`, `-`. */
export function defineJob<T extends object = Record<string, never>>(name: string, settings: JobSettings = {}): JobType<T> {
  if (!/^[a-z][\w.-]*$/.test(name)) throw new Error(`Invalid job name: ${name}`);
  const job: JobType<T> = { name, settings: { ...DEFAULT_SETTINGS, ...settings } };
  if (defined.has(name)) throw new Error(`Job ${name} is defined twice`);
  defined.set(name, job);
  return job;
}

export interface QueueOptions {
  /** The open transaction the job belongs to: it is queued only if that transaction commits. */
  tx?: Tx;
  /** Not before this time (or this many seconds from now). */
  startAfter?: Date | number;
  /** At most one queued job with this key at a time (a second queue() returns null). */
  singletonKey?: string;
}

export interface Jobs {
  /** Queues a job; with `tx`, as part of that transaction. Returns its id (null when a singleton is already queued). */
  queue<T extends object>(job: JobType<T>, data: T, options?: QueueOptions): Promise<string | null>;
  /**
   * Runs `handler` for each job of this kind, up to `concurrency` at a time in this process (1 by
   * default). A handler that throws fails the job, which is retried per its settings. Only in
   * processes that do background work (ROLE=all or worker). `job.id` is the same on every retry.
   */
  work<T extends object>(
    job: JobType<T>,
    handler: (data: T, job: { id: string }) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /** Queues the job on a cron schedule (UTC), once per cluster however many processes run it. */
  schedule(job: JobType<Record<string, never>>, cron: string): Promise<void>;
  /** Stops polling and waits (bounded) for running jobs; the database stays open. */
  stop(): Promise<void>;
}

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: runs text holding several statements. */
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * Counts what is still under way (pg-boss's statements, job handlers) so that stop() returns only when
 * nothing will touch the database afterwards. pg-boss 10's stop() does not wait for a poll already
 * sent (its jobs then run after stop) nor for the completion it records without awaiting; once the
 * caller closes the pool those fail as unhandled rejections, and the jobs wait out their expiry.
 */
class InFlight {
  private count = 0;
  track<T>(work: Promise<T>): Promise<T> {
    this.count++;
    return work.finally(() => this.count--);
  }
  /** Resolves once nothing is under way across a whole turn of the event loop (bounded by about `ms`). */
  async drain(ms: number): Promise<void> {
    // A statement's end lets pg-boss start the next one (a completion, a job fetched by the poll) in
    // the microtasks that follow: look again after a timer, when those have run. (Timer turns, not the
    // app's clock: this bounds a shutdown, which tests do not move.)
    const step = 10;
    for (let waited = 0; waited < ms; waited += step) {
      await new Promise((resolve) => setTimeout(resolve, step));
      if (this.count === 0) return;
    }
  }
}

/**
 * pg-boss's `db` adapter over a drizzle database or transaction. drizzle keeps the connection it runs
 * on (PGlite, its transaction, a node-postgres pool or the pool client of a transaction) in its
 * session, the same way on both drivers. PGlite's query() takes one statement: pg-boss's
 * parameterless scripts (schema, maintenance) hold several and go to exec().
 */
export function sqlExecutor(db: Db | Tx, inFlight?: InFlight): PgBoss.Db {
  const client = (db._.session as unknown as { client: SqlClient }).client;
  const execute = async (text: string, values?: unknown[]) => {
    if (values?.length || !client.exec) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return { executeSql: inFlight ? (text, values) => inFlight.track(execute(text, values)) : execute };
}

/**
 * Creates or upgrades pg-boss's tables (schema `pgboss`) through `db`. Called under the start-up lock
 * (runtime.ts's prepareDatabase), so instances starting together do not race on it.
 */
export async function installJobs(db: Db): Promise<void> {
  const boss = new PgBoss({ db: sqlExecutor(db), supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export interface JobsOptions {
  /** Where failed jobs and pg-boss's own errors (a poll while the database is away…) are logged. */
  log: FastifyBaseLogger;
  /** Whether this process works jobs, runs maintenance (expiry, archive) and schedules (ROLE=all|worker), or only queues them (web, tools). */
  worker?: boolean;
  /** How often dead jobs are found and retried (pg-boss maintenance), in seconds. */
  maintenanceSeconds?: number;
  /** How often an idle worker looks for new jobs, in seconds (pg-boss allows 0.5 and up). */
  pollSeconds?: number;
  /** How often schedules are checked and their jobs sent, in seconds (1-45; pg-boss's 30 by default, tests shorten it). */
  scheduleCheckSeconds?: number;
}

/** Starts pg-boss on the app's database (its tables installed by installJobs) and creates every defined job's queue. */
export async function startJobs(db: Db, options: JobsOptions): Promise<Jobs> {
  const { log, worker = false, maintenanceSeconds = 30, pollSeconds = 1, scheduleCheckSeconds } = options;
  const inFlight = new InFlight();
  let stopping = false;
  const boss = new PgBoss({
    db: sqlExecutor(db, inFlight),
    migrate: false,
    supervise: worker,
    schedule: worker,
    maintenanceIntervalSeconds: maintenanceSeconds,
    ...(scheduleCheckSeconds ? { cronMonitorIntervalSeconds: scheduleCheckSeconds, cronWorkerIntervalSeconds: scheduleCheckSeconds } : {}),
  });
  // Logged once, then once per interval with a count, while it lasts: pg-boss retries by itself.
  const outage = new OutageLog(log, 'jobs', 'background jobs wait and retry');
  boss.on('error', (err) => outage.failed(err));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (job: JobType<object>) => {
    if (created.has(job.name)) return;
    const { expireInSeconds, retryLimit, retryDelaySeconds } = job.settings;
    // Instances starting together create the same queues at once; PostgreSQL may end one of the
    // concurrent DDL statements as a deadlock (40P01). Creating a queue is idempotent: try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(job.name, { name: job.name, expireInSeconds, retryLimit, retryDelay: retryDelaySeconds });
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
    created.add(job.name);
  };
  for (const job of defined.values()) await ensureQueue(job);
  const pollingIntervalSeconds = pollSeconds;
  const localWorkers = new Map<string, string[]>();

  return {
    async queue(job, data, { tx, startAfter, singletonKey } = {}) {
      if (!created.has(job.name)) {
        // Inside a transaction on PGlite, a statement outside it would wait for it forever.
        if (tx) throw new Error(`Job ${job.name} was defined after the jobs started: define it at module level`);
        await ensureQueue(job);
      }
      const id = await boss.send(job.name, data, {
        ...(tx ? { db: sqlExecutor(tx) } : {}),
        ...(startAfter === undefined ? {} : { startAfter }),
        ...(singletonKey === undefined ? {} : { singletonKey }),
      });
      // A job queued outside a transaction exists now: this process's idle workers need not wait for their next poll.
      if (!tx) for (const worker of localWorkers.get(job.name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work(job, handler, { concurrency = 1 } = {}) {
      if (!worker) throw new Error(`This process does not work jobs (ROLE=web): ${job.name}`);
      await ensureQueue(job);
      // pg-boss runs one batch per worker at a time: N workers of one job each run N jobs at once.
      for (let i = 0; i < concurrency; i++) {
        let id = '';
        id = await boss.work<object>(job.name, { batchSize: 1, pollingIntervalSeconds }, async ([item]) => {
          // A job that a poll sent before stop() brought back: failed, so it is retried after its delay (here or elsewhere).
          if (stopping) throw new Error(`job ${job.name} arrived as the worker stopped`);
          try {
            await inFlight.track(handler(item!.data as never, { id: item!.id }));
          } catch (err) {
            log.error({ err, job: job.name }, `job ${job.name} failed`);
            throw err;
          } finally {
            // pg-boss waits a polling interval after each job; a worker that found one looks for the next at once.
            boss.notifyWorker(id);
          }
        });
        localWorkers.set(job.name, [...(localWorkers.get(job.name) ?? []), id]);
      }
    },
    async schedule(job, cron) {
      if (!worker) throw new Error(`This process does not schedule jobs (ROLE=web): ${job.name}`);
      await ensureQueue(job);
      await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      // Running jobs get a few seconds; any still running is failed and retried by another process.
      stopping = true;
      await boss.stop({ graceful: true, close: false, timeout: 8000 });
      await inFlight.drain(8000);
      outage.stop();
    },
  };
}
