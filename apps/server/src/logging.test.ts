import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { describeCliError } from './cli/output';
import { users } from './db/schema';

/** Values a failed query carries that must never reach a log line. */
const SECRET = 'secret-7f3a9c1e';
const SECRET_EMAIL = `${SECRET}@example.com`;
const SECRET_HASH = `$argon2id$v=19$m=19456,t=2,p=1$${SECRET}`;

describe('logs never contain query parameters', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ctx = await createTestContext({
      env: { LOG_LEVEL: 'info' },
      logStream: stream,
      extend: (app) => {
        // A data exception: PostgreSQL quotes the offending value in its message.
        app.get('/api/v1/__bad-cast', async () => {
          await app.db.execute(sql`select ${SECRET}::int as n`);
        });
        // A unique violation: the driver's `detail` names the duplicate e-mail.
        app.get('/api/v1/__duplicate', async () => {
          const row = { email: SECRET_EMAIL, passwordHash: SECRET_HASH, name: `Name ${SECRET}`, role: 'client' as const, searchText: '' };
          await app.db.insert(users).values(row).onConflictDoNothing();
          await app.db.insert(users).values(row);
        });
        // A handler that logs the error itself, as the first argument.
        app.get('/api/v1/__logged', async (request, reply) => {
          try {
            await app.db.execute(sql`select ${SECRET}::int as n`);
          } catch (err) {
            request.log.error(err);
            request.log.warn({ error: err }, 'query failed');
          }
          return reply.code(204).send();
        });
      },
    });
  });

  it('logs a failed cast with its SQL and SQLSTATE, without the value', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/__bad-cast' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET);
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry).toBeDefined();
    expect(entry.err.message).toContain('select $1::int as n');
    expect(entry.err.cause).toMatchObject({ code: '22P02', message: expect.stringContaining('invalid input syntax for type integer') });
    expect(log()).not.toContain(SECRET);
  });

  it('logs a unique violation with its constraint, without the e-mail, name or password hash', async () => {
    lines.length = 0;
    const res = await ctx.app.inject({ url: '/api/v1/__duplicate' });
    expect(res.statusCode).toBe(500);
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(entry.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(entry.err.cause).toMatchObject({ code: '23505', constraint: 'users_email_key' });
    expect(log()).not.toContain(SECRET);
    expect(log()).not.toContain('argon2id');
  });

  it('keeps errors logged directly (first argument, or as `error`) free of values too', async () => {
    lines.length = 0;
    expect((await ctx.app.inject({ url: '/api/v1/__logged' })).statusCode).toBe(204);
    const entries = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 40);
    expect(entries).toHaveLength(2);
    expect(entries[0].msg).toContain('Failed query: select $1::int as n');
    expect(entries[1].error.cause.code).toBe('22P02');
    expect(log()).not.toContain(SECRET);
  });

  it('prints command-line failures without values', async () => {
    const err = await ctx.db.execute(sql`select ${SECRET}::int as n`).catch((e: unknown) => e);
    const text = describeCliError(err);
    expect(text).toContain('select $1::int as n');
    expect(text).toContain('invalid input syntax for type integer');
    expect(text).not.toContain(SECRET);
  });
});
