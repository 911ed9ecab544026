import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/cluster';
import { createScratchEnv, testEngine } from '../../../test/context';
import { startTestSmtp } from '../../../test/smtp';

const serverDir = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** The server as `npm start` runs it (through tsx), with the short-lived mail job of test/mail-process.ts. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/mail-process.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  return { child, output: () => output };
}

describe(`a mail job whose process is killed while the server holds its answer (${testEngine})`, () => {
  it('is delivered again by the next process with the same Message-ID', async () => {
    const smtp = await startTestSmtp();
    // The server takes the message but answers only after the process is gone.
    smtp.holdNext(1, 20_000);
    const env = {
      ...(await createScratchEnv('manara-mail-kill-')),
      JOBS_MAINTENANCE_SECONDS: '1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Manara <no-reply@manara.example>',
    };
    const first = start({ ...env, MAIL_JOB_TO: 'killed@example.com' });
    const arrived = await smtp.next('killed@example.com', { timeoutMs: 90_000 });
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const id = /mail job ([0-9a-f-]{36}) queued/.exec(first.output())?.[1];
    expect(id, first.output()).toBeDefined();
    expect(arrived.messageId).toBe(`<${id}@manara.example>`);

    const second = start(env);
    await eventually(async () => smtp.messages.length >= 2, 'the job delivered again after the restart', 90_000);
    expect(smtp.messages[1]!.messageId).toBe(arrived.messageId);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 240_000);
});
