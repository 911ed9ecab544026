import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click renewal links of the expiry reminder (decision 061): `<listing id>.<expiry, seconds>.<HMAC>`,
 * signed with the site's secret for this purpose only (its own prefix, like the unsubscribe tokens:
 * notifications/unsubscribe.ts). A token names the listing and the expiry date it was sent for: it is
 * good only while the listing still has that date (a renewal spends it) and until LINK_DAYS after it.
 */
export const RENEWAL_LINK_DAYS = 30;
const DAY = 86_400_000;

function mac(secret: string, id: number, seconds: number): string {
  return createHmac('sha256', secret).update(`listing-renewal:${id}:${seconds}`).digest('base64url');
}

export function renewalToken(secret: string, id: number, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${seconds}.${mac(secret, id, seconds)}`;
}

/** The listing and expiry date a token names, when its signature holds and it has not run out at `now`; else null. */
export function readRenewalToken(secret: string, token: string, now: Date): { id: number; expiresAt: Date } | null {
  const [id, seconds, signature, ...rest] = token.split('.');
  if (rest.length || !id || !/^[1-9]\d{0,9}$/.test(id) || !seconds || !/^\d{1,12}$/.test(seconds) || !signature) return null;
  const expected = Buffer.from(mac(secret, Number(id), Number(seconds)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(Number(seconds) * 1000);
  if (now.getTime() > expiresAt.getTime() + RENEWAL_LINK_DAYS * DAY) return null;
  return { id: Number(id), expiresAt };
}
