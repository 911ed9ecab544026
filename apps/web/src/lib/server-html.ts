/**
 * Whether what mounts now has the server's HTML in the page: on a server-rendered page, until its first
 * navigation in the browser (entry-client.tsx calls serverHtmlGone); never in unit tests. Read by
 * lib/near-part.tsx; a module of its own so the app's start does not carry near parts' code.
 */
let serverHtml = typeof document !== 'undefined' && document.getElementById('manara-state') !== null;

export const hasServerHtml = (): boolean => serverHtml;

/** The page has moved on in the browser: parts mounting from now on have no server HTML. */
export function serverHtmlGone(): void {
  serverHtml = false;
}
