/**
 * `npm start` (ROLE from the environment) plus one test job, for the jobs' crash test: `test.hold`
 * says it started, then holds until its `release` file exists, and writes `done` when it finishes.
 * With HOLD_JOB set, the process queues one such job once it is up.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { defineJob } from '../src/platform/jobs';
import { runProcess } from '../src/process';

const hold = defineJob<{ release: string; done: string }>('test.hold', { expireInSeconds: 5, retryLimit: 5, retryDelaySeconds: 1 });

runProcess({
  extraWork: async (jobs) => {
    await jobs.work(hold, async ({ release, done }) => {
      process.stdout.write(`hold job started by ${process.pid}\n`);
      while (!existsSync(release)) await new Promise((r) => setTimeout(r, 100));
      writeFileSync(done, String(process.pid));
    });
    const file = process.env.HOLD_JOB;
    if (file) await jobs.queue(hold, { release: `${file}.release`, done: `${file}.done` });
  },
});
