import { hashKey, type QueryKey } from '@tanstack/react-query';

/**
 * Queries whose data came from the server's rendering of this page. That data is the anonymous view
 * (the HTML is shared by everyone): a page may refresh it for a signed-in reader, or count the visit
 * (the server's own request does not), once.
 */
const prerendered = new Set<string>();

export function markPrerendered(hashes: string[]) {
  for (const hash of hashes) prerendered.add(hash);
}

/** True the first time it is asked about a query the server rendered. */
export function takePrerendered(queryKey: QueryKey): boolean {
  return prerendered.delete(hashKey(queryKey));
}
