import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { mp4, multipart, photo, preparePhotos, webm, type TestFile } from '../../../test/media';

describe('hero background video (PUT /admin/heroes/{page}/)', () => {
  let ctx: TestContext;
  let staff: TestUser;
  let client: TestUser;

  const put = async (
    page: string,
    user: TestUser | null,
    fields: Record<string, string>,
    files: Record<string, TestFile> = {},
    language = 'en',
  ) => {
    const body = await multipart(fields, files);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/heroes/${page}/`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': language, ...(user?.headers ?? {}) },
    });
  };
  const texts = { title_ar: 'عقارات للبيع', title_en: 'Homes for sale' };
  const publicHero = async () => (await ctx.app.inject({ url: '/api/v1/realty/buysell-hero/' })).json();
  const served = async (url: string) => (await ctx.app.inject({ url })).statusCode;

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createTestUser(ctx, { isStaff: true, name: 'Editor' });
    client = await createTestUser(ctx);
  });

  it('refuses visitors (401) and non-staff (403) before reading the upload', async () => {
    const video = { background_video: { data: mp4(), type: 'video/mp4', name: 'v.mp4' } };
    expect((await put('buysell', null, texts, video)).statusCode).toBe(401);
    expect((await put('buysell', client, texts, video)).statusCode).toBe(403);
  });

  it('stores an MP4 under a new key, served and on the public hero; a WebM replaces it and the old file goes; remove_video drops it', async () => {
    const first = await put('buysell', staff, texts, { background_video: { data: mp4(), type: 'video/mp4', name: 'clip.mp4' } });
    expect(first.statusCode).toBe(200);
    const mp4Url = first.json().background_video_url as string;
    expect(mp4Url).toMatch(/^\/media\/heroes\/[0-9a-f-]+\.mp4$/);
    expect(first.json().background_video).toBe(mp4Url);
    const file = await ctx.app.inject({ url: mp4Url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(await publicHero()).toMatchObject({ background_video_url: mp4Url, title_en: 'Homes for sale' });

    // A picture alongside: both kept; saving texts alone keeps both.
    const picture = await photo({ width: 1700, height: 800, color: '#335577' });
    const withPicture = await put('buysell', staff, texts, { background_image: { data: picture, type: 'image/jpeg', name: 'p.jpg' } });
    expect(withPicture.json()).toMatchObject({ background_video_url: mp4Url, background_image_pending: true });
    await preparePhotos(ctx.app.services);
    expect(await publicHero()).toMatchObject({ background_video_url: mp4Url, background_image_url: expect.stringMatching(/\.webp$/) });
    const textsOnly = await put('buysell', staff, { ...texts, title_en: 'Buy and sell' });
    expect(textsOnly.json()).toMatchObject({ background_video_url: mp4Url, title_en: 'Buy and sell' });

    const second = await put('buysell', staff, texts, { background_video: { data: webm(), type: 'video/webm', name: 'clip.webm' } });
    expect(second.statusCode).toBe(200);
    const webmUrl = second.json().background_video_url as string;
    expect(webmUrl).toMatch(/^\/media\/heroes\/[0-9a-f-]+\.webm$/);
    expect(webmUrl).not.toBe(mp4Url);
    expect(await served(webmUrl)).toBe(200);
    expect(await served(mp4Url)).toBe(404);
    expect((await publicHero()).background_video_url).toBe(webmUrl);

    const log = (await ctx.app.inject({ url: '/api/v1/admin/audit-log/', headers: staff.headers })).json();
    expect(log.results[0]).toMatchObject({
      action: 'hero.save',
      entity_id: 'buysell',
      actor: { id: staff.id },
      details: { before: { background_video_url: mp4Url }, after: { background_video_url: webmUrl } },
    });

    const removed = await put('buysell', staff, { ...texts, remove_video: 'true' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ background_video_url: null, background_image_url: expect.stringMatching(/\.webp$/) });
    expect((await publicHero()).background_video_url).toBeNull();
    expect(await served(webmUrl)).toBe(404);
  });

  it('judges the type from the bytes: anything but MP4, MOV or WebM is a translated 415 on the field, and nothing changes', async () => {
    const before = await publicHero();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const en = await put('buysell', staff, texts, { background_video: { data: png, type: 'video/mp4', name: 'fake.mp4' } });
    expect(en.statusCode).toBe(415);
    expect(en.json()).toMatchObject({
      code: 'validation_error',
      background_video: ['The video must be an MP4, MOV or WebM file.'],
      field_codes: { background_video: ['video_invalid'] },
    });
    const ar = await put(
      'buysell',
      staff,
      texts,
      { background_video: { data: Buffer.from('not a video at all'), type: 'video/webm', name: 'x.webm' } },
      'ar',
    );
    expect(ar.statusCode).toBe(415);
    expect(ar.json().background_video).toEqual(['يجب أن يكون الفيديو بصيغة MP4 أو MOV أو WebM.']);
    expect(await publicHero()).toEqual(before);
  });

  it('refuses a video over 50 MB with 413 while it streams in', async () => {
    const res = await put(
      'buysell',
      staff,
      texts,
      { background_video: { data: mp4(50 * 1024 * 1024), type: 'video/mp4', name: 'big.mp4' } },
      'ar',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().field_codes).toEqual({ background_video: ['video_too_large'] });
    expect(res.json().background_video).toEqual(['يجب أن يكون حجم الفيديو أقل من 50 ميغابايت']);
  });
});
