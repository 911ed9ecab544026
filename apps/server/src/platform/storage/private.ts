import { randomUUID } from 'node:crypto';

/**
 * The private storage area (decision 056): licence documents and request attachments, which only the
 * people a route authorises may read. It sits beside the media store but is never served under /media:
 * on disk it is a directory of its own outside the media root (DATA_DIR/private); in S3 it is the
 * bucket's `private/` prefix, which the /media route refuses and the media sweep never lists. A bucket
 * served directly to the public (MEDIA_PUBLIC_BASE) must not allow public reads under `private/`
 * (docs/deploy.md). Files are small (10 MB at most) and read whole.
 */
export interface PrivateStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a file under `key` whole or not at all; returns its size. */
  write(key: string, data: Buffer): Promise<number>;
  read(key: string): Promise<Buffer>;
  /** A stored file's size, or null when there is none under `key`. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Every stored key last written more than `olderThanMs` ago (for a sweep of unreferenced files). */
  list(olderThanMs: number): AsyncIterable<string>;
}

/** The S3 prefix of the private area; the media store's routes and listings skip it. */
export const PRIVATE_PREFIX = 'private/';

/** A new private key in `folder` ('licences', 'attachments'…): server-made, never from a file name. */
export function newPrivateKey(folder: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(folder)) throw new Error(`Invalid private folder: ${folder}`);
  return `${folder}/${randomUUID()}`;
}

/** Keys the private area accepts: a folder and a UUID, as newPrivateKey makes them. */
export function isPrivateKey(key: string): boolean {
  return /^[a-z][a-z0-9-]*\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key);
}
