import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/context';
import { loadConfig } from '../config';
import { openRuntime } from '../db/bootstrap';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { createUsersRepository, type UserRow } from '../modules/users/users.repository';
import { createAdmin } from './create-admin';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Runs the command in-process, capturing its output lines. */
async function run(args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await createAdmin(args, env, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out, err };
}

describe('npm run create-admin', () => {
  let env: Record<string, string>;
  let dataDir: string;
  let dropDatabase = async () => {};

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manara-cli-'));
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    // On the PostgreSQL run the command talks to a fresh database through DATABASE_URL, like a deployment.
    if (testEngine === 'postgres') {
      const name = `manara_cli_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
  });
  afterAll(async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens the same database the command used and runs `fn` against its users. */
  async function withUsers<T>(fn: (repo: ReturnType<typeof createUsersRepository>) => Promise<T>): Promise<T> {
    const runtime = await openRuntime(loadConfig(env), { seed: false });
    try {
      return await fn(createUsersRepository(runtime.database.db));
    } finally {
      await runtime.close();
    }
  }

  it('refuses bad arguments with one clear line and exit code 1, before touching the database', async () => {
    const fresh = path.join(dataDir, 'untouched');
    const freshEnv = { DATA_DIR: fresh };
    const cases: [string[], RegExp][] = [
      [[], /^create-admin: --email is required\. Usage: npm run create-admin/],
      [['--email'], /^create-admin: Option '--email <value>' argument missing/],
      [['--emial', 'a@b.co'], /^create-admin: Unknown option '--emial'/],
      [['--email', 'not-an-email', '--password', 'long-enough'], /^create-admin: --email: Enter a valid e-mail address\.$/],
      [['--email', 'a@b.co', '--password', 'short'], /^create-admin: --password: Password must be at least 8 characters\.$/],
      [['--email', 'a@b.co', '--password', 'long-enough', '--name', '  '], /^create-admin: --name: Full name is required\.$/],
    ];
    for (const [args, message] of cases) {
      const { code, out, err } = await run(args, freshEnv);
      expect(code, args.join(' ')).toBe(1);
      expect(out).toEqual([]);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(message);
    }
    expect(existsSync(fresh)).toBe(false);
    const help = await run(['--help'], freshEnv);
    expect(help.code).toBe(0);
    expect(help.out[0]).toMatch(/^Usage: npm run create-admin -- --email/);
  });

  it('creates a staff user (a client) with a lower-cased e-mail and an argon2id password', async () => {
    const { code, out, err } = await run(['--email', ' Admin@Manara.PS ', '--password', 'first-admin-pass', '--name', 'Site Admin'], env);
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^Created staff user admin@manara\.ps \(id \d+\)\.$/)]);
    const row = (await withUsers((repo) => repo.findByEmail('admin@manara.ps')))!;
    expect(row).toMatchObject({ name: 'Site Admin', role: 'client', providerType: null, isStaff: true, isActive: true });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, 'first-admin-pass')).toBe(true);
  });

  it('needs a password to create a new account, and names it after the e-mail when no name is given', async () => {
    const missing = await run(['--email', 'nopass@manara.ps'], env);
    expect(missing.code).toBe(1);
    expect(missing.err).toEqual(['create-admin: --password: Password is required.']);
    const ok = await run(['--email', 'noname@manara.ps', '--password', 'long-enough-1'], env);
    expect(ok.code).toBe(0);
    expect((await withUsers((repo) => repo.findByEmail('noname@manara.ps')))!.name).toBe('noname');
  });

  it('promotes an existing user, keeping the password unless a new one is given', async () => {
    const existing = (await withUsers(async (repo) =>
      repo.insert({
        email: 'provider@example.com',
        name: 'Realtor',
        role: 'provider',
        providerType: 'realtor',
        passwordHash: await hashPassword('old-password-1'),
      }),
    )) as UserRow;

    const promoted = await run(['--email', 'PROVIDER@example.com'], env);
    expect(promoted.code).toBe(0);
    expect(promoted.out).toEqual([`provider@example.com (id ${existing.id}) is now staff.`]);
    let row = (await withUsers((repo) => repo.findById(existing.id)))!;
    expect(row).toMatchObject({
      isStaff: true,
      role: 'provider',
      providerType: 'realtor',
      name: 'Realtor',
      passwordHash: existing.passwordHash,
    });

    const reset = await run(['--email', 'provider@example.com', '--password', 'new-password-1'], env);
    expect(reset.out).toEqual([`provider@example.com (id ${existing.id}) is now staff; password updated.`]);
    row = (await withUsers((repo) => repo.findById(existing.id)))!;
    expect(await verifyPassword(row.passwordHash, 'new-password-1')).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'old-password-1')).toBe(false);
  });

  it('refuses clearly while a server holds the embedded database of the same DATA_DIR', async () => {
    const busy = mkdtempSync(path.join(tmpdir(), 'manara-cli-busy-'));
    try {
      // The lock file of a live process (our parent stands in for a running server).
      writeFileSync(path.join(busy, 'manara.lock'), String(process.ppid));
      const { code, err } = await run(['--email', 'a@b.co', '--password', 'long-enough'], { DATA_DIR: busy });
      expect(code).toBe(1);
      expect(err).toHaveLength(1);
      expect(err[0]).toContain(`is in use by another Manara process (pid ${process.ppid})`);
      expect(err[0]).toContain('stop the server first');
    } finally {
      rmSync(busy, { recursive: true, force: true });
    }
  });

  it('works as a script: exit code 1 with one line for bad input, 0 once done', async () => {
    const exec = promisify(execFile);
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const script = path.join(root, 'apps/server/src/cli/create-admin.ts');
    const bad = await exec(tsx, [script, '--email', 'nope'], { cwd: root, env: { ...process.env, ...env } }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('create-admin: --email: Enter a valid e-mail address.');

    const good = await exec(tsx, [script, '--email', 'script@manara.ps', '--password', 'long-enough-2'], {
      cwd: root,
      env: { ...process.env, ...env },
      timeout: 60_000,
    });
    expect(good.stdout.trim()).toMatch(/^Created staff user script@manara\.ps \(id \d+\)\.$/);
  });
});
