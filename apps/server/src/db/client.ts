import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** An open transaction: what a write that must commit together with another module's is handed. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Both drivers expose the same PostgreSQL dialect; PGlite's is typed as node-postgres's for one Db type. */
  db: Db;
  ping(): Promise<void>;
  /**
   * Runs `fn` on one connection held for its whole run. Session state, such as an advisory lock,
   * stays with the connection: through the pool, a lock and its unlock could land on different ones.
   */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class DatabaseError extends Error {}

/**
 * PGlite in `dataDir` (or `memory://`), with the contrib extensions the migrations need; `from`, a data
 * directory PGlite saved (`dumpDataDir`), starts it as a copy of that one.
 */
export async function openPglite(dataDir: string, options: { from?: Blob } = {}): Promise<Database> {
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, ...(options.from ? { loadDataDir: options.from } : {}) });
  } catch (err) {
    throw new DatabaseError(`Cannot open the embedded database in ${dataDir}: ${(err as Error).message}`);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite has a single connection.
    withConnection: (fn) => fn(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A pool on PostgreSQL at `url`. With `statementTimeoutMs`, every connection starts with that
 * `statement_timeout` (a statement running longer ends with SQLSTATE 57014); work that may take longer
 * (migrations, under the start-up lock) lifts it on its own connection.
 */
export async function openPostgres(url: string, options: { max?: number; statementTimeoutMs?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  pool.on('error', () => {
    /* idle client errors surface on the next query; readiness reports them */
  });
  try {
    const c = await pool.connect();
    c.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseError(`Cannot connect to DATABASE_URL (${redact(url)}): ${(err as Error).message}`);
  }
  return postgresDatabase(pool);
}

/** The Database over a PostgreSQL pool (`drizzle` options: a query logger for the benchmarks). */
export function postgresDatabase(pool: pg.Pool, drizzleOptions: { logger?: Logger } = {}): Database {
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema, ...drizzleOptions }),
    ping: async () => {
      await pool.query('select 1');
    },
    withConnection: async (fn) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        return await fn(drizzlePg(client, { schema, ...drizzleOptions }));
      } catch (err) {
        failure = err as Error;
        throw err;
      } finally {
        // A connection that failed is closed, not pooled: whatever session state it held goes with it.
        client.release(failure);
      }
    },
    close: () => pool.end(),
  };
}

const dialect = new PgDialect();
/** How many statement texts get a name (decision 049); every pooled connection may keep each of them. */
export const NAMED_STATEMENTS_MAX = 64;
/** Per database (its pool's connections): statement text → name. Names are unique in the process. */
const statementNames = new WeakMap<Db, Map<string, string>>();
let lastStatementName = 0;

/**
 * The rows of `query`, run as a named prepared statement (decision 049): a PostgreSQL connection parses it
 * once, and after five runs keeps one generic plan when that plan costs no more than the ones made for
 * each run's values, so the statement is no longer planned per request. Name only statements whose best
 * plan does not depend on their values (a list page writes its limit into the text for that reason).
 * The first NAMED_STATEMENTS_MAX distinct texts are named and later ones run unnamed, so a stream of
 * unusual filter combinations cannot grow every connection's memory without bound. PGlite ignores names.
 */
export async function preparedRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  let names = statementNames.get(db);
  if (!names) statementNames.set(db, (names = new Map()));
  let name = names.get(built.sql);
  if (name === undefined && names.size < NAMED_STATEMENTS_MAX) {
    name = `manara_${++lastStatementName}`;
    names.set(built.sql, name);
  }
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** `n`, checked to be a whole number, written into a statement's text (for a LIMIT the planner should see). */
export function sqlInteger(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`Not an integer: ${n}`);
  return sql.raw(String(n));
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'an unparsable URL';
  }
}
