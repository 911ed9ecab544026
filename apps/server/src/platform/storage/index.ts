import type { Config } from '../../config';
import { createDiskStorage, type DiskStorage } from './disk';
import { createS3Storage, type S3Storage } from './s3';

export { createDiskStorage, type DiskStorage } from './disk';
export { createS3Storage, describeBucketError, isBucketUnavailable, s3Client, type S3Settings, type S3Storage } from './s3';
export { contentTypeOf, MEDIA_CACHE_CONTROL, newMediaKey, type MediaStorage, type OpenedFile, type StagedFile } from './storage';

/** Either store; the media route and readiness tell them apart by `kind`. */
export type Storage = DiskStorage | S3Storage;

/** The store the configuration asks for: DATA_DIR/media (MEDIA_STORE=disk, the default) or the S3 bucket. */
export function createStorage(config: Config): Storage {
  return config.media.store === 's3'
    ? createS3Storage(config.media.s3, config.mediaPublicBase)
    : createDiskStorage(config.mediaDir, config.mediaPublicBase);
}
