import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { postgresDatabase } from '../db/client';
import { repoRoot, webDistDir } from '../lib/paths';
import { createDiskStorage } from '../platform/storage';

/** A port nothing listens on: the database server is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const unreachable = () => Promise.reject(new Error('the database is unreachable'));

describe('the database unreachable', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-unavailable-'));
  const logs: string[] = [];

  beforeAll(async () => {
    execFileSync('node', ['scripts/ensure-build.mjs'], { cwd: repoRoot(), stdio: 'ignore' });
    pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'postgres', connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      LOG_LEVEL: 'info',
      PAGE_CACHE_SECONDS: '0',
    });
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
    app = await buildApp({
      config,
      database: postgresDatabase(pool),
      storage: createDiskStorage(config.mediaDir),
      // pg-boss lives in the unreachable database too: every use fails as the database does.
      jobs: { queue: unreachable, work: unreachable, schedule: unreachable, stop: async () => {} },
      webDist: webDistDir(),
      logStream: stream,
    });
    await app.ready();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await pool?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the API 503 service_unavailable with Retry-After, translated, and logs it once, not per request', async () => {
    const ar = await app.inject({ url: '/api/v1/realty/properties/' });
    expect(ar.statusCode).toBe(503);
    expect(ar.headers['retry-after']).toBe('5');
    expect(ar.json()).toEqual({ code: 'service_unavailable', detail: 'الخدمة غير متاحة مؤقتًا.' });
    const en = await app.inject({ url: '/api/v1/realty/properties/', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ code: 'service_unavailable', detail: 'The service is temporarily unavailable.' });

    const burst = await Promise.all(Array.from({ length: 30 }, () => app.inject({ url: '/api/v1/realty/properties/?purpose=rent' })));
    expect(new Set(burst.map((r) => r.statusCode))).toEqual(new Set([503]));
    expect(logs.filter((l) => l.includes('"msg":"database unavailable'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('unhandled error'))).toEqual([]);
  });

  it('renders pages as a translated "try again shortly" with 503, never kept in a cache', async () => {
    const en = await app.inject({ url: '/en/realty/buy-sell' });
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('5');
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Back in a moment');
    const ar = await app.inject({ url: '/realty/property/12' });
    expect(ar.statusCode).toBe(503);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('نعود بعد لحظات');
    // A page that needs no data still renders.
    expect((await app.inject({ url: '/en/about' })).statusCode).toBe(200);
  });

  it('reports readiness 503 naming the database', async () => {
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'postgres', checks: { database: 'unavailable' } });
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
  });
});
