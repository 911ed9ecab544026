import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-start-'));
  dirs.push(dir);
  return dir;
}

/** Starts the server as `npm start` would (through tsx here) and collects what it prints until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('start-up failures stop with one clear line', () => {
  it('refuses a malformed environment value', async () => {
    const { code, output } = await start({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(/^Manara could not start: Invalid configuration: PORT must be a port number/);
    expect(output.trim().split('\n')).toHaveLength(1);
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
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    });
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 25_000);
      child.stdout.on('data', (d: Buffer) => {
        if (d.toString().includes('Manara is ready')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
    });
    child.kill('SIGTERM');
    const code = await new Promise((r) => child.on('exit', r));
    expect(ready).toBe(true);
    expect(code).toBe(0);
  });
});
