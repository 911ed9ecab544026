import type { PartnershipStatus } from '@manara/shared/schemas/partnerships';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

type Raw = Record<string, unknown>;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

export type PartnershipSide = 'realtor' | 'expert';

export interface PartnershipRow {
  id: number;
  realtorId: number;
  expertId: number;
  invitedBy: PartnershipSide;
  status: PartnershipStatus;
  updatedAt: Date;
}

function toRow(r: Raw): PartnershipRow {
  return {
    id: Number(r.id),
    realtorId: Number(r.realtor_id),
    expertId: Number(r.expert_id),
    invitedBy: r.invited_by as PartnershipSide,
    status: r.status as PartnershipStatus,
    updatedAt: toDate(r.updated_at),
  };
}

/** The partnerships table: the only SQL on it. */
export function createPartnershipsRepository(db: Db, clock: Clock) {
  const rows = async (query: ReturnType<typeof sql>) => (await db.execute<Raw>(query)).rows;

  return {
    async find(id: number): Promise<PartnershipRow | undefined> {
      const [r] = await rows(sql`select * from partnerships where id = ${id}`);
      return r && toRow(r);
    },

    /**
     * Invites: a new pair is pending; a declined or ended one goes back to pending with the new inviter.
     * Undefined when the pair is pending or accepted already (nothing changes then).
     */
    async invite(realtorId: number, expertId: number, invitedBy: PartnershipSide): Promise<PartnershipRow | undefined> {
      const now = clock.now().toISOString();
      const [r] = await rows(sql`insert into partnerships (realtor_id, expert_id, invited_by, status, created_at, updated_at)
        values (${realtorId}, ${expertId}, ${invitedBy}, 'pending', ${now}, ${now})
        on conflict (realtor_id, expert_id) do update set invited_by = excluded.invited_by, status = 'pending', updated_at = excluded.updated_at
          where partnerships.status in ('declined', 'ended')
        returning *`);
      return r && toRow(r);
    },

    /** Moves a partnership from `from` to `to`; false when it no longer has `from` (the other side acted first). */
    async change(id: number, from: PartnershipStatus, to: PartnershipStatus): Promise<boolean> {
      const done = await rows(sql`update partnerships set status = ${to}, updated_at = ${clock.now().toISOString()}
        where id = ${id} and status = ${from} returning id`);
      return done.length > 0;
    },

    /** A user's partnerships on either side, newest change first. */
    async listOf(userId: number): Promise<PartnershipRow[]> {
      const found = await rows(sql`select * from partnerships where realtor_id = ${userId} or expert_id = ${userId}
        order by updated_at desc, id desc limit 200`);
      return found.map(toRow);
    },

    /** Whom a user works with, both agreeing: the other side's ids, oldest partnership first. */
    async acceptedPartnersOf(userId: number): Promise<number[]> {
      const found = await rows(sql`select case when realtor_id = ${userId} then expert_id else realtor_id end as partner_id
        from partnerships where (realtor_id = ${userId} or expert_id = ${userId}) and status = 'accepted' order by id limit 100`);
      return found.map((r) => Number(r.partner_id));
    },
  };
}
export type PartnershipsRepository = ReturnType<typeof createPartnershipsRepository>;
