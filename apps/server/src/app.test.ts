import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

describe('application frame', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      extend: (app) =>
        app.get('/api/v1/__boom', async () => {
          throw new Error('secret internals');
        }),
    });
  });

  it('reports liveness and database readiness', async () => {
    expect((await ctx.app.inject({ url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });

  it('answers unknown API paths with a JSON 404 in Arabic by default and English on request', async () => {
    const ar = await ctx.app.inject({ url: '/api/v1/does-not-exist/' });
    expect(ar.statusCode).toBe(404);
    expect(ar.json()).toEqual({ detail: 'عنوان الواجهة البرمجية هذا غير موجود.', code: 'route_not_found' });
    const en = await ctx.app.inject({ url: '/api/v1/does-not-exist/', headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.json().detail).toBe('This API address does not exist.');
  });

  it('labels every JSON error as JSON: 404, 400, 401, 415 and 500', async () => {
    const responses = [
      await ctx.app.inject({ url: '/api/v1/does-not-exist/' }),
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: { email: '' } }),
      await ctx.app.inject({ url: '/api/v1/users/me/' }),
      await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload: '<a/>', headers: { 'content-type': 'application/xml' } }),
      await ctx.app.inject({ url: '/api/v1/__boom' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([404, 400, 401, 415, 500]);
    for (const res of responses) {
      expect(res.headers['content-type'], String(res.statusCode)).toBe('application/json; charset=utf-8');
      expect(() => res.json()).not.toThrow();
    }
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await ctx.app.inject({ url: '/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/v1/common/hero/');
    const ui = await ctx.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('never leaks a stack trace: internal errors become a translated 500', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/__boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json().code).toBe('internal_error');
  });

  it('answers malformed JSON, a wrong content type and an oversized body with translated 4xx, never a 500', async () => {
    const url = '/api/v1/auth/login/';
    const malformed = await ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'malformed_json', detail: 'محتوى الطلب ليس JSON صالحًا.' });
    const xml = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'unsupported_media_type', detail: 'Unsupported content type.' });
    const huge = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ email: 'a@b.ps', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large', detail: 'The request is too large.' });
  });
});
