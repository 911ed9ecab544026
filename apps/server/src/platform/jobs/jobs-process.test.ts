import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchEnv, testEngine } from '../../../test/context';
import { eventually } from '../../../test/cluster';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'manara-jobs-process-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** The server as `npm start` runs it (through tsx), with the test job of test/job-process.ts. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-process.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  return { child, output: () => output };
}

describe(`a job whose process is killed mid-job (${testEngine})`, () => {
  it('is finished by the next process once it expires', async () => {
    // Dead jobs are looked for every second; the test job expires 5 s after it started.
    const env = { ...(await createScratchEnv('manara-jobs-kill-')), JOBS_MAINTENANCE_SECONDS: '1' };
    const marker = path.join(dir, 'hold');
    const first = start({ ...env, HOLD_JOB: marker });
    await eventually(async () => first.output().includes(`hold job started by ${first.child.pid}`), 'the job started', 90_000);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(existsSync(`${marker}.done`)).toBe(false);

    writeFileSync(`${marker}.release`, '');
    const second = start(env);
    await eventually(async () => existsSync(`${marker}.done`), 'the job finished after the restart', 90_000);
    expect(readFileSync(`${marker}.done`, 'utf8')).toBe(String(second.child.pid));
    expect(second.output()).toContain(`hold job started by ${second.child.pid}`);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 240_000);
});
