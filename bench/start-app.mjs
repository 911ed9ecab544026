// The built app as `npm start` runs it, for the browser benchmarks (lighthouse.mjs, weak-network.mjs): a
// fresh DATA_DIR with the demo content on the embedded database, a free 127.0.0.1 port, rate limits off.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Builds when the sources changed, starts the server and waits until it is ready: its address and a stop. */
export async function startApp(name) {
  execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), `manara-${name}-`));
  const port = await freePort();
  const child = spawn('node', ['apps/server/dist/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMIT: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (i > 300) throw new Error('The app did not start within 60 s');
    try {
      if ((await fetch(`${base}/health/ready`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}
