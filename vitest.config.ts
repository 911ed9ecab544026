import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';

const serverProject = (name: string, engine: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/**/*.test.ts'],
    // Start-up checks and the multi-instance suite spawn servers on engines of their own; they do not
    // depend on the test database engine.
    exclude: engine === 'postgres' ? ['apps/server/src/server.test.ts', 'apps/server/src/cluster.test.ts'] : [],
    environment: 'node',
    env: { TEST_DB: engine },
    // The files share their worker's modules (the app's import is ≈ 3 s a file otherwise); each file
    // opens its own app, database and servers, and test/teardown.ts closes them when it ends.
    isolate: false,
    setupFiles: ['apps/server/test/teardown.ts'],
    // Each file's PGlite starts from one database migrated per run (test/database-template.ts).
    ...(engine === 'pglite' ? { globalSetup: ['apps/server/test/database-template.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on CI's two cores (vitest's default there is one): the server suites mostly
    // wait — on PostgreSQL, on servers they spawn and kill, on SMTP and S3 — so a second file runs in
    // those waits. Each file has its own database, ports and Redis prefix.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' } },
      // The repository's own scripts (test runner helpers) and lint rules.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs', 'tools/**/*.test.mjs'], environment: 'node', testTimeout: 60_000 } },
      serverProject('server', 'pglite'),
      // The same server suites against a real PostgreSQL server when one is configured (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      {
        plugins: [react()],
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
