import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseError } from './db/client';
import { LockError } from './db/lock';
import { MigrationError } from './db/migrate';
import { startWork } from './job-handlers';
import { createLogger, errorText } from './lib/log';
import { webDistDir } from './lib/paths';
import { restrictNewFiles } from './lib/private-files';
import type { Jobs } from './platform/jobs';
import { openMailer, type Mailer } from './platform/mail';
import { openRuntime } from './runtime';
import { createServices } from './services';

export interface ProcessOptions {
  /** The role this entry point always has (worker.ts); otherwise ROLE from the configuration. */
  role?: Config['role'];
  /** More job handlers (the jobs and mail tests' own). */
  extraWork?: (jobs: Jobs, deps: { mailer: Mailer }) => Promise<void>;
}

/**
 * One Manara process, as its ROLE says: `web` serves the site and the API and only queues jobs,
 * `worker` only runs background jobs, `all` (the default, `npm start`) does both. Both entry points
 * (server.ts, worker.ts) run this; a failure to start prints one line and exits 1.
 */
export function runProcess(options: ProcessOptions = {}): void {
  start(options).catch((err: Error) => {
    const known = err instanceof ConfigError || err instanceof DatabaseError || err instanceof LockError || err instanceof MigrationError;
    // One clear line saying what to fix; a stack trace only for the unexpected.
    console.error(`Manara could not start: ${known ? err.message : errorText(err)}`);
    process.exit(1);
  });
}

async function start(options: ProcessOptions) {
  const started = performance.now();
  restrictNewFiles();
  const config = loadConfig();
  const role = options.role ?? config.role;
  const log = createLogger({ level: config.logLevel, pretty: config.env === 'development' && process.stdout.isTTY });
  const runtime = await openRuntime(config, { work: role !== 'web', log });
  const { database, storage, jobs } = runtime;
  let app: FastifyInstance | undefined;
  let mailer: Mailer | undefined;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await app?.close();
    await mailer?.close();
    await runtime.close();
  });

  try {
    if (role !== 'worker') app = await buildApp({ config, database, storage, jobs, log, webDist: config.webDist ?? webDistDir() });
    if (role !== 'web') {
      const services = app?.services ?? createServices({ db: database.db, storage, jobs, config });
      mailer = openMailer(config, { db: database.db, log });
      await startWork(jobs, { services, storage, log, mailer, config });
      await options.extraWork?.(jobs, { mailer });
    }
    if (app) await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await runtime.close();
    const e = err as NodeJS.ErrnoException;
    throw e.code === 'EADDRINUSE' ? new ConfigError(`Port ${config.port} is already in use: stop the other server or set PORT.`) : e;
  }
  const startupMs = Math.round(performance.now() - started);
  if (!app) {
    log.info({ database: database.kind, role, startupMs }, 'Manara worker is running background jobs');
    return;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ database: database.kind, role, startupMs }, `Manara is ready at http://localhost:${port}`);
}
