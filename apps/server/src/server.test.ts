import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3rver } from '../test/s3';

const serverDir = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-start-'));
  dirs.push(dir);
  return dir;
}

/** Starts the server as `npm start` would (through tsx here) and collects what it prints until it exits. */
function start(env: Record<string, string>, timeoutMs = 25_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Servers started by startUntilReady and not stopped yet (a test that failed or timed out): ended after all. */
const running = new Set<ChildProcess>();
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

/** Starts the server and resolves once it says it is ready (false when it exits first); `stop` ends it. */
function startUntilReady(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  running.add(child);
  child.on('exit', () => running.delete(child));
  // No timer: a loaded machine starts slowly, and the test's own time-out is the backstop.
  const ready = new Promise<boolean>((resolve) => {
    child.stdout.on('data', (d: Buffer) => {
      output += d;
      if (output.includes('Manara is ready')) resolve(true);
    });
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('exit', () => resolve(false));
  });
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    return new Promise<number | null>((r) => child.on('exit', r));
  };
  return { ready, stop, output: () => output };
}

/** Every file and directory under `dir` with its permission bits, as 'path: mode' (octal). */
function modes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      out[path.relative(dir, full)] = (lstatSync(full).mode & 0o777).toString(8);
      if (entry.isDirectory()) walk(full);
    }
  };
  out['.'] = (lstatSync(dir).mode & 0o777).toString(8);
  walk(dir);
  return out;
}

describe('DATA_DIR is private to the server’s user', () => {
  it('keeps every directory 0700 and every file 0600: database, media, secret and lock, also in a DATA_DIR made before', async () => {
    const dataDir = tempDir();
    // An existing installation: readable by everyone, with a world-writable upload.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'media', 'legacy'), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, 'media', 'legacy', 'photo.webp'), 'x', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'media', 'legacy', 'photo.webp'), 0o666);
    const server = startUntilReady({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const ready = await server.ready;
    const found = modes(dataDir);
    expect(await server.stop()).toBe(0);
    expect(ready, server.output()).toBe(true);

    const files = Object.keys(found);
    expect(files.filter((f) => f.startsWith('pgdata/')).length).toBeGreaterThan(100);
    expect(files.filter((f) => f.startsWith('media/') && f.endsWith('.webp')).length).toBeGreaterThan(10);
    expect(files).toEqual(expect.arrayContaining(['jwt-secret', 'manara.lock', 'media/legacy/photo.webp']));
    const open = Object.entries(found).filter(([, mode]) => mode !== '700' && mode !== '600');
    expect(open).toEqual([]);
  }, 90_000);
});

describe('start-up failures stop with one clear line', () => {
  it('refuses a malformed environment value', async () => {
    const { code, output } = await start({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Manara could not start: Invalid configuration: PORT must be a port number/);
    expect(output.trim().split('\n')).toHaveLength(1);
  });

  it('refuses TRUST_PROXY=true, saying what to set instead', async () => {
    const { code, output } = await start({ TRUST_PROXY: 'true', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      /^Manara could not start: Invalid configuration: TRUST_PROXY=true would trust every X-Forwarded-For hop.*TRUST_PROXY=1/,
    );
    expect(output.trim().split('\n')).toHaveLength(1);
  });

  it('refuses production without PUBLIC_ORIGIN', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Manara could not start: Invalid configuration: PUBLIC_ORIGIN is required when NODE_ENV=production/);
    expect(output.trim().split('\n')).toHaveLength(1);
  });

  it('refuses REDIS_URL without JWT_SECRET: several instances must sign sessions alike', async () => {
    const { code, output } = await start({ REDIS_URL: 'redis://127.0.0.1:1', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Manara could not start: Invalid configuration: JWT_SECRET is required when REDIS_URL is set/);
    expect(output.trim().split('\n')).toHaveLength(1);
  });

  it('refuses an unreachable REDIS_URL', async () => {
    // Redis is connected once the embedded database is open and migrated: slow on a busy machine.
    const { code, output } = await start(
      { REDIS_URL: 'redis://:secret@127.0.0.1:1', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() },
      80_000,
    );
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Manara could not start: Cannot connect to REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:1\)/);
    expect(output).not.toContain('secret');
  }, 90_000);

  it('refuses MEDIA_STORE=s3 without JWT_SECRET, and a bucket it cannot use, in one line naming it', async () => {
    const noSecret = await start({ MEDIA_STORE: 's3', S3_BUCKET: 'media', DATA_DIR: tempDir() });
    expect(noSecret.code).toBe(1);
    expect(noSecret.output.trim()).toMatch(/^Manara could not start: Invalid configuration: JWT_SECRET is required when MEDIA_STORE=s3/);
    expect(noSecret.output.trim().split('\n')).toHaveLength(1);

    const bucket = await startS3rver();
    try {
      const { code, output } = await start({ ...bucket.env, S3_BUCKET: 'not-made-yet', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() });
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `Manara could not start: Cannot use the media bucket: bucket "not-made-yet" at ${bucket.endpoint}: no such bucket (create it first)`,
      );
    } finally {
      await bucket.close();
    }
  });

  it('refuses an unreachable DATABASE_URL', async () => {
    const { code, output } = await start({ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output).toMatch(/Cannot connect to DATABASE_URL/);
    expect(output).not.toContain('secret');
  });

  it('refuses a DATA_DIR held by another running process', async () => {
    const dataDir = tempDir();
    // This test process is alive, so its pid in the lock file means "in use".
    writeFileSync(path.join(dataDir, 'manara.lock'), String(process.pid));
    const { code, output } = await start({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(output).toMatch(/is in use by another Manara process \(pid \d+\)/);
  });

  it('takes over a stale lock left by a crashed process and starts', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'manara.lock'), '999999');
    const server = startUntilReady({ DATA_DIR: dataDir });
    expect(await server.ready, server.output()).toBe(true);
    expect(await server.stop()).toBe(0);
  }, 90_000);
});
