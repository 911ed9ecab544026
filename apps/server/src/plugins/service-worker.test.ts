import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';

describe('the service worker at /sw.js (decision 070)', () => {
  let ctx: TestContext;
  const webDist = mkdtempSync(path.join(tmpdir(), 'manara-sw-'));
  const body = 'self.addEventListener("fetch", () => {}); // build 1\n';

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'sw'));
    writeFileSync(path.join(webDist, 'sw', 'sw.js'), body);
    ctx = await createTestContext({ webDist });
  }, 60_000);
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it('is served from the root, never cached, as JavaScript, for the whole site', async () => {
    const res = await ctx.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(body);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // The browser asks again on every visit: a new build's worker is found at once.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('is read on every request: a worker replaced in the built app is the one served next (an update reaches open tabs)', async () => {
    const next = 'self.addEventListener("fetch", () => {}); // build 2\n';
    writeFileSync(path.join(webDist, 'sw', 'sw.js'), next);
    const res = await ctx.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(next);
    writeFileSync(path.join(webDist, 'sw', 'sw.js'), body);
  });

  it("answers the browser's update check with 304 while the worker is unchanged, the new worker once it changes", async () => {
    const first = await ctx.app.inject({ url: '/sw.js' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const same = await ctx.app.inject({ url: '/sw.js', headers: { 'if-none-match': etag } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers['cache-control']).toBe('no-cache');
    writeFileSync(path.join(webDist, 'sw', 'sw.js'), 'self.addEventListener("fetch", () => {}); // build 3\n');
    const changed = await ctx.app.inject({ url: '/sw.js', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('build 3');
    expect(changed.headers.etag).not.toBe(etag);
    writeFileSync(path.join(webDist, 'sw', 'sw.js'), body);
  });

  it('is absent, like any unknown address, when the web app has no worker built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'manara-no-sw-'));
    const bare = await createTestContext({ webDist: empty });
    const res = await bare.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(404);
    rmSync(empty, { recursive: true, force: true });
  }, 60_000);
});
