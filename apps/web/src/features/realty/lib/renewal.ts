import type { MyProperty } from '@manara/shared/schemas/realty';

/** An active listing shows Renew from this long before it expires (when its owner is mailed; decision 061). */
const RENEW_WINDOW_MS = 7 * 86_400_000;

/** Whether the owner is offered Renew: an expired listing, or an active one within its last week. */
export function renewable(property: Pick<MyProperty, 'status' | 'expires_at'>, now: number = Date.now()): boolean {
  if (property.status === 'expired') return true;
  return property.status === 'active' && property.expires_at !== null && new Date(property.expires_at).getTime() - now <= RENEW_WINDOW_MS;
}
