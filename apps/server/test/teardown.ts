import { afterAll } from 'vitest';
import { closeTestContexts } from './context';
import { closeTestSmtps } from './smtp';

// Set-up file of the server suites (vitest.config.ts): it runs before each test file, even where files
// share a worker's modules (isolate: false), so what a file opened is closed when that file ends —
// its apps, jobs and databases first, then the SMTP servers their mail went to.
afterAll(async () => {
  await closeTestContexts();
  await closeTestSmtps();
});
