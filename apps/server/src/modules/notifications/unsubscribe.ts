import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@manara/shared';

/**
 * One-click unsubscribe tokens: `<user id>.<kind>.<HMAC>`, signed with the site's secret (separated
 * from the access tokens' use of it by a prefix). They never expire: a link in an old message keeps
 * working, and all it can do is turn one kind of e-mail off for one account.
 */
function mac(secret: string, userId: number, kind: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: number, kind: NotificationKind): string {
  return `${userId}.${kind}.${mac(secret, userId, kind)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: NotificationKind } | null {
  const [id, kind, signature, ...rest] = token.split('.');
  if (rest.length || !id || !/^[1-9]\d{0,9}$/.test(id) || !signature) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? '')) return null;
  const expected = Buffer.from(mac(secret, Number(id), kind!));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(id), kind: kind as NotificationKind };
}
