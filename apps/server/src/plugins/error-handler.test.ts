import { errorMessage } from '@manara/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createTestUser } from '../../test/factories';

/** Every error, Fastify's own included, is `{ detail, code }` in the request's language, and nothing of the request is echoed. */
describe('errors before and around the routes', () => {
  let ctx: TestContext;
  let staff: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext({
      extend: (app) => {
        // Text a schema let through that PostgreSQL cannot hold: NUL (22021), NUL escaped in JSON (22P05).
        app.get('/api/v1/__nul', async () => app.db.execute(sql`select ${'a\u0000b'}::text as t`));
        app.get('/api/v1/__json-nul', async () => app.db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb as j`));
      },
    });
    staff = (await createTestUser(ctx, { isStaff: true })).headers;
  });

  const expectError = (
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
    status: number,
    code: string,
    lang: 'ar' | 'en',
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body)).toEqual({ detail: errorMessage(code as never, lang), code });
  };

  it('answers a path that is not valid percent-encoding with a translated 400 that does not echo it', async () => {
    for (const url of ['/media/..%c0%afjwt-secret', '/api/v1/realty/properties/%E0%A4%A/', '/realty/property/%']) {
      const ar = await ctx.app.inject({ url });
      expectError(ar, 400, 'invalid_url', 'ar');
      expect(ar.body).not.toContain('jwt-secret');
      expectError(await ctx.app.inject({ url, headers: { 'accept-language': 'en' } }), 400, 'invalid_url', 'en');
    }
    // A path parameter past the router's limit.
    const long = await ctx.app.inject({ url: `/api/v1/realty/properties/${'1'.repeat(300)}/`, headers: { 'accept-language': 'en' } });
    expectError(long, 414, 'invalid_url', 'en');
    expect(long.body).not.toContain('111111');
  });

  it('translates not found, malformed JSON, wrong content types and malformed forms', async () => {
    expectError(await ctx.app.inject({ url: '/api/v1/nothing-here/' }), 404, 'route_not_found', 'ar');
    expectError(
      await ctx.app.inject({ url: '/media/nothing-here.webp', headers: { 'accept-language': 'en' } }),
      404,
      'route_not_found',
      'en',
    );
    const login = (payload: string, type: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/', payload, headers: { 'content-type': type, 'accept-language': 'en' } });
    expectError(await login('{"email":', 'application/json'), 400, 'malformed_json', 'en');
    expectError(await login('email=a', 'application/x-www-form-urlencoded'), 415, 'unsupported_media_type', 'en');
    // A multipart form cut short, or without a usable boundary, on a route that reads one.
    for (const [type, payload] of [
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="title_ar"\r\n\r\ncut sho'],
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=', '--\r\n'],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
    ]) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/heroes/home/',
        payload,
        headers: { ...staff, 'content-type': type!, 'accept-language': 'ar' },
      });
      expectError(res, 400, 'malformed_multipart', 'ar');
    }
  });

  it('answers text the database cannot store with a 400, should a schema ever let it through', async () => {
    expectError(await ctx.app.inject({ url: '/api/v1/__nul', headers: { 'accept-language': 'en' } }), 400, 'invalid_characters', 'en');
    expectError(await ctx.app.inject({ url: '/api/v1/__json-nul' }), 400, 'invalid_characters', 'ar');
  });
});
