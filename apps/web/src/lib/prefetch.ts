/**
 * Starts fetching a lazily loaded part ahead of its use (hover, focus, an idle moment). A failure — the
 * connection is away, or a new release replaced the file — is not the reader's concern yet: the use
 * itself loads again and shows what went wrong. Before, such a prefetch offline was an unhandled
 * rejection (issue 34: the site must stay usable on a cut connection).
 */
export function prefetch(load: () => Promise<unknown>): void {
  load().catch(() => {});
}
