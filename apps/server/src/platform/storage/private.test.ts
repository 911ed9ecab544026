import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TestBucket } from '../../../test/s3';
import { createDiskStorage, isPrivateKey, newPrivateKey, type MediaStorage } from '.';
import { createS3Storage } from './s3';

async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
}

let bucket: TestBucket;
let dir: string;
beforeAll(async () => {
  bucket = await startS3rver();
  dir = mkdtempSync(path.join(tmpdir(), 'manara-private-'));
});
afterAll(async () => {
  await bucket?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Licence documents and request attachments (decision 056): beside the media, never among them.
describe.each([
  ['disk', () => createDiskStorage(path.join(dir, 'media'), undefined, undefined, path.join(dir, 'private'))],
  [
    's3',
    () =>
      createS3Storage({
        bucket: bucket.bucket,
        endpoint: bucket.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      }),
  ],
] as const)('the private area of the %s store', (kind, create) => {
  let media: MediaStorage;
  beforeAll(() => {
    media = create();
  });
  afterAll(async () => {
    await media.close();
  });

  it('writes, sizes, reads, lists and removes its own files, which the media store neither lists nor opens', async () => {
    const area = media.privateArea();
    expect(area.kind).toBe(kind);
    const key = newPrivateKey('licences');
    expect(isPrivateKey(key)).toBe(true);
    expect(await area.write(key, Buffer.from('%PDF-1.4 licence'))).toBe(16);
    expect(await area.size(key)).toBe(16);
    expect((await area.read(key)).toString()).toBe('%PDF-1.4 licence');
    expect(await collect(area.list(-1))).toEqual([key]);
    await media.write('properties/m-480.webp', Buffer.from('w'));

    // The media sweep lists the media store: the private file must not be there to be swept.
    const mediaKeys = await collect(media.list(-1));
    expect(mediaKeys).toContain('properties/m-480.webp');
    expect(mediaKeys.some((k) => k.includes(key))).toBe(false);
    expect(await media.size(key)).toBeNull();
    if (kind === 's3') {
      const s3 = media as ReturnType<typeof createS3Storage>;
      expect(await s3.open(`private/${key}`)).toBeNull();
    } else {
      expect(existsSync(path.join(dir, 'media', 'private'))).toBe(false);
      expect(existsSync(path.join(dir, 'private', key))).toBe(true);
    }

    await area.remove(key);
    expect(await area.size(key)).toBeNull();
    expect(await collect(area.list(-1))).toEqual([]);
  });

  it('refuses keys that climb out of the area', async () => {
    const area = media.privateArea();
    await expect(area.write('../media/properties/x-480.webp', Buffer.from('x'))).rejects.toThrow();
    await expect(area.read('../../etc/passwd')).rejects.toThrow();
  });
});

it('new private keys are a folder and a UUID, nothing from a file name', () => {
  expect(newPrivateKey('attachments')).toMatch(/^attachments\/[0-9a-f-]{36}$/);
  expect(() => newPrivateKey('../x')).toThrow();
  expect(isPrivateKey('licences/../../x')).toBe(false);
});
