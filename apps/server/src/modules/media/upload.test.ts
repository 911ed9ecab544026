import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createListing, createTestUser, type TestUser } from '../../../test/factories';
import { mp4, multipart, photo, preparePhotos, storedFiles } from '../../../test/media';

describe('the media reader on every upload route', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  let routes: { method: 'POST' | 'PATCH' | 'PUT'; url: string; user: TestUser; file: string }[];

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx);
    staff = await createTestUser(ctx, { isStaff: true });
    const listing = await createListing(ctx, { ownerId: owner.id });
    const project = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/projects/',
      headers: staff.headers,
      payload: { title_ar: 'مشروع', title_en: 'Project', project_type: 'residential' },
    });
    routes = [
      { method: 'POST', url: '/api/v1/realty/properties/', user: owner, file: 'image_0' },
      { method: 'PATCH', url: `/api/v1/realty/properties/${listing}/`, user: owner, file: 'image_0' },
      { method: 'PUT', url: '/api/v1/admin/heroes/realty/', user: staff, file: 'background_image' },
      { method: 'POST', url: '/api/v1/admin/projects/', user: staff, file: 'file_0' },
      { method: 'PATCH', url: `/api/v1/admin/projects/${project.json().id}/`, user: staff, file: 'file_0' },
    ];
  });

  it('answers any malformed multipart with a translated 400 malformed_multipart, never a 500', async () => {
    const jpeg = await photo({ width: 40, height: 30 });
    const malformed = (file: string): [string, string | Buffer][] => [
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=', '--\r\n'],
      ['multipart/form-data; boundary=""', '--\r\n'],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
      // Cut short in a text field, and in the middle of a file.
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\ncut sho'],
      [
        'multipart/form-data; boundary=x',
        Buffer.concat([
          Buffer.from(`--x\r\nContent-Disposition: form-data; name="${file}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
          jpeg.subarray(0, 200),
        ]),
      ],
    ];
    for (const route of routes) {
      for (const [type, payload] of malformed(route.file)) {
        for (const lang of ['ar', 'en'] as const) {
          const res = await ctx.app.inject({
            method: route.method,
            url: route.url,
            payload,
            headers: { ...route.user.headers, 'content-type': type, 'accept-language': lang },
          });
          expect(res.statusCode, `${route.method} ${route.url} ${type}: ${res.body}`).toBe(400);
          expect(res.json()).toEqual({
            code: 'malformed_multipart',
            detail:
              lang === 'ar'
                ? 'الملفات المرسلة ناقصة أو غير صالحة. يرجى إرسال النموذج مرة أخرى.'
                : 'The upload is incomplete or malformed. Please send the form again.',
          });
        }
      }
    }
    // Nothing a refused form sent is kept.
    expect(storedFiles(ctx.config.mediaDir)).toEqual([]);
  });

  it('stores a video as it streams in under its type’s extension, and a refused one leaves nothing, staging included', async () => {
    const before = storedFiles(ctx.config.mediaDir);
    const big = Buffer.concat([mp4(5000), Buffer.alloc(50 * 1024 * 1024)]);
    const form = await multipart({}, { video: { data: big, type: 'video/mp4', name: 'v.mp4' } });
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: routes[1]!.url,
      ...form,
      headers: { ...form.headers, ...owner.headers },
    });
    expect(refused.statusCode).toBe(413);
    expect(storedFiles(ctx.config.mediaDir)).toEqual(before);

    const ok = await multipart({}, { video: { data: mp4(300_000), type: 'application/octet-stream', name: 'clip' } });
    const saved = await ctx.app.inject({ method: 'PATCH', url: routes[1]!.url, ...ok, headers: { ...ok.headers, ...owner.headers } });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().video_url as string;
    expect(url).toMatch(/^\/media\/properties\/[0-9a-f-]+\.mp4$/);
    expect(storedFiles(ctx.config.mediaDir)).toEqual([...before, url.replace('/media/', '')].sort());
  });

  it('keeps photo originals private: stored, never served', async () => {
    const form = await multipart({}, { image_0: { data: await photo({ width: 600, height: 400 }), type: 'image/jpeg', name: 'a.jpg' } });
    const saved = await ctx.app.inject({ method: 'PATCH', url: routes[1]!.url, ...form, headers: { ...form.headers, ...owner.headers } });
    expect(saved.statusCode, saved.body).toBe(200);
    await preparePhotos(ctx.app.services);
    const detail = await ctx.app.inject({ url: routes[1]!.url, headers: owner.headers });
    const key = /\/media\/(properties\/[0-9a-f-]+)-\d+\.webp/.exec(JSON.stringify(detail.json()))![1]!;
    expect(existsSync(path.join(ctx.config.mediaDir, 'originals', key))).toBe(true);
    for (const url of [`/media/originals/${key}`, `/media/%6Friginals/${key}`, `/media//originals/${key}`, `/media/ORIGINALS/${key}`]) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
