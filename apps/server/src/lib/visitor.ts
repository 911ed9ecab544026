import { createHash } from 'node:crypto';

/** Who is looking at a page: the signed-in user's id (or null) and what identifies an anonymous visitor. */
export interface Viewer {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/**
 * A visitor is one user account, or else one IP address with one browser; hashed, so no raw IP is
 * stored. Listing and project views count once per visitor per day with this key.
 */
export function visitorKey(viewer: Viewer): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  return `a:${createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('hex')}`;
}

/** Views are counted per UTC day. */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
