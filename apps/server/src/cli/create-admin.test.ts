import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScratchEnv } from '../../test/context';
import { runCommand } from '../../test/cli';
import { loadConfig } from '../config';
import { refreshTokens } from '../db/schema';
import { openRuntime } from '../runtime';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { createUsersRepository, type UserRow } from '../modules/users/users.repository';
import { createAdmin } from './create-admin';

const root = path.resolve(import.meta.dirname, '../../../..');

const run = (args: string[], env: Record<string, string>) => runCommand(createAdmin, args, env);

// Each test opens the command's embedded database several times (seconds each on a loaded machine).
describe('npm run create-admin', { timeout: 120_000 }, () => {
  let env: Record<string, string>;
  let dataDir: string;

  beforeAll(async () => {
    env = await createScratchEnv('manara-cli-');
    dataDir = env.DATA_DIR!;
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

  /** A session of the user, as a login leaves it: one live refresh token. */
  async function signIn(userId: number) {
    const runtime = await openRuntime(loadConfig(env), { seed: false });
    try {
      await runtime.database.db.insert(refreshTokens).values({
        userId,
        familyId: randomUUID(),
        familyStartedAt: new Date(),
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    } finally {
      await runtime.close();
    }
  }
  async function liveSessions(userId: number): Promise<number> {
    const runtime = await openRuntime(loadConfig(env), { seed: false });
    try {
      const rows = await runtime.database.db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      return rows.length;
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
      [
        ['--email', 'a@b.co', '--password', 'Password1'],
        /^create-admin: --password: This password is too common\. Choose one that is harder to guess\.$/,
      ],
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
    expect(help.out[0]).toMatch(
      /^Usage: npm run create-admin -- --email <e-mail> \[--password <password>\] \[--name <name>\] \[--promote\]/,
    );
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

  it('promotes an existing user only with --promote, keeping the password unless a new one is given, and ends its sessions', async () => {
    const existing = (await withUsers(async (repo) =>
      repo.insert({
        email: 'provider@example.com',
        name: 'Realtor',
        role: 'provider',
        providerType: 'realtor',
        passwordHash: await hashPassword('old-password-1'),
      }),
    )) as UserRow;

    const refused = await run(['--email', 'PROVIDER@example.com', '--password', 'new-password-1'], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toEqual([]);
    expect(refused.err).toEqual([
      'create-admin: provider@example.com already has an account: pass --promote to make it staff (its sessions will be ended).',
    ]);
    let row = (await withUsers((repo) => repo.findById(existing.id)))!;
    expect(row).toMatchObject({ isStaff: false, passwordHash: existing.passwordHash });

    await signIn(existing.id);
    const promoted = await run(['--email', 'PROVIDER@example.com', '--promote'], env);
    expect(promoted.code).toBe(0);
    expect(promoted.out).toEqual([`provider@example.com (id ${existing.id}) is now staff; its sessions were ended.`]);
    row = (await withUsers((repo) => repo.findById(existing.id)))!;
    expect(row).toMatchObject({
      isStaff: true,
      role: 'provider',
      providerType: 'realtor',
      name: 'Realtor',
      passwordHash: existing.passwordHash,
    });
    expect(await liveSessions(existing.id)).toBe(0);

    // Already staff: a password reset needs no --promote, and signs the account out everywhere too.
    await signIn(existing.id);
    const reset = await run(['--email', 'provider@example.com', '--password', 'new-password-1'], env);
    expect(reset.out).toEqual([`provider@example.com (id ${existing.id}) is already staff; password updated; its sessions were ended.`]);
    row = (await withUsers((repo) => repo.findById(existing.id)))!;
    expect(await verifyPassword(row.passwordHash, 'new-password-1')).toBe(true);
    expect(await verifyPassword(row.passwordHash, 'old-password-1')).toBe(false);
    expect(await liveSessions(existing.id)).toBe(0);

    // Nothing to change: the sessions stay.
    await signIn(existing.id);
    const again = await run(['--email', 'provider@example.com', '--promote'], env);
    expect(again.out).toEqual([`provider@example.com (id ${existing.id}) is already staff.`]);
    expect(await liveSessions(existing.id)).toBe(1);
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

    // A DATA_DIR of its own, to see what the command alone creates: nothing readable by others.
    const fresh = await createScratchEnv('manara-cli-script-');
    const good = await exec(tsx, [script, '--email', 'script@manara.ps', '--password', 'long-enough-2'], {
      cwd: root,
      env: { ...process.env, ...fresh },
      timeout: 100_000,
    });
    expect(good.stdout.trim()).toMatch(/^Created staff user script@manara\.ps \(id \d+\)\.$/);
    const open = execFileSync('find', [fresh.DATA_DIR!, '-perm', '/077'], { encoding: 'utf8' });
    expect(open).toBe('');
  });
});
