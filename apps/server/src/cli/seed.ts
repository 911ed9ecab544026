// Seeds reference data (countries, cities) and the demo content (heroes, listings with photos) into
// the configured database, whatever SEED_DEMO says; each part is skipped when it already exists:
//   npm run db:seed
import { loadConfig } from '../config';
import { openRuntime } from '../runtime';
import { seedDemo, seedReference } from '../seed';
import { describeCliError, runWhenExecuted, type CliOutput } from './output';

export async function seed(env: NodeJS.ProcessEnv = process.env, out: CliOutput = console): Promise<number> {
  let runtime: Awaited<ReturnType<typeof openRuntime>> | undefined;
  try {
    runtime = await openRuntime(loadConfig(env), { seed: false });
    await seedReference(runtime.database.db);
    await seedDemo(runtime.database.db, runtime.storage);
    out.log('Reference data and demo content are in place.');
    return 0;
  } catch (err) {
    out.error(`db:seed: ${describeCliError(err)}`);
    return 1;
  } finally {
    await runtime?.close();
  }
}

runWhenExecuted(import.meta.url, () => seed());
