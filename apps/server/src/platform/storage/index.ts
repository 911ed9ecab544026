import { systemClock, type Clock } from '../../lib/clock';
import { createDiskStorage, type DiskStorage } from './disk';
import type { S3Storage } from './s3';
import type { StorageSettings } from './settings';

export { createDiskStorage, type DiskStorage } from './disk';
export type { S3Storage } from './s3';
export { isPrivateKey, newPrivateKey, PRIVATE_PREFIX, type PrivateStorage } from './private';
export {
  contentTypeOf,
  describeBucketError,
  isBucketUnavailable,
  MEDIA_CACHE_CONTROL,
  newMediaKey,
  type MediaStorage,
  type OpenedFile,
  type S3Settings,
  type StagedFile,
} from './storage';

/** Either store; the media route and readiness tell them apart by `kind`. */
export type Storage = DiskStorage | S3Storage;

/**
 * The store the configuration asks for: DATA_DIR/media (MEDIA_STORE=disk, the default) or the S3
 * bucket. The S3 client is loaded only then, so the embedded default starts without it. Files' ages
 * (the sweeps' grace periods) are read on `clock`.
 */
export async function createStorage(config: StorageSettings, clock: Clock = systemClock): Promise<Storage> {
  if (config.media.store !== 's3') return createDiskStorage(config.mediaDir, config.mediaPublicBase, clock, config.privateDir);
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config.media.s3, config.mediaPublicBase, clock);
}
