import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '@manara/shared';
import { ConfigError } from '../config';
import { DatabaseError } from '../db/client';
import { LockError } from '../db/lock';
import { MigrationError } from '../db/migrate';
import { AppError } from '../lib/errors';
import { errorText } from '../lib/log';
import { restrictNewFiles } from '../lib/private-files';

/** Where a command writes: the console, or a test's capture. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/** One line saying what went wrong and what to do; a stack trace only for the unexpected. */
export function describeCliError(err: unknown): string {
  if (err instanceof AppError && err.fields) {
    return Object.entries(err.fields)
      .map(([field, codes]) => `--${field}: ${codes.map((c) => errorMessage(c, 'en')).join(' ')}`)
      .join(' ');
  }
  if (err instanceof LockError) {
    return `${err.message} This command opens the same embedded database as the server: stop the server first, then run it again.`;
  }
  if (err instanceof ConfigError || err instanceof DatabaseError || err instanceof MigrationError) return err.message;
  return errorText(err);
}

/** Runs a command when its file is executed directly (tests import the command instead) and exits with its code. */
export function runWhenExecuted(moduleUrl: string, main: (argv: string[]) => Promise<number>) {
  if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(moduleUrl)) {
    restrictNewFiles(); // the commands open the same DATA_DIR as the server
    void main(process.argv.slice(2)).then((code) => process.exit(code));
  }
}
