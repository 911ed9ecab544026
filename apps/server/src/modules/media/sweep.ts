import type { MediaStorage, PrivateStorage } from '../../platform/storage';
import { defineJob } from '../../platform/jobs';
import { ORIGINALS } from './media';

/** The media sweep (decision 030): stored files no row references, past MEDIA_GRACE_MINUTES. */
export const stagingSweepJob = defineJob('media.staging-sweep', { expireInSeconds: 300 });
/** Photos still without variants past PHOTO_RECOVERY_MINUTES get a new photo-variants job (decision 031). */
export const photoRecoveryJob = defineJob('media.photo-recovery', { expireInSeconds: 300 });

/** The storage key a file belongs to: a photo's original and each of its WebP widths belong to the photo's key. */
export function ownerKey(file: string): string {
  return file.replace(new RegExp(`^${ORIGINALS}/`), '').replace(/-\d+\.webp$/, '');
}

/**
 * The media sweep (decision 030): files are written before the rows that name them commit, so after a
 * failure or a crash some files may be named by no row. Every file older than `graceMs` (well past the
 * longest upload or variants job) that none of `referenced` (storage keys) names is
 * deleted, and so are staging files of that age (a write cut short). Returns how many files went.
 */
export async function sweepMedia(
  storage: MediaStorage,
  graceMs: number,
  referenced: () => Promise<string[]>,
): Promise<{ staging: number; orphans: number }> {
  const staging = await storage.sweepStaging(graceMs);
  // Read before listing: a file written after this read is younger than the grace period.
  const keys = new Set((await referenced()).map(ownerKey));
  let orphans = 0;
  for await (const file of storage.list(graceMs)) {
    if (keys.has(ownerKey(file))) continue;
    await storage.remove(file);
    orphans++;
  }
  return { staging, orphans };
}

/**
 * The private area's part of the sweep (decision 056): a licence or attachment file is stored before
 * the row that names it commits, and a crash between the two, or a row deleted with its request,
 * leaves it unreferenced. Files older than `graceMs` in a folder of `owners` (the private folder, e.g.
 * `licences`, and what names its keys) that no row names are deleted; a folder nobody claims is left
 * alone. Returns how many went.
 */
export async function sweepPrivate(
  area: PrivateStorage,
  graceMs: number,
  owners: Record<string, () => Promise<string[]>>,
): Promise<number> {
  // Read before listing, as for media: a file written after this read is younger than the grace period.
  const keys = new Set((await Promise.all(Object.values(owners).map((keysOf) => keysOf()))).flat());
  let removed = 0;
  for await (const key of area.list(graceMs)) {
    if (!Object.hasOwn(owners, key.split('/')[0]!) || keys.has(key)) continue;
    await area.remove(key);
    removed++;
  }
  return removed;
}
