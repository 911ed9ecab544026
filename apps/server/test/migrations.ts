import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';

/** A copy of the migrations folder that stops before the one named `name`: the schema as an older release left it. */
export function migrationsBefore(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  // By name, not number: migrations are renumbered when branches merge.
  const index = journal.entries.findIndex((e) => e.tag.replace(/^\d+_/, '') === name);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
