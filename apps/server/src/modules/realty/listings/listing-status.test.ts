import { PROPERTY_STATUSES, type PropertyPurpose, type PropertyStatus } from '@manara/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { cityId, createListing, createTestUser, type TestUser } from '../../../../test/factories';
import { properties } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import {
  afterEdit,
  allowsHeld,
  HELD_TRANSITIONS,
  holdEdit,
  LISTING_TRANSITIONS,
  refuseHeld,
  transition,
  type Actor,
  type ListingEvent,
} from './listing-status';

/**
 * The whole lifecycle, written out by hand: for each event, actor and purpose, the status each starting
 * status leads to; a starting status that is not listed is refused. The table in listing-status.ts and
 * the HTTP routes must both say exactly this.
 */
type Row = { event: ListingEvent; actor: Actor; purpose: PropertyPurpose; moves: Partial<Record<PropertyStatus | 'new', PropertyStatus>> };
const every = (to: PropertyStatus) => Object.fromEntries(PROPERTY_STATUSES.map((s) => [s, to]));
const MATRIX: Row[] = [
  { event: 'submit', actor: 'owner', purpose: 'sale', moves: { new: 'pending' } },
  { event: 'submit', actor: 'staff', purpose: 'sale', moves: {} },
  { event: 'resubmit', actor: 'owner', purpose: 'rent', moves: { active: 'pending', rejected: 'pending', expired: 'pending' } },
  { event: 'resubmit', actor: 'staff', purpose: 'rent', moves: {} },
  { event: 'sell', actor: 'owner', purpose: 'sale', moves: { active: 'sold' } },
  { event: 'sell', actor: 'staff', purpose: 'sale', moves: { active: 'sold' } },
  { event: 'sell', actor: 'owner', purpose: 'rent', moves: {} },
  { event: 'sell', actor: 'staff', purpose: 'rent', moves: {} },
  { event: 'rent', actor: 'owner', purpose: 'rent', moves: { active: 'rented' } },
  { event: 'rent', actor: 'staff', purpose: 'rent', moves: { active: 'rented' } },
  { event: 'rent', actor: 'owner', purpose: 'sale', moves: {} },
  { event: 'rent', actor: 'staff', purpose: 'sale', moves: {} },
  { event: 'approve', actor: 'staff', purpose: 'sale', moves: every('active') },
  { event: 'approve', actor: 'owner', purpose: 'sale', moves: {} },
  { event: 'reject', actor: 'staff', purpose: 'rent', moves: every('rejected') },
  { event: 'reject', actor: 'owner', purpose: 'rent', moves: {} },
  { event: 'hide', actor: 'staff', purpose: 'sale', moves: every('pending') },
  { event: 'hide', actor: 'owner', purpose: 'sale', moves: {} },
  { event: 'expire', actor: 'system', purpose: 'rent', moves: { active: 'expired' } },
  { event: 'expire', actor: 'owner', purpose: 'rent', moves: {} },
  { event: 'expire', actor: 'staff', purpose: 'rent', moves: {} },
  { event: 'renew', actor: 'owner', purpose: 'sale', moves: { active: 'active', expired: 'active' } },
  { event: 'renew', actor: 'staff', purpose: 'sale', moves: {} },
  { event: 'renew', actor: 'system', purpose: 'sale', moves: {} },
];
const STARTS = ['new', ...PROPERTY_STATUSES] as const;

describe('listing status transitions (listing-status.ts)', () => {
  it('covers every event of the table, for both actors', () => {
    for (const event of Object.keys(LISTING_TRANSITIONS) as ListingEvent[])
      for (const actor of ['owner', 'staff'] as const) expect(MATRIX.some((r) => r.event === event && r.actor === actor)).toBe(true);
  });

  it.each(MATRIX)('$event by $actor ($purpose): $moves', ({ event, actor, purpose, moves }) => {
    for (const from of STARTS) {
      const listing = { status: from === 'new' ? undefined : from, purpose };
      const to = moves[from];
      if (to) {
        expect(transition(event, actor, listing, 'A reason').status, `${from} → ${to}`).toBe(to);
      } else {
        let refused: unknown;
        try {
          transition(event, actor, listing);
        } catch (error) {
          refused = error;
        }
        expect(refused, `${event} by ${actor} from ${from}`).toBeInstanceOf(AppError);
        // Never theirs to make: 403; theirs, but not from here: a 400 on the status field.
        const never = !MATRIX.some((r) => r.event === event && r.actor === actor && Object.keys(r.moves).length);
        expect((refused as AppError).statusCode).toBe(never ? 403 : 400);
      }
    }
  });

  it('says what each change does to the refusal reason and the publication time', () => {
    const from = { status: 'pending' as const, purpose: 'sale' as const };
    const live = { status: 'active' as const, purpose: 'sale' as const };
    const expired = { status: 'expired' as const, purpose: 'rent' as const };
    const no = { publish: false, restart: false };
    expect(transition('submit', 'owner', { purpose: 'sale' })).toEqual({ status: 'pending', rejectionReason: null, ...no });
    expect(transition('resubmit', 'owner', live)).toEqual({ status: 'pending', rejectionReason: null, ...no });
    expect(transition('approve', 'staff', from)).toEqual({ status: 'active', rejectionReason: null, publish: true, restart: true });
    expect(transition('reject', 'staff', from, 'Blurry photos')).toEqual({
      status: 'rejected',
      rejectionReason: 'Blurry photos',
      ...no,
    });
    expect(transition('hide', 'staff', live)).toEqual({ status: 'pending', ...no });
    expect(transition('sell', 'owner', live)).toEqual({ status: 'sold', ...no });
    // Expiry keeps the publication; a renewal starts a new period without a new publication (decision 061).
    expect(transition('expire', 'system', live)).toEqual({ status: 'expired', ...no });
    expect(transition('renew', 'owner', expired)).toEqual({ status: 'active', publish: false, restart: true });
  });

  it("an owner's edit of a live listing is held unless it changes media; an edit resubmits an owner's refused one", () => {
    for (const actor of ['owner', 'staff'] as const)
      for (const status of PROPERTY_STATUSES) {
        for (const media of [false, true]) {
          const held = actor === 'owner' && (status === 'active' || status === 'expired') && !media;
          const resubmits = !held && actor === 'owner' && (status === 'active' || status === 'rejected' || status === 'expired');
          const outcome = afterEdit(actor, { status, purpose: 'sale' }, { media });
          const said = outcome.hold ? 'held' : (outcome.change?.status ?? null);
          expect(said, `${actor} edits ${status}${media ? ' with media' : ''}`).toBe(held ? 'held' : resubmits ? 'pending' : null);
        }
      }
  });
});

describe('listing status transitions through the HTTP routes', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let staff: TestUser;
  let stranger: TestUser;

  const listing = async (status: PropertyStatus, purpose: PropertyPurpose) =>
    createListing(ctx, { ownerId: owner.id, status, purpose, title: `A ${status} listing`, images: 2 });
  const statusOf = async (id: number) =>
    (await ctx.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]!.status;
  const call = (user: TestUser, method: 'POST' | 'PATCH', url: string, payload: object = {}) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: user.headers });

  /** The request that makes `event` happen, as `actor` (staff: someone else's listing). */
  const request = async (event: ListingEvent, actor: Actor, id: number) => {
    const user = actor === 'owner' ? owner : staff;
    switch (event) {
      case 'submit':
        throw new Error('submit has its own test');
      case 'resubmit': {
        // An edit that changes the photos (an owner's edit of a live listing that does not is held: listing-changes.test.ts).
        const [photo] = (await ctx.db.execute<{ id: number }>(sql`select id from property_media where property_id = ${id} limit 1`)).rows;
        return call(user, 'PATCH', `/realty/properties/${id}/`, { title: 'Edited', delete_images: [photo!.id] });
      }
      case 'sell':
        return call(user, 'POST', `/realty/properties/${id}/status/`, { status: 'sold' });
      case 'rent':
        return call(user, 'POST', `/realty/properties/${id}/status/`, { status: 'rented' });
      case 'approve':
      case 'hide':
        return call(user, 'POST', `/admin/properties/${id}/${event}/`);
      case 'reject':
        return call(user, 'POST', `/admin/properties/${id}/reject/`, { reason: 'Blurry photos' });
      case 'renew':
        return call(user, 'POST', `/realty/properties/${id}/renew/`);
      case 'expire':
        throw new Error('expire is the job’s (listing-expiry.test.ts)');
    }
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createTestUser(ctx, { name: 'Owner' });
    staff = await createTestUser(ctx, { isStaff: true, name: 'Moderator' });
    stranger = await createTestUser(ctx);
  });

  it('a submission is pending review, whatever status it asks for', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/realty/properties/',
      payload: {
        ...{ title: 'New', description: 'New.', type: 'house', purpose: 'sale', price: 1, area: 1, address: 'x' },
        city_id: await cityId(ctx.db, 'Ramallah'),
        status: 'active',
      },
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(await statusOf(res.json().id)).toBe('pending');
  });

  it.each(MATRIX.filter((r) => r.event !== 'submit' && r.event !== 'expire' && r.actor !== 'system'))(
    '$event by $actor ($purpose)',
    async ({ event, actor, purpose, moves }) => {
      for (const from of PROPERTY_STATUSES) {
        const id = await listing(from, purpose);
        const res = await request(event, actor, id);
        const to = moves[from];
        const edit = event === 'resubmit';
        if (to)
          expect(res.statusCode, `${event} by ${actor} from ${from}`).toBe(
            edit || event === 'sell' || event === 'rent' || event === 'renew' ? 200 : 204,
          );
        else if (edit) expect(res.statusCode, `an edit by ${actor} of a ${from} listing is saved`).toBe(200);
        else
          expect(res.statusCode, `${event} by ${actor} from ${from}`).toBe(
            (actor === 'owner' && event in { approve: 1, reject: 1, hide: 1 }) || (actor === 'staff' && event === 'renew') ? 403 : 400,
          );
        // An edit that is not a resubmission keeps the status; a refused change leaves it.
        expect(await statusOf(id), `${event} by ${actor} from ${from}`).toBe(to ?? from);
      }
    },
  );

  it('nobody but the owner and staff changes a listing (404), and only staff moderate (403)', async () => {
    const id = await listing('active', 'sale');
    expect((await call(stranger, 'POST', `/realty/properties/${id}/status/`, { status: 'sold' })).statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `/realty/properties/${id}/`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/admin/properties/${id}/approve/`)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('active');
  });
});

describe('held edits (listing-status.ts, decision 044)', () => {
  // By hand: from which held states each event may happen ('none': the listing has no held edit).
  const HELD: Record<keyof typeof HELD_TRANSITIONS, ('none' | 'pending' | 'rejected')[]> = {
    hold: ['none', 'pending', 'rejected'],
    apply: ['pending'],
    refuse: ['pending'],
  };

  it('allows each event from exactly the held states the table names', () => {
    expect(Object.keys(HELD_TRANSITIONS).sort()).toEqual(Object.keys(HELD).sort());
    for (const [event, from] of Object.entries(HELD) as [keyof typeof HELD, (typeof HELD)['hold']][])
      for (const state of ['none', 'pending', 'rejected'] as const)
        expect(allowsHeld(event, state === 'none' ? undefined : { status: state }), `${event} from ${state}`).toBe(from.includes(state));
  });

  it('holds an edit waiting with no reason, and refuses only a waiting one, with its reason', () => {
    expect(holdEdit()).toMatchObject({ status: 'pending', rejectionReason: null, from: ['none', 'pending', 'rejected'] });
    expect(refuseHeld('Blurry photos')).toMatchObject({ status: 'rejected', rejectionReason: 'Blurry photos', from: ['pending'] });
  });
});
