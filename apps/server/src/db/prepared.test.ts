import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchEnv } from '../../test/context';
import { NAMED_STATEMENTS_MAX, openPglite, openPostgres, preparedRows, sqlInteger, type Database } from './client';

describe('prepared statements (decision 049)', () => {
  let database: Database | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('answer as the same statement run unnamed does, and name only the first texts', async () => {
    const env = await createScratchEnv('manara-prepared-');
    // One connection, so every statement below runs in the session whose prepared statements are listed.
    database = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL, { max: 1 }) : await openPglite('memory://');
    const { db } = database;
    const plusOne = (n: number) => sql`select ${n}::int + 1 as n`;
    for (const n of [1, 41]) {
      expect(await preparedRows(db, plusOne(n))).toEqual([{ n: n + 1 }]);
      expect((await db.execute(plusOne(n))).rows).toEqual([{ n: n + 1 }]);
    }
    expect(() => sqlInteger(1.5)).toThrow();
    if (database.kind !== 'postgres') return; // PGlite has no named statements

    const named = async () =>
      (await db.execute<{ statement: string }>(sql`select statement from pg_prepared_statements where name like 'manara_%'`)).rows.map(
        (r) => r.statement,
      );
    expect(await named()).toEqual([expect.stringContaining('::int + 1 as n')]);
    // Texts differ by the integer written into them: the first NAMED_STATEMENTS_MAX are named, later ones are not.
    for (let i = 0; i <= NAMED_STATEMENTS_MAX; i++) {
      expect(await preparedRows(db, sql`select ${sqlInteger(i)} as i, ${'x'}::text as x`)).toEqual([{ i, x: 'x' }]);
    }
    const statements = await named();
    expect(statements).toHaveLength(NAMED_STATEMENTS_MAX);
    expect(statements).toContain('select 0 as i, $1::text as x');
    expect(statements).not.toContain(`select ${NAMED_STATEMENTS_MAX} as i, $1::text as x`);
  });
});
