import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaService } from '../src/modules/media';

/** Test uploads: photos, the first bytes of video files (enough for type detection), multipart bodies. */

export interface TestFile {
  data: Buffer;
  type: string;
  name: string;
}

/** A JPEG of one colour; `camera` adds EXIF camera data (and GPS, with `gps`), `orientation` an EXIF rotation. */
export function photo(
  opts: { width?: number; height?: number; color?: { r: number; g: number; b: number } | string; quality?: number } & {
    camera?: boolean;
    gps?: boolean;
    orientation?: number;
  } = {},
): Promise<Buffer> {
  const { width = 1200, height = 900, color = { r: 120, g: 40, b: 60 }, quality = 80 } = opts;
  let image = sharp({ create: { width, height, channels: 3, background: color } });
  if (opts.camera)
    image = image.withExif({
      IFD0: { Make: 'PhoneCam', ...(opts.gps && { Model: 'X1' }) },
      ...(opts.gps && { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 54/1 0/1' } }),
    });
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  return image.jpeg({ quality }).toBuffer();
}

/** The start of an MP4 file (an ftyp box) and `padding` bytes. */
export const mp4 = (padding = 2048) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(padding),
  ]);

/** The start of a WebM file (an EBML header with DocType "webm") and `padding` bytes. */
export const webm = (padding = 2048) =>
  Buffer.concat([
    Buffer.from('1A45DFA39F4286810142F7810142F2810442F381084282847765626D42878102428581021853806701FFFFFFFFFFFFFF', 'hex'),
    Buffer.alloc(padding),
  ]);

/** The start of an AVI file (a RIFF header): a video type no route takes. */
export const avi = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0x20, 0, 0]), Buffer.from('AVI LIST'), Buffer.alloc(5000)]);

/** A multipart body as a browser's FormData would send it, and its content type. */
export async function multipart(fields: Record<string, string>, files: Record<string, TestFile> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** A multipart body with every file in the `files` part, as a browser's FormData sends several (request attachments). */
export async function filesForm(files: TestFile[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/**
 * Makes the variants of every photo still waiting for them, as the photo-variants job would (here,
 * at once and in order), for tests that read photos right after an upload. Returns how many.
 */
export async function preparePhotos(services: { media: MediaService }): Promise<number> {
  const keys = await services.media.pendingPhotos(0);
  for (const key of keys) await services.media.completePhoto(key);
  return keys.length;
}

/** Every file under `root`, staging included (relative paths, sorted). */
export function storedFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        )
      : [];
  return walk(root)
    .map((f) => path.relative(root, f))
    .sort();
}
