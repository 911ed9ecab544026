import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../lib/visitor';

/** Marks the server's own API calls while it renders a page (plugins/web.ts). */
export const PRERENDER_HEADER = 'x-manara-prerender';

/** Who is visiting: the signed-in user, or the anonymous browser (address and user agent). */
export function visitorOf(request: FastifyRequest): Viewer {
  return { userId: request.user?.id ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/**
 * The visit a page's request makes (a listing's or a project's), or null for the server's own request
 * while it renders the page: that counts nothing, the browser reports the visit itself (the rendered
 * page may come from a cache).
 */
export function pageVisit(request: FastifyRequest): Viewer | null {
  return request.headers[PRERENDER_HEADER] !== undefined ? null : visitorOf(request);
}
