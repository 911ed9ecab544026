// Every reference to a decision record names one that exists: "docs/decisions/NNN-title.md" with that
// exact file name, and "decision NNN" with that number.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const records = readdirSync(path.join(root, 'docs', 'decisions')).filter((f) => /^\d{3}-.+\.md$/.test(f));
const numbers = new Set(records.map((f) => f.slice(0, 3)));

it('names only decision records that exist', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(md|ts|tsx|js|mjs|json|css|html)$/.test(f) && !f.endsWith('package-lock.json'));
  const stale = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    for (const m of text.matchAll(/decisions\/(\d{3}-[a-z0-9-]+)\.md/g))
      if (!records.includes(`${m[1]}.md`)) stale.push(`${file}: ${m[0]}`);
    for (const m of text.matchAll(/\bdecisions? (\d{3})\b/g)) if (!numbers.has(m[1])) stale.push(`${file}: ${m[0]}`);
  }
  expect(stale).toEqual([]);
});
