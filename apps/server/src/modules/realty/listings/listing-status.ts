import { PROPERTY_STATUSES, type PropertyPurpose, type PropertyStatus } from '@manara/shared';
import { AppError } from '../../../lib/errors';

/**
 * A listing's life: every allowed change of its status, who may make it, and what it does to the
 * refusal reason and the publication time. The one place that decides a status: the repository's
 * writes take a `StatusChange`, and only this file makes one.
 *
 *   submit    owner            (new listing)        → pending
 *   resubmit  owner, by editing active | rejected   → pending   (the refusal reason goes)
 *   sell      owner or staff   active, for sale     → sold
 *   rent      owner or staff   active, for rent     → rented
 *   approve   staff            any                  → active    (published now, reason cleared)
 *   reject    staff            any                  → rejected  (with the reason its owner sees)
 *   hide      staff            any                  → pending   (off the public pages, reason kept)
 *   expire    system (the job) active               → expired   (its time ran out, decision 061)
 *   renew     owner            active | expired     → active    (a new period from now, no new review)
 *
 * Approval and renewal start the listing's period (`restart`: the repository writes its expiry date).
 * What an edit does is `afterEdit`'s (decision 044): an owner's edit of an active (or expired) listing is held for
 * review while the published version stays public (a resubmission only when it changes the photos or
 * video); an owner's edit of a rejected listing is a resubmission; every other edit (an owner's edit of
 * a pending, sold or rented listing, every staff edit of someone else's listing) keeps the status. Staff acting on their own listing act as its
 * owner. Who may touch a listing at all is listing-policy.ts; this file assumes they may.
 */

/** Who acts: the listing's owner, staff acting on someone else's listing, or the expiry job. */
export type Actor = 'owner' | 'staff' | 'system';

type From = readonly PropertyStatus[] | 'new';

interface Transition {
  by: readonly Actor[];
  from: From;
  to: PropertyStatus;
  /** Only listings of this purpose. */
  purpose?: PropertyPurpose;
  /** What happens to the refusal reason: cleared, set to the given reason, or kept as it is. */
  reason: 'clear' | 'set' | 'keep';
  /** Stamps the publication time. */
  publish?: true;
  /** Starts a new period: the listing expires its lifetime from now (decision 061). */
  restart?: true;
}

export const LISTING_TRANSITIONS = {
  submit: { by: ['owner'], from: 'new', to: 'pending', reason: 'clear' },
  resubmit: { by: ['owner'], from: ['active', 'rejected', 'expired'], to: 'pending', reason: 'clear' },
  sell: { by: ['owner', 'staff'], from: ['active'], to: 'sold', purpose: 'sale', reason: 'keep' },
  rent: { by: ['owner', 'staff'], from: ['active'], to: 'rented', purpose: 'rent', reason: 'keep' },
  approve: { by: ['staff'], from: PROPERTY_STATUSES, to: 'active', reason: 'clear', publish: true, restart: true },
  reject: { by: ['staff'], from: PROPERTY_STATUSES, to: 'rejected', reason: 'set' },
  hide: { by: ['staff'], from: PROPERTY_STATUSES, to: 'pending', reason: 'keep' },
  expire: { by: ['system'], from: ['active'], to: 'expired', reason: 'keep' },
  renew: { by: ['owner'], from: ['active', 'expired'], to: 'active', reason: 'keep', restart: true },
} as const satisfies Record<string, Transition>;

export type ListingEvent = keyof typeof LISTING_TRANSITIONS;

declare const decided: unique symbol;
/**
 * A status change this file decided, for the listings repository to write. Its brand cannot be named
 * elsewhere, so no other file can make one (lint also refuses `as StatusChange`).
 */
export interface StatusChange {
  readonly [decided]: true;
  status: PropertyStatus;
  /** The new refusal reason; undefined keeps the stored one. */
  rejectionReason?: string | null;
  /** Stamp the publication time. */
  publish: boolean;
  /** Start a new period (write the expiry date, forget the reminder). */
  restart: boolean;
}

/** The listing as a status decision needs it (undefined status: a listing not yet stored). */
export interface ListingState {
  status?: PropertyStatus;
  purpose: PropertyPurpose;
}

/** Whether `actor` may make `event` happen to `listing` (the table above, nothing else). */
export function allows(event: ListingEvent, actor: Actor, listing: ListingState): boolean {
  const t: Transition = LISTING_TRANSITIONS[event];
  const from = listing.status === undefined ? t.from === 'new' : t.from !== 'new' && t.from.includes(listing.status);
  return from && t.by.includes(actor) && (t.purpose === undefined || t.purpose === listing.purpose);
}

/**
 * The change `event` makes, or a 400 on the `status` field when the table does not allow it (403 when
 * the actor may never make it: the routes keep such callers out first).
 */
export function transition(event: ListingEvent, actor: Actor, listing: ListingState, reason?: string): StatusChange {
  const t: Transition = LISTING_TRANSITIONS[event];
  if (!t.by.includes(actor)) throw new AppError(403, 'permission_denied');
  if (!allows(event, actor, listing)) throw AppError.field('status', 'status_change_invalid');
  return {
    status: t.to,
    ...(t.reason === 'clear' && { rejectionReason: null }),
    ...(t.reason === 'set' && { rejectionReason: reason ?? null }),
    publish: t.publish === true,
    restart: t.restart === true,
  } as StatusChange;
}

/**
 * What an edit does: `hold` (its changes wait for staff while the published version stays), or the
 * status change it makes (a resubmission) or none. `media`: the edit adds or removes photos or video,
 * which cannot wait beside a published version (they go to review with the listing).
 */
export type EditOutcome = { hold: true } | { hold: false; change: StatusChange | null };

export function afterEdit(actor: Actor, listing: ListingState, { media }: { media: boolean }): EditOutcome {
  // An expired listing comes back on renewal as staff approved it, so its edits wait beside it too (decision 061).
  if (actor === 'owner' && (listing.status === 'active' || listing.status === 'expired') && !media) return { hold: true };
  return { hold: false, change: allows('resubmit', actor, listing) ? transition('resubmit', actor, listing) : null };
}

/**
 * A held edit's life (decision 044), beside its listing's: `afterEdit` says when an edit is held; this
 * table says what then happens to the held row. The repository writes a `HeldChange` and nothing else.
 *
 *   hold     owner, editing an active listing   none | pending | rejected → pending   (reason cleared, submitted now)
 *   apply    staff                              pending                   → none      (the published version becomes it)
 *   refuse   staff                              pending                   → rejected  (with the reason its owner sees)
 */
export const HELD_TRANSITIONS = {
  hold: { from: ['none', 'pending', 'rejected'], to: 'pending' },
  apply: { from: ['pending'], to: 'none' },
  refuse: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly HeldState[]; to: HeldState }>;

/** A held edit's status; `none` when the listing has no held row. */
export type HeldState = 'none' | 'pending' | 'rejected';
export type HeldEvent = keyof typeof HELD_TRANSITIONS;

/** A held row's change this file decided: the status and reason to write, where the row's status is one of `from`. */
export interface HeldChange {
  readonly [decided]: true;
  from: readonly HeldState[];
  status: 'pending' | 'rejected';
  rejectionReason: string | null;
}

/** Whether `event` may happen to a listing's held edit (`undefined`: it has none). */
export function allowsHeld(event: HeldEvent, held: { status: 'pending' | 'rejected' } | undefined): boolean {
  return (HELD_TRANSITIONS[event].from as readonly HeldState[]).includes(held?.status ?? 'none');
}

const heldChange = (change: Omit<HeldChange, typeof decided>) => change as HeldChange;

/** An owner's edit held for review: waiting again, whatever was held before. */
export function holdEdit(): HeldChange {
  return heldChange({ from: HELD_TRANSITIONS.hold.from, status: HELD_TRANSITIONS.hold.to, rejectionReason: null });
}

/** Staff refusing a waiting edit with the reason its owner sees (written only while it waits). */
export function refuseHeld(reason: string): HeldChange {
  return heldChange({ from: HELD_TRANSITIONS.refuse.from, status: HELD_TRANSITIONS.refuse.to, rejectionReason: reason });
}

/** The expiry job's change of every due listing (the repository's batch writes it where the listing is still active). */
export function expiry(): StatusChange {
  return transition('expire', 'system', { status: 'active', purpose: 'sale' });
}

/** The owner acts on their own listing; anyone else who may manage it (listing-policy.ts) is staff. */
export function actorOf(user: { id: number }, listing: { ownerId: number }): Actor {
  return user.id === listing.ownerId ? 'owner' : 'staff';
}
