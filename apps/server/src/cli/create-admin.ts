// Creates the first staff user, or (with --promote) makes an existing account staff:
//   npm run create-admin -- --email admin@example.com --password '…' [--name 'Site Admin'] [--promote]
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { AccountExistsError, parseStaffInput, type StaffResult } from '../modules/auth/staff-accounts';
import { openRuntime } from '../runtime';
import { createServices } from '../services';
import { describeCliError as describe, runWhenExecuted, type CliOutput } from './output';

const USAGE = 'Usage: npm run create-admin -- --email <e-mail> [--password <password>] [--name <name>] [--promote]';

/** Runs the command and returns its exit code (0 done, 1 failed); every failure is one line on stderr. */
export async function createAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env, out: CliOutput = console): Promise<number> {
  let values: { email?: string; password?: string; name?: string; promote?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        promote: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
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
    const { staffAccounts } = createServices({ db: runtime.database.db, storage: runtime.storage, jobs: runtime.jobs, config });
    const result = await staffAccounts.ensureStaffUser({
      email: values.email,
      password: values.password,
      name: values.name,
      promote: values.promote,
    });
    out.log(describeResult(result));
    return 0;
  } catch (err) {
    if (err instanceof AccountExistsError) {
      out.error(`create-admin: ${err.email} already has an account: pass --promote to make it staff (its sessions will be ended).`);
      return 1;
    }
    out.error(`create-admin: ${describe(err)}`);
    return 1;
  } finally {
    await runtime?.close();
  }
}

function describeResult({ user, created, promoted, passwordChanged, sessionsEnded }: StaffResult): string {
  if (created) return `Created staff user ${user.email} (id ${user.id}).`;
  const parts = [`${user.email} (id ${user.id}) is ${promoted ? 'now' : 'already'} staff`];
  if (passwordChanged) parts.push('password updated');
  if (sessionsEnded) parts.push('its sessions were ended');
  return `${parts.join('; ')}.`;
}

runWhenExecuted(import.meta.url, (argv) => createAdmin(argv));
