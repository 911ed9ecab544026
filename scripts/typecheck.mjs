// `npm run typecheck`: the five TypeScript projects (shared, server, web, the service worker, the
// browser journeys), two at a time — each is one single-threaded tsc, and this machine has two cores —
// the largest first. Incremental: each keeps what it checked in node_modules/.cache/tsc, so a second
// run re-checks only what changed. Prints every project's errors; exits non-zero when any has one.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['apps/server', 'apps/web', 'packages/shared', 'e2e', 'apps/web/src/sw'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  const buildInfo = path.join(root, 'node_modules', '.cache', 'tsc', `${project.replaceAll('/', '-')}.tsbuildinfo`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ project, code: code ?? 1, output }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
  }),
);
for (const { project, code, output } of results) {
  if (code !== 0) process.stdout.write(`\n${project}:\n${output}`);
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.project);
console.log(failed.length ? `Type errors in ${failed.join(', ')}.` : `No type errors (${projects.length} projects).`);
process.exit(failed.length ? 1 : 0);
