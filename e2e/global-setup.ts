import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailbox } from './mailbox';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The server's grace for a spent refresh token, at its lowest (above the web's 10 s refresh time-out,
 * decision 047) rather than 30 s: a journey waits past it.
 */
export const E2E_REFRESH_GRACE_SECONDS = 11;

/** The staff account every journey may sign in with. */
export const STAFF = { email: 'moderator@manara.test', password: 'lighthouse-keeper-2025' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Builds the app if needed and starts it the way `npm start` does — the bundled server on a new
 * DATA_DIR (so demo content is seeded) — on a free port. Rate limits are off: the API suites test them,
 * and a journey that registers several users from one address would trip them.
 */
export default async function globalSetup() {
  execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-e2e-'));
  const port = await freePort();
  // A staff account for the moderation journeys, made the way an operator would (before the app holds the database).
  execFileSync(
    'npx',
    ['tsx', 'apps/server/src/cli/create-admin.ts', '--email', STAFF.email, '--password', STAFF.password, '--name', 'Moderator'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  // A real SMTP server: journeys read their links from the delivered mail, as people do (e2e/mailbox.ts).
  const mailDir = mkdtempSync(path.join(tmpdir(), 'manara-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  process.env.E2E_MAIL_DIR = mailDir;
  const child = spawn('node', ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: 'false',
      DATABASE_URL: '',
      // No tile server in tests: a plain background under the pins (the pins are page elements).
      MAP_STYLE_URL: 'blank',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Manara <no-reply@manara.test>',
      // A journey proves what happens past the grace for a spent refresh token (auth.spec.ts) without waiting 30 s.
      REFRESH_REUSE_GRACE_SECONDS: String(E2E_REFRESH_GRACE_SECONDS),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up (code ${child.exitCode})`);
    try {
      if ((await fetch(`${baseURL}/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('The app did not become ready within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  process.env.E2E_BASE_URL = baseURL;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}
