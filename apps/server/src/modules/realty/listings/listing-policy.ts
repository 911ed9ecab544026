import type { PropertyStatus } from '@manara/shared';
import { AppError } from '../../../lib/errors';
import type { AuthUser } from '../../../http/viewer';

/** What a permission decision needs to know about a listing. */
export interface ListingAccess {
  status: PropertyStatus;
  ownerId: number;
}

/**
 * The one place that says who may do what with a listing (decisions.md, "Permissions"): active
 * listings are public; everything else, and every change, belongs to the owner and staff. Anyone
 * else is told the listing does not exist (404), never that it is hidden (403).
 */
export const listingPolicy = {
  isPublic: (listing: ListingAccess) => listing.status === 'active',
  canManage: (user: AuthUser | null, listing: ListingAccess) => user !== null && (user.id === listing.ownerId || user.isStaff),
  canView: (user: AuthUser | null, listing: ListingAccess) => listingPolicy.isPublic(listing) || listingPolicy.canManage(user, listing),
};

const notFound = () => AppError.notFound('property_not_found');

/** The listing when `user` may see it; 404 when it is missing or hidden from them. */
export function assertCanView<T extends ListingAccess>(user: AuthUser | null, listing: T | undefined): T {
  if (!listing || !listingPolicy.canView(user, listing)) throw notFound();
  return listing;
}

/** The listing when it is public (inquiries, favourites); 404 otherwise, even for its owner. */
export function assertPublic<T extends ListingAccess>(listing: T | undefined): T {
  if (!listing || !listingPolicy.isPublic(listing)) throw notFound();
  return listing;
}

/** The listing when `user` owns it or is staff; 404 for everyone else. */
export function assertCanManage<T extends ListingAccess>(user: AuthUser | null, listing: T | undefined): T {
  if (!listing || !listingPolicy.canManage(user, listing)) throw notFound();
  return listing;
}
