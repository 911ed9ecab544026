// Applies pending migrations without starting the server (the server also applies them at start-up):
//   npm run db:migrate
import { loadConfig } from '../config';
import { openRuntime } from '../runtime';
import { describeCliError, runWhenExecuted, type CliOutput } from './output';

export async function migrate(env: NodeJS.ProcessEnv = process.env, out: CliOutput = console): Promise<number> {
  try {
    const runtime = await openRuntime(loadConfig(env), { seed: false });
    const kind = runtime.database.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL';
    await runtime.close();
    out.log(`Migrations are up to date on ${kind}.`);
    return 0;
  } catch (err) {
    out.error(`db:migrate: ${describeCliError(err)}`);
    return 1;
  }
}

runWhenExecuted(import.meta.url, () => migrate());
