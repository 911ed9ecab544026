import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchEnv, testEngine } from '../../test/context';
import { migrationsBefore } from '../../test/migrations';
import { openPglite, openPostgres, type Database } from './client';
import { migrationsFolder, runMigrations, STARTUP_LOCK } from './migrate';

describe('migrations on existing data', () => {
  const dirs: string[] = [];
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('session lifetime: each existing session started with its oldest token', async () => {
    const env = await createScratchEnv('manara-migrate-');
    database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { max: 1 }) : await openPglite('memory://');
    const older = migrationsBefore('session_lifetime');
    dirs.push(older);
    const { migrate } =
      database.kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: older });

    const db = database.db;
    await db.execute(sql`insert into users (email, password_hash, name, role) values ('old@example.com', 'x', 'Old', 'client')`);
    const family = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    for (const [hash, familyId, createdAt] of [
      ['a', family(1), '2025-01-01T10:00:00Z'],
      ['b', family(1), '2025-01-20T10:00:00Z'],
      ['c', family(2), '2025-02-01T10:00:00Z'],
    ]) {
      await db.execute(sql`
        insert into refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
        select id, ${familyId}::uuid, ${hash}, now() + interval '30 days', ${createdAt}::timestamptz from users`);
    }

    await runMigrations(database);
    const rows = await db.execute<{ token_hash: string; family_started_at: Date | string }>(
      sql`select token_hash, family_started_at from refresh_tokens order by token_hash`,
    );
    expect(rows.rows.map((r) => [r.token_hash, new Date(r.family_started_at).toISOString()])).toEqual([
      ['a', '2025-01-01T10:00:00.000Z'],
      ['b', '2025-01-01T10:00:00.000Z'],
      ['c', '2025-02-01T10:00:00.000Z'],
    ]);
  });

  it('hero media keys: the /media/ URLs heroes stored become keys; anything else names no file of ours', async () => {
    const env = await createScratchEnv('manara-migrate-');
    const heroesDb = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { max: 1 }) : await openPglite('memory://');
    try {
      const older = migrationsBefore('hero_media_keys');
      dirs.push(older);
      const { migrate } =
        heroesDb.kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
      await migrate(heroesDb.db as never, { migrationsFolder: older });
      await heroesDb.db.execute(sql`
        insert into heroes (page, title_ar, title_en, background_image_url, background_video_url) values
          ('home', 'أ', 'A', '/media/heroes/0b6f-1600.webp', '/media/heroes/1c2d.mp4'),
          ('realty', 'ب', 'B', '/media/heroes/realty.webp', null),
          ('finance', 'ج', 'C', null, null),
          ('rent', 'د', 'D', 'https://elsewhere.example/x.webp', null)`);

      await runMigrations(heroesDb);
      const rows = await heroesDb.db.execute<{ page: string; image: string | null; video: string | null }>(
        sql`select page, background_image_key as image, background_video_key as video from heroes order by page`,
      );
      expect(rows.rows).toEqual([
        { page: 'finance', image: null, video: null },
        { page: 'home', image: 'heroes/0b6f-1600.webp', video: 'heroes/1c2d.mp4' },
        { page: 'realty', image: 'heroes/realty.webp', video: null },
        { page: 'rent', image: null, video: null },
      ]);
    } finally {
      await heroesDb.close();
    }
  });

  it('listing texts per language: each title and description go to the language of their title script, held edits too', async () => {
    const env = await createScratchEnv('manara-migrate-');
    const textsDb = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { max: 1 }) : await openPglite('memory://');
    try {
      const older = migrationsBefore('listing_texts_per_language');
      dirs.push(older);
      const { migrate } =
        textsDb.kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
      await migrate(textsDb.db as never, { migrationsFolder: older });
      const db = textsDb.db;
      await db.execute(
        sql`insert into users (email, password_hash, name, role, search_text) values ('owner@example.com', 'x', 'Owner', 'client', 'owner')`,
      );
      await db.execute(sql`insert into countries (code, name_ar, name_en) values ('PS', 'فلسطين', 'Palestine')`);
      await db.execute(sql`insert into cities (country_id, name_ar, name_en, governorate_ar, governorate_en)
        select id, 'رام الله', 'Ramallah', 'رام الله والبيرة', 'Ramallah and al-Bireh' from countries`);
      await db.execute(sql`
        insert into properties (owner_id, title, description, type, purpose, price, price_usd, area, country_id, city_id, address, status, search_title)
        select u.id, t.title, t.description, 'apartment', 'sale', 1000, 1000, 100, c.country_id, c.id, 'Main Street', 'active', t.title
        from users u, cities c, (values (1, 'شقة في 3 طوابق', 'وصف'), (2, 'Flat 12B', 'A flat.')) as t(n, title, description)
        order by t.n`);
      await db.execute(sql`insert into listing_changes (property_id, changes)
        select id, '{"title": "Flat 12C", "price": 5}'::jsonb from properties where title = 'Flat 12B'`);

      await runMigrations(textsDb);
      const rows = await db.execute(sql`select title_ar, title_en, description_ar, description_en from properties order by id`);
      expect(rows.rows).toEqual([
        { title_ar: 'شقة في 3 طوابق', title_en: '', description_ar: 'وصف', description_en: '' },
        { title_ar: '', title_en: 'Flat 12B', description_ar: '', description_en: 'A flat.' },
      ]);
      const held = await db.execute<{ changes: unknown }>(sql`select changes from listing_changes`);
      const changes = held.rows[0]!.changes;
      expect(typeof changes === 'string' ? JSON.parse(changes) : changes).toEqual({ title_en: 'Flat 12C', price: 5 });
    } finally {
      await textsDb.close();
    }
  });
});

describe.skipIf(testEngine !== 'postgres')('migrating from several processes at once (PostgreSQL)', () => {
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH ?? '', ...env },
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('exit', (code) => resolve({ code, output }));
    });

  it('four `npm run db:migrate` on a fresh database: each migration applied once, every process done, the lock free', async () => {
    const env = await createScratchEnv('manara-migrate-race-');
    const results = await Promise.all(Array.from({ length: 4 }, () => run(env)));
    for (const { code, output } of results) {
      expect(output.trim()).toBe('Migrations are up to date on PostgreSQL.');
      expect(code).toBe(0);
    }
    const database = await openPostgres(env.DATABASE_URL!, { max: 1 });
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      const applied = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      const held = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${STARTUP_LOCK} and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(held.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('takes and releases the start-up lock on one connection, even while the pool serves other queries', async () => {
    const env = await createScratchEnv('manara-migrate-lock-');
    const database = await openPostgres(env.DATABASE_URL!, { max: 6 });
    try {
      const backend = sql`select pg_backend_pid() as pid`;
      const busy = () => Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select pg_sleep(0.02)`)));
      // The pool spreads concurrent queries over its connections; one held connection sees one backend.
      const pids = await database.withConnection(async (db) => {
        const seen: unknown[] = [];
        for (let i = 0; i < 3; i++) {
          const [rows] = await Promise.all([db.execute<{ pid: number }>(backend), busy()]);
          seen.push(rows.rows[0]!.pid);
        }
        return seen;
      });
      expect(new Set(pids).size).toBe(1);
      await Promise.all([runMigrations(database), busy(), runMigrations(database), busy()]);
      const held = await database.db.execute<{ n: number }>(
        // This database's only: pg_locks lists every database's, and other suites migrate theirs meanwhile.
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${STARTUP_LOCK} and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(held.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
