import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openRuntime } from './runtime';
import { DatabaseError } from './db/client';
import { LockError } from './db/lock';
import { MigrationError } from './db/migrate';
import { errorText } from './lib/log';
import { restrictNewFiles } from './lib/private-files';
import { webDistDir } from './lib/paths';

async function main() {
  const started = performance.now();
  restrictNewFiles();
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const app = await buildApp({ config, database: runtime.database, storage: runtime.storage, webDist: webDistDir() });
  // Files a crash left behind that no row names (decision 030), in the background.
  app.services.media.sweep(config.mediaGraceMinutes * 60_000).catch((err: unknown) => app.log.warn({ err }, 'media sweep failed'));

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await runtime.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await runtime.close();
    const e = err as NodeJS.ErrnoException;
    throw new Error(e.code === 'EADDRINUSE' ? `Port ${config.port} is already in use: stop the other server or set PORT.` : e.message);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { database: runtime.database.kind, startupMs: Math.round(performance.now() - started) },
    `Manara is ready at http://localhost:${port}`,
  );
}

main().catch((err: Error) => {
  const known = err instanceof ConfigError || err instanceof DatabaseError || err instanceof LockError || err instanceof MigrationError;
  // One clear line saying what to fix; a stack trace only for the unexpected.
  console.error(`Manara could not start: ${known ? err.message : errorText(err)}`);
  process.exit(1);
});
