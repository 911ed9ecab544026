import { startWork } from '../src/job-handlers';
import { createLogger } from '../src/lib/log';
import { startJobs, type Jobs } from '../src/platform/jobs';
import { openMailer } from '../src/platform/mail';
import { stopBeforeTeardown, type TestContext } from './context';

/**
 * A worker on the test's database, as ROLE=worker would run beside the app: every job handler,
 * e-mail delivered as the test's configuration says (its SMTP server, or the outbox). Stopped after
 * the file's tests (before the database closes).
 */
export async function startTestWorker(ctx: TestContext): Promise<Jobs> {
  const log = createLogger({ level: 'silent', pretty: false });
  const worker = await startJobs(ctx.db, { log, worker: true, pollSeconds: 0.5 });
  stopBeforeTeardown(() => worker.stop());
  await startWork(worker, {
    services: ctx.app.services,
    storage: ctx.storage,
    log,
    mailer: openMailer(ctx.config, { db: ctx.db, log, clock: ctx.clock }),
    config: ctx.config,
  });
  return worker;
}
