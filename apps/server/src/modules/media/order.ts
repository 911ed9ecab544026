import type { ErrorCode } from '@manara/shared';
import { AppError } from '../../lib/errors';

/** One entry of an ordered media list (the shared `mediaOrderEntry`): a stored item's id or a file's field. */
export interface OrderEntry {
  id?: number;
  file?: string;
}

/** An entry resolved: the stored item or the file of this request it names. */
export type Placed<E, S, F> = { entry: E; stored: S; file?: undefined } | { entry: E; file: F; stored?: undefined };

/**
 * Resolves an ordered media list, for every owner that keeps an order (projects, listings): each entry
 * names a stored item of this owner (`stored`) or a file sent with this request (`files`, by field
 * name), each at most once. An id that is not one of `stored` (another owner's media, one removed in
 * the same request), a file that was not sent, and any repeat are refused: 400 on `field` with `code`.
 * Returns the entries in order; what the list leaves out is the caller's rule (a project removes it,
 * a listing keeps it after the named ones).
 */
export function placeMedia<E extends OrderEntry, S extends { id: number }, F extends { field: string }>(
  entries: readonly E[],
  stored: readonly S[],
  files: readonly F[],
  refusal: { field: string; code: ErrorCode },
): Placed<E, S, F>[] {
  const refuse = () => AppError.field(refusal.field, refusal.code);
  const byId = new Map(stored.map((s) => [s.id, s]));
  const byField = new Map(files.map((f) => [f.field, f]));
  const seen = new Set<S | F>();
  return entries.map((entry) => {
    const item = entry.id !== undefined ? byId.get(entry.id) : entry.file !== undefined ? byField.get(entry.file) : undefined;
    if (!item || seen.has(item)) throw refuse();
    seen.add(item);
    return entry.id !== undefined ? { entry, stored: item as S } : { entry, file: item as F };
  });
}
