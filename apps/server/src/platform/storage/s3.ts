import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PRIVATE_PREFIX, type PrivateStorage } from './private';
import { contentTypeOf, MEDIA_CACHE_CONTROL, mediaUrl, type MediaStorage, type OpenedFile, type S3Settings } from './storage';
import { systemClock, type Clock } from '../../lib/clock';

export type { S3Settings } from './storage';

export interface S3Storage extends MediaStorage {
  readonly kind: 's3';
  readonly bucket: string;
  /**
   * A stored file for the app's /media/ route (when no MEDIA_PUBLIC_BASE serves the bucket), with
   * `range` (a single-range Range header) honoured; null when there is none.
   */
  open(key: string, range?: string): Promise<OpenedFile | null>;
}

/** Parts of a streamed upload (S3's minimum is 5 MiB); two in flight per upload, so a video holds ≤ 16 MiB in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** The client for the settings: checksums only where an operation requires them (many S3-compatible servers do not take the SDK's newer trailing checksums). */
export function s3Client(settings: S3Settings): S3Client {
  // The SDK warns on every start under Node 20 that its releases from 2027 need Node 22: the version is
  // pinned for Node 20 on purpose (package.json), and a start-up line per process would only be noise.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Media responses stream through the app: enough sockets for many at once, none waiting forever.
    requestHandler: {
      connectionTimeout: 5000,
      requestTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

/**
 * Media in an S3-compatible bucket (decision 042). A PutObject or a completed multipart upload makes
 * an object appear whole or not at all, so files are written under their final keys (there is no
 * staging name); an upload cut short is aborted, and one a crash left is aborted by the staging sweep.
 * Every object is written with its content type and a year-long immutable cache header.
 */
export function createS3Storage(settings: S3Settings, publicBase?: string, clock: Clock = systemClock): S3Storage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const put = async (key: string, body: Buffer | Readable) => {
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: body, ContentType: contentTypeOf(key), CacheControl: MEDIA_CACHE_CONTROL },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    await upload.done();
  };
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };
  return {
    kind: 's3',
    bucket: Bucket,
    async stage(key, data) {
      // Written under its final key at once: the object is whole or absent; unreferenced, the sweep removes it.
      await put(key, data);
      return { key, publish: async () => {}, discard: () => remove(key) };
    },
    async write(key, body) {
      if (Buffer.isBuffer(body)) {
        await put(key, body);
        return body.length;
      }
      let size = 0;
      let bodyError: unknown;
      const counted = async function* () {
        try {
          for await (const chunk of body) {
            size += chunk.length;
            yield chunk;
          }
        } catch (error) {
          bodyError = error;
          throw error;
        }
      };
      try {
        await put(key, Readable.from(counted()));
      } catch (error) {
        // The upload is aborted (nothing appears); the body's own error (a limit, a client gone) is what happened.
        throw bodyError ?? error;
      }
      return size;
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    remove,
    async *list(olderThanMs) {
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          // The private area is not media: the media sweep must never see (and remove) its files.
          if (object.Key?.startsWith(PRIVATE_PREFIX)) continue;
          if (object.Key && object.LastModified && clock.now().getTime() - object.LastModified.getTime() > olderThanMs) yield object.Key;
        }
      }
    },
    url(key) {
      return mediaUrl(publicBase, key);
    },
    async sweepStaging(olderThanMs = 60 * 60 * 1000) {
      let aborted = 0;
      try {
        let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
        for (;;) {
          const page = await client.send(new ListMultipartUploadsCommand({ Bucket, ...markers }));
          for (const upload of page.Uploads ?? []) {
            if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
            if (clock.now().getTime() - upload.Initiated.getTime() <= olderThanMs) continue;
            await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
            aborted++;
          }
          if (!page.IsTruncated) break;
          markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
        }
      } catch (error) {
        // Some S3-compatible servers do not list multipart uploads: a lifecycle rule cleans them there (docs/deploy.md).
        if (error instanceof S3ServiceException && error.name === 'NotImplemented') return aborted;
        throw error;
      }
      return aborted;
    },
    async open(key, range) {
      if (key.startsWith(PRIVATE_PREFIX)) return null;
      const Range = range && /^bytes=(\d+-\d*|-\d+)$/.test(range.trim()) ? range.trim() : undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        const headers: Record<string, string> = {
          'content-type': object.ContentType ?? contentTypeOf(key),
          'cache-control': MEDIA_CACHE_CONTROL,
          'accept-ranges': 'bytes',
        };
        if (object.ContentLength !== undefined) headers['content-length'] = String(object.ContentLength);
        if (object.ETag) headers.etag = object.ETag;
        if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
        if (Range && object.ContentRange) headers['content-range'] = object.ContentRange;
        return { body: object.Body as Readable, status: Range && object.ContentRange ? 206 : 200, headers };
      } catch (error) {
        if (notFound(error)) return null;
        // A range past the end: answered whole, as HTTP allows a server to ignore Range.
        if (Range && error instanceof S3ServiceException && error.name === 'InvalidRange') return this.open(key);
        throw error;
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    privateArea() {
      return s3PrivateArea(client, Bucket, clock);
    },
    async close() {
      client.destroy();
    },
  };
}

/**
 * The bucket's private area (decision 056): keys under `private/`, written as opaque bytes that no
 * cache may keep; the media store's /media route and listing skip the prefix.
 */
function s3PrivateArea(client: S3Client, Bucket: string, clock: Clock): PrivateStorage {
  const Key = (key: string) => {
    if (!/^[\w-]+(\/[\w.-]+)+$/.test(key) || key.split('/').some((part) => /^\.+$/.test(part)))
      throw new Error(`Invalid private key: ${key}`);
    return PRIVATE_PREFIX + key;
  };
  return {
    kind: 's3',
    async write(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: data,
          ContentType: 'application/octet-stream',
          CacheControl: 'private, no-store',
        }),
      );
      return data.length;
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list(olderThanMs) {
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket, Prefix: PRIVATE_PREFIX })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && clock.now().getTime() - object.LastModified.getTime() > olderThanMs) {
            yield object.Key.slice(PRIVATE_PREFIX.length);
          }
        }
      }
    },
  };
}
