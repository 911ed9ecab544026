import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScratchEnv } from '../../test/context';
import { loadConfig } from '../config';
import { cities, heroes, properties } from '../db/schema';
import { openRuntime } from '../runtime';
import { migrate } from './migrate';
import { seed } from './seed';

const root = path.resolve(import.meta.dirname, '../../../..');
const exec = promisify(execFile);

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { log: (l: string) => out.push(l), error: (l: string) => err.push(l) } };
}

describe('npm run db:migrate and db:seed', () => {
  let env: Record<string, string>;
  beforeAll(async () => {
    env = await createScratchEnv('manara-db-cli-');
  });

  it('every tsx script in package.json points at a file that exists', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const files = Object.values(scripts).flatMap((cmd) => [...cmd.matchAll(/\btsx (?:watch )?(\S+\.ts)\b/g)].map((m) => m[1]!));
    expect(files).toEqual(expect.arrayContaining(['apps/server/src/cli/migrate.ts', 'apps/server/src/cli/seed.ts']));
    for (const file of files) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it('db:migrate applies the migrations and says so; db:seed adds cities, heroes and demo listings once', async () => {
    const migrated = capture();
    expect(await migrate(env, migrated.io)).toBe(0);
    expect(migrated.out).toEqual([expect.stringMatching(/^Migrations are up to date on (the embedded database|PostgreSQL)\.$/)]);

    const seeded = capture();
    expect(await seed(env, seeded.io)).toBe(0);
    expect(seeded.err).toEqual([]);
    expect(await seed(env, capture().io)).toBe(0); // idempotent

    const runtime = await openRuntime(loadConfig(env), { seed: false });
    try {
      const db = runtime.database.db;
      const [[c], [h], [p]] = await Promise.all([
        db.select({ n: count() }).from(cities),
        db.select({ n: count() }).from(heroes),
        db.select({ n: count() }).from(properties),
      ]);
      expect(c!.n).toBeGreaterThan(40);
      expect(h!.n).toBe(7);
      expect(p!.n).toBeGreaterThanOrEqual(30);
    } finally {
      await runtime.close();
    }
    // Migrating from nothing and seeding the demo (its photos made into variants) twice: under CI's two
    // workers this passed the default 30 s once (39 migrations, 2026-11-29).
  }, 120_000);

  it('runs as the npm script does, and fails with one line on bad configuration', async () => {
    const script = path.join(root, 'apps/server/src/cli/migrate.ts');
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const ok = await exec(tsx, [script], { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 });
    expect(ok.stdout.trim()).toMatch(/^Migrations are up to date/);
    const bad = await exec(tsx, [script], { cwd: root, env: { ...process.env, ...env, PORT: 'eighty' } }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toMatch(/^db:migrate: Invalid configuration: PORT must be a port number/);
  });
});
