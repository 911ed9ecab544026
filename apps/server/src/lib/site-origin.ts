import type { FastifyRequest } from 'fastify';

/**
 * A Host header as a browser sends it: a DNS name or IPv4 address, or an IPv6 address in brackets,
 * with an optional port. Anything else (`a b`, `x:y:z`, `[::1`, `a%2Fb`, a port past 65535) is not
 * a host we could be reached at.
 */
const HOST =
  /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export function isValidHost(host: string): boolean {
  const match = HOST.exec(host);
  if (!match || host.length > 255) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The origin absolute addresses are built from (canonical links, share previews, the sitemap,
 * robots.txt): PUBLIC_ORIGIN, which production requires. Without it (development, tests) the
 * request's own Host, already checked by the security plugin.
 */
export function siteOrigin(config: { publicOrigin: string | undefined }, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host || 'localhost'}`;
}

/**
 * The origin of the links in e-mail, sent from background jobs with no request to take a Host from:
 * PUBLIC_ORIGIN (required in production), else this server on localhost (development, tests).
 */
export function mailOrigin(config: { publicOrigin: string | undefined; port: number }): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}
