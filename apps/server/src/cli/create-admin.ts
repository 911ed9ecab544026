// Creates the first staff user, or promotes an existing one:
//   npm run create-admin -- --email admin@example.com --password '…' [--name 'Site Admin']
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { errorMessage } from '@manara/shared';
import { ConfigError, loadConfig } from '../config';
import { openRuntime } from '../db/bootstrap';
import { DatabaseError } from '../db/client';
import { LockError } from '../db/lock';
import { MigrationError } from '../db/migrate';
import { AppError } from '../lib/errors';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAuthService, parseStaffInput } from '../modules/auth/auth.service';
import { createUsersRepository } from '../modules/users/users.repository';

const USAGE = 'Usage: npm run create-admin -- --email <e-mail> [--password <password>] [--name <name>]';

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Runs the command and returns its exit code (0 done, 1 failed); every failure is one line on stderr. */
export async function createAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env, out: CliOutput = console): Promise<number> {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    out.error(`create-admin: ${(err as Error).message}. ${USAGE}`);
    return 1;
  }
  if (values.help) {
    out.log(USAGE);
    return 0;
  }
  if (!values.email) {
    out.error(`create-admin: --email is required. ${USAGE}`);
    return 1;
  }

  let runtime: Awaited<ReturnType<typeof openRuntime>> | undefined;
  try {
    parseStaffInput({ email: values.email, password: values.password, name: values.name }); // fail fast, before opening the database
    const config = loadConfig(env);
    runtime = await openRuntime(config, { seed: false });
    const db = runtime.database.db;
    const service = createAuthService({ users: createUsersRepository(db), tokens: createAuthRepository(db), settings: config });
    const { user, created } = await service.ensureStaffUser({ email: values.email, password: values.password, name: values.name });
    if (created) out.log(`Created staff user ${user.email} (id ${user.id}).`);
    else out.log(`${user.email} (id ${user.id}) is now staff${values.password !== undefined ? '; password updated' : ''}.`);
    return 0;
  } catch (err) {
    out.error(`create-admin: ${describe(err)}`);
    return 1;
  } finally {
    await runtime?.close();
  }
}

function describe(err: unknown): string {
  if (err instanceof AppError && err.fields) {
    return Object.entries(err.fields)
      .map(([field, codes]) => `--${field}: ${codes.map((c) => errorMessage(c, 'en')).join(' ')}`)
      .join(' ');
  }
  if (err instanceof LockError) {
    return `${err.message} create-admin opens the same embedded database as the server: stop the server first, then run it again.`;
  }
  if (err instanceof ConfigError || err instanceof DatabaseError || err instanceof MigrationError) return err.message;
  return (err as Error).stack ?? String(err);
}

// Run only when executed directly (tests import createAdmin).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  createAdmin(process.argv.slice(2)).then((code) => process.exit(code));
}
