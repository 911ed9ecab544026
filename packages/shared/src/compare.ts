/**
 * Compare and recently viewed (issue 33): how many listings each holds, and how a list of listing ids
 * is written in an address (`?ids=12,7,30`). Zod-free, so the web's tray and stores read it without zod.
 */

/** Listings compared side by side at most. */
export const COMPARE_MAX = 4;
/** Listings a browser remembers as recently viewed (newest first). */
export const RECENT_MAX = 10;

/** Ids written in an address, in order, each once: `12,7,30`. */
export const idsParam = (ids: readonly number[]) => ids.join(',');

/** The ids of an address's `ids` parameter that are whole numbers in range, in order, each once (the web's reading; the API refuses instead). */
export function readIdsParam(value: string | null | undefined, max: number): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = /^\d{1,10}$/.test(part.trim()) ? Number(part.trim()) : 0;
    if (id >= 1 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}
