import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createTestUser, type TestUser } from '../../../test/factories';
import { avi, mp4, multipart, photo as makePhoto, preparePhotos, webm, type TestFile } from '../../../test/media';
import { users } from '../../db/schema';

/** A photo with camera metadata (which must not survive). */
const photoOf = (r: number) => makePhoto({ width: 1000, height: 700, color: { r, g: 90, b: 60 }, camera: true, quality: 70 });

describe('staff editor for completed projects (/admin/projects/)', () => {
  let ctx: TestContext;
  let staff: TestUser;
  let client: TestUser;
  let photo: Buffer;

  const headers = (user: TestUser | null, lang = 'en') => ({ 'accept-language': lang, ...(user?.headers ?? {}) });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object, lang = 'en') =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: headers(user, lang) });
  const send = async (
    method: 'POST' | 'PATCH',
    url: string,
    user: TestUser | null,
    fields: Record<string, string>,
    files: Record<string, TestFile> = {},
    lang = 'en',
  ) => {
    const body = await multipart(fields, files);
    return ctx.app.inject({ method, url: `/api/v1${url}`, payload: body.payload, headers: { ...body.headers, ...headers(user, lang) } });
  };
  const jpeg = (data: Buffer, name = 'p.jpg') => ({ data, type: 'image/jpeg', name });
  const mediaFiles = () => {
    const dir = path.join(ctx.config.mediaDir, 'projects');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };
  const staging = () => {
    const dir = path.join(ctx.config.mediaDir, '.staging');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const fileOf = (url: string) => path.join(ctx.config.mediaDir, url.replace(/^\/media\//, ''));
  const base = { title_ar: 'فيلا الطيرة', title_en: 'Al-Tireh villa', project_type: 'residential' };
  const create = async (extra: Record<string, string> = {}, files: Record<string, TestFile> = {}) => {
    const res = await send('POST', '/admin/projects/', staff, { ...base, ...extra }, files);
    expect(res.statusCode, res.body).toBe(201);
    // The answer comes before the photos' variants: they are counted as being prepared, then made.
    const photos = Object.values(files).filter((f) => f.type.startsWith('image/')).length;
    expect(res.json()).toMatchObject({ photos_pending: photos });
    expect(res.json().project_media.filter((m: { media_type: string }) => m.media_type === 'image')).toEqual([]);
    return prepared(res.json().id);
  };
  /** The project once the variants of its photos are made. */
  const prepared = async (id: number) => {
    await preparePhotos(ctx.app.services);
    return (await call('GET', `/admin/projects/${id}/`, staff)).json() as {
      id: number;
      photos_pending: number;
      project_media: { id: number; file_url: string; caption_ar: string; caption_en: string; media_type: string }[];
    };
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    staff = await createTestUser(ctx, { isStaff: true, name: 'Editor' });
    client = await createTestUser(ctx);
    photo = await photoOf(120);
  }, 120_000);

  it('answers 401 to visitors and 403 to clients and providers on every route', async () => {
    const provider = await createTestUser(ctx);
    await ctx.db.update(users).set({ role: 'provider', providerType: 'realtor' }).where(eq(users.id, provider.id));
    const { id } = await create();
    const routes: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?][] = [
      ['GET', '/admin/projects/'],
      ['GET', `/admin/projects/${id}/`],
      ['POST', '/admin/projects/', base],
      ['PATCH', `/admin/projects/${id}/`, { is_featured: true }],
      ['DELETE', `/admin/projects/${id}/`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, client, body)).statusCode, url).toBe(403);
      expect((await call(method, url, provider, body)).statusCode, url).toBe(403);
    }
    // A multipart upload from a non-staff user is refused too (and nothing is stored).
    const before = mediaFiles();
    expect((await send('POST', '/admin/projects/', client, base, { file_0: jpeg(photo) })).statusCode).toBe(403);
    expect(mediaFiles()).toEqual(before);
    expect((await call('GET', `/admin/projects/${id}/`, staff)).statusCode).toBe(200);
    expect((await call('GET', '/admin/projects/', staff)).statusCode).toBe(200);
  });

  it('creates a project with every field and a captioned photo; it is public at once with its captions', async () => {
    const created = await create(
      {
        title_ar: '  مجمع الريحان التجاري ',
        title_en: 'Al-Rayhan commercial centre',
        description_ar: 'وصف',
        description_en: 'A description',
        location_ar: 'رام الله',
        location_en: 'Ramallah',
        project_type: 'commercial',
        completion_date: '٢٠٢٤-٠٦-٣٠',
        is_featured: 'false',
        area: '1250.5',
        budget: '2400000',
        currency: 'JOD',
        duration_months: '18',
        client_name: 'Rayhan Co.',
        work_done_ar: 'هيكل وتشطيب',
        work_done_en: 'Structure and finishing',
        finishing_ar: 'حجر',
        finishing_en: 'Stone',
        features_ar: JSON.stringify(['مواقف', ' ', 'مصاعد']),
        features_en: JSON.stringify(['Parking', 'Lifts']),
        media: JSON.stringify([{ file: 'file_0', caption_ar: 'الواجهة الرئيسية', caption_en: 'Main front' }]),
      },
      { file_0: jpeg(photo) },
    );
    expect(created).toMatchObject({
      title_ar: 'مجمع الريحان التجاري',
      project_type: 'commercial',
      completion_date: '2024-06-30',
      is_featured: false,
      area: 1250.5,
      budget: 2400000,
      currency: 'JOD',
      duration_months: 18,
      client_name: 'Rayhan Co.',
      features_ar: ['مواقف', 'مصاعد'],
      features_en: ['Parking', 'Lifts'],
    });
    const [media] = created.project_media;
    expect(media).toMatchObject({ media_type: 'image', caption_ar: 'الواجهة الرئيسية', caption_en: 'Main front' });
    expect(media!.file_url).toMatch(/^\/media\/projects\/[0-9a-f-]+-960\.webp$/);
    expect(existsSync(fileOf(media!.file_url))).toBe(true);
    // Stored without metadata.
    expect((await sharp(fileOf(media!.file_url)).metadata()).exif).toBeUndefined();

    const list = (await call('GET', '/realty/completed-projects/', null)).json();
    const card = list.results.find((p: { id: number }) => p.id === created.id);
    expect(card.thumbnail_url).toBe(media!.file_url);
    const page = (await call('GET', `/realty/completed-projects/${created.id}/`, null)).json();
    expect(page.project_media[0]).toMatchObject({ caption_ar: 'الواجهة الرئيسية', caption_en: 'Main front' });

    // The staff list searches titles in either language.
    const ar = (await call('GET', `/admin/projects/?search=${encodeURIComponent('الريحان')}`, staff)).json();
    expect(ar.results.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect(ar.results[0]).toMatchObject({ images_count: 1, videos_count: 0 });
    const en = (await call('GET', '/admin/projects/?search=rayhan', staff)).json();
    expect(en.results.map((p: { id: number }) => p.id)).toEqual([created.id]);
    expect((await call('GET', '/admin/projects/?search=100%25', staff)).json().count).toBe(0);
  });

  it('refuses bad input with translated field errors, never a 500', async () => {
    const bad = await call('POST', '/admin/projects/', staff, {
      title_ar: ' ',
      project_type: 'castle',
      completion_date: '2024-02-30',
      area: -5,
      duration_months: 2.5,
      features_en: ['ok', 'x'.repeat(201)],
      currency: 'EUR',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      title_ar: ['Title is required'],
      title_en: ['Title is required'],
      project_type: ['Select a valid choice.'],
      completion_date: ['Enter a valid date.'],
      area: ['This value is too small.'],
      duration_months: ['Enter a valid number.'],
      features_en: ['This value is too long.'],
      currency: ['Select a valid choice.'],
    });
    const ar = await send('POST', '/admin/projects/', staff, { title_ar: 'ع', title_en: 'T', media: '{not json' }, {}, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().project_type).toEqual(['نوع المشروع مطلوب']);
    expect(ar.json().media).toEqual(['أدخل قيمة صالحة.']);
    // A media list naming a file that was not sent, or another project's media.
    const missing = await send('POST', '/admin/projects/', staff, { ...base, media: JSON.stringify([{ file: 'file_3' }]) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_codes.media).toEqual(['project_media_invalid']);
    expect((await call('PATCH', '/admin/projects/999999/', staff, { is_featured: true })).statusCode).toBe(404);
  });

  it('edits fields and the featured flag (JSON); the project moves into /featured/', async () => {
    const { id } = await create({ title_en: 'Plain project' });
    const featured = () =>
      call('GET', '/realty/completed-projects/featured/', null).then((r) => r.json().results.map((p: { id: number }) => p.id));
    expect(await featured()).not.toContain(id);
    const res = await call('PATCH', `/admin/projects/${id}/`, staff, {
      title_en: 'Renamed project',
      is_featured: true,
      features_ar: ['ميزة'],
      completion_date: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title_en: 'Renamed project',
      title_ar: base.title_ar,
      is_featured: true,
      features_ar: ['ميزة'],
      completion_date: null,
    });
    expect(await featured()).toContain(id);
    const page = (await call('GET', `/realty/completed-projects/${id}/`, null)).json();
    expect(page.title_en).toBe('Renamed project');
  });

  it('edits captions, reorders (the first photo becomes the thumbnail), adds under new keys and removes media with their files', async () => {
    const created = await create(
      {
        media: JSON.stringify([
          { file: 'file_0', caption_en: 'One' },
          { file: 'file_1', caption_en: 'Two' },
        ]),
      },
      { file_0: jpeg(photo), file_1: jpeg(await photoOf(200)) },
    );
    const [one, two] = created.project_media;
    const res = await send(
      'PATCH',
      `/admin/projects/${created.id}/`,
      staff,
      {
        media: JSON.stringify([
          { file: 'file_0', caption_ar: 'جديدة', caption_en: 'New' },
          { id: two!.id, caption_ar: 'اثنان', caption_en: 'Two, captioned' },
          { file: 'file_1', caption_en: 'Walkthrough' },
        ]),
      },
      { file_0: jpeg(await photoOf(30)), file_1: { data: webm(5000), type: 'video/webm', name: 'tour.webm' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photos_pending).toBe(1);
    const media = (await prepared(created.id)).project_media;
    expect(media.map((m) => [m.media_type, m.caption_en])).toEqual([
      ['image', 'New'],
      ['image', 'Two, captioned'],
      ['video', 'Walkthrough'],
    ]);
    expect(media[1]).toMatchObject({ id: two!.id, caption_ar: 'اثنان' });
    expect(media[2]!.file_url).toMatch(/^\/media\/projects\/[0-9a-f-]+\.webm$/);
    expect([one!.file_url, two!.file_url]).not.toContain(media[0]!.file_url);
    // The removed photo's files are gone, every width; the kept and new ones are there.
    expect(existsSync(fileOf(one!.file_url))).toBe(false);
    expect(mediaFiles().some((f) => one!.file_url.includes(f.replace(/-\d+\.webp$/, '')))).toBe(false);
    for (const m of media) expect(existsSync(fileOf(m.file_url))).toBe(true);
    const card = (await call('GET', '/realty/completed-projects/', null)).json().results.find((p: { id: number }) => p.id === created.id);
    expect(card.thumbnail_url).toBe(media[0]!.file_url);

    // Captions alone, by JSON.
    const captions = await call('PATCH', `/admin/projects/${created.id}/`, staff, {
      media: media.map((m) => ({ id: m.id, caption_ar: m.caption_ar, caption_en: `${m.caption_en}!` })),
    });
    expect(captions.json().project_media.map((m: { caption_en: string }) => m.caption_en)).toEqual([
      'New!',
      'Two, captioned!',
      'Walkthrough!',
    ]);
    // Another project's media cannot be named.
    const other = await create({}, { file_0: jpeg(photo) });
    const foreign = await call('PATCH', `/admin/projects/${created.id}/`, staff, { media: [{ id: other.project_media[0]!.id }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field_codes.media).toEqual(['project_media_invalid']);
  });

  it('keeps photos still being prepared through an edit that could not list them', async () => {
    const created = await create({}, { file_0: jpeg(photo) });
    const added = await send('PATCH', `/admin/projects/${created.id}/`, staff, {}, { file_0: jpeg(await photoOf(60)) });
    expect(added.json()).toMatchObject({ photos_pending: 1 });
    const shown = added.json().project_media as { id: number }[];
    expect(shown.map((m) => m.id)).toEqual([created.project_media[0]!.id]);
    // The editor sends the list it shows: the photo being prepared is not in it, and stays.
    const edited = await call('PATCH', `/admin/projects/${created.id}/`, staff, {
      media: shown.map((m) => ({ id: m.id, caption_en: 'x' })),
    });
    expect(edited.json()).toMatchObject({ photos_pending: 1 });
    expect((await prepared(created.id)).project_media).toHaveLength(2);
  });

  it('enforces the limits while streaming, with translated errors, and keeps nothing from a refused save', async () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`file_${i}`, jpeg(photo)]));
    const full = await create({}, ten);
    expect(full.project_media).toHaveLength(10);
    const files = mediaFiles();

    const eleventh = await send('PATCH', `/admin/projects/${full.id}/`, staff, {}, { file_0: jpeg(photo) });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().media).toEqual(['You can upload maximum 10 images']);
    const arabic = await send('PATCH', `/admin/projects/${full.id}/`, staff, {}, { file_0: jpeg(photo) }, 'ar');
    expect(arabic.json().media).toEqual(['يمكنك رفع 10 صور كحد أقصى']);

    const fake = await send('POST', '/admin/projects/', staff, base, { file_0: jpeg(Buffer.from('#!/bin/sh\necho hi\n')) });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().media).toEqual(['Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded.']);
    const wrongVideo = await send(
      'POST',
      '/admin/projects/',
      staff,
      base,
      { file_0: { data: avi(), type: 'video/mp4', name: 'v.mp4' } },
      'ar',
    );
    expect(wrongVideo.statusCode).toBe(415);
    expect(wrongVideo.json().media).toEqual(['يجب أن يكون الفيديو بصيغة MP4 أو MOV أو WebM.']);

    // A good photo first, then a video over 50 MB: refused, and the photo already staged is discarded.
    const big = Buffer.concat([mp4(5000), Buffer.alloc(50 * 1024 * 1024)]);
    const tooBig = await send('POST', '/admin/projects/', staff, base, {
      file_0: jpeg(photo),
      file_1: { data: big, type: 'video/mp4', name: 'v.mp4' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().media).toEqual(['Video size must be less than 50MB']);

    const videos = Object.fromEntries(
      Array.from({ length: 4 }, (_, i) => [`file_${i}`, { data: mp4(5000), type: 'video/mp4', name: 'v.mp4' }]),
    );
    const fourth = await send('POST', '/admin/projects/', staff, base, videos);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().media).toEqual(['Too many videos: a listing takes one video, a project at most 3.']);

    // Fields refused after the files arrived: the files are not kept either.
    const badFields = await send('POST', '/admin/projects/', staff, { title_en: 'No Arabic title' }, { file_0: jpeg(photo) });
    expect(badFields.statusCode).toBe(400);
    expect(mediaFiles()).toEqual(files);
    expect(staging()).toEqual([]);
    expect((await call('GET', '/admin/projects/?search=No%20Arabic', staff)).json().count).toBe(0);
  }, 60_000);

  it('deletes a project with its files; it leaves the public pages', async () => {
    const created = await create({}, { file_0: jpeg(photo), file_1: { data: mp4(5000), type: 'video/mp4', name: 'v.mp4' } });
    const urls = created.project_media.map((m) => m.file_url);
    for (const u of urls) expect(existsSync(fileOf(u))).toBe(true);
    expect((await call('DELETE', `/admin/projects/${created.id}/`, staff)).statusCode).toBe(204);
    for (const u of urls) expect(existsSync(fileOf(u))).toBe(false);
    expect((await call('GET', `/realty/completed-projects/${created.id}/`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/projects/${created.id}/`, staff)).statusCode).toBe(404);
  });

  it('records every change in the audit log: who, what, before and after', async () => {
    const created = await create({ title_en: 'Audited' }, { file_0: jpeg(photo) });
    await call('PATCH', `/admin/projects/${created.id}/`, staff, {
      is_featured: true,
      media: [{ id: created.project_media[0]!.id, caption_en: 'Front' }],
    });
    await call('DELETE', `/admin/projects/${created.id}/`, staff);
    const log = (await call('GET', '/admin/audit-log/', staff))
      .json()
      .results.filter((e: { entity_id: string }) => e.entity_id === String(created.id));
    expect(log.map((e: { action: string }) => e.action)).toEqual(['project.delete', 'project.update', 'project.create']);
    expect(log[2]).toMatchObject({
      actor: { id: staff.id, name: 'Editor' },
      entity: 'project',
      details: { after: { title_en: 'Audited', is_featured: false } },
    });
    expect(log[1].details).toMatchObject({
      before: { is_featured: false, media: [{ caption_en: '' }] },
      after: { is_featured: true, media: [{ caption_en: 'Front' }] },
    });
    expect(log[0].details).toMatchObject({ before: { title_en: 'Audited' } });
  });
});
