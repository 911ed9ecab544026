import type { ConsultationLanguage, ContactPreference, Currency, Locale, RequestKind, RequestStatus, RequestTopic } from '@manara/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { consultationRequests, requestAttachments, requestMessages } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { StatusStep } from './request-lifecycle';

type Raw = Record<string, unknown>;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const maybeDate = (v: unknown) => (v === null || v === undefined ? null : toDate(v));

/** A party as requests need them: name, and for their mail the address, language and whether it is verified. */
export interface PartyRow {
  id: number;
  name: string;
  email: string;
  language: Locale;
  mutedNotifications: string[];
  emailVerifiedAt: Date | null;
}

export interface RequestRow {
  id: number;
  clientId: number;
  providerId: number | null;
  serviceId: number | null;
  offeringId: number | null;
  listingId: number | null;
  kind: RequestKind;
  topic: RequestTopic;
  status: RequestStatus;
  description: string;
  preferredTimes: { start: string; end: string }[];
  contactPreference: ContactPreference;
  language: ConsultationLanguage;
  scheduledAt: Date | null;
  durationMinutes: number | null;
  quotedPrice: number | null;
  quotedCurrency: Currency | null;
  reason: string | null;
  changedBy: 'client' | 'provider' | null;
  clientReadAt: Date | null;
  providerReadAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  client: { id: number; name: string };
  provider: { id: number; name: string } | null;
  /** Thread entries of the other side the reader has not seen (set by the reads that know the reader). */
  unread: number;
}

export type NewRequest = Omit<typeof consultationRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
/** What a step writes besides the status: the time, the quote, the reason. */
export type StepValues = Partial<Pick<RequestRow, 'scheduledAt' | 'durationMinutes' | 'quotedPrice' | 'quotedCurrency' | 'reason'>>;
export type Side = 'client' | 'provider';

const SELECT = sql`select r.*, c.name as client_name, p.name as provider_name from consultation_requests r
  join users c on c.id = r.client_id left join users p on p.id = r.provider_id`;

/** Thread entries of the other side after `side`'s read mark (the client reads the provider's side, and the reverse). */
const unreadOf = (side: Side) =>
  side === 'client'
    ? sql`(select count(*)::int from request_messages m where m.request_id = r.id and m.author_id is distinct from r.client_id
        and m.created_at > coalesce(r.client_read_at, '-infinity'::timestamptz))`
    : sql`(select count(*)::int from request_messages m where m.request_id = r.id and m.author_id = r.client_id
        and m.created_at > coalesce(r.provider_read_at, '-infinity'::timestamptz))`;

function toRow(r: Raw): RequestRow {
  const times = typeof r.preferred_times === 'string' ? JSON.parse(r.preferred_times) : r.preferred_times;
  return {
    id: Number(r.id),
    clientId: Number(r.client_id),
    providerId: r.provider_id === null ? null : Number(r.provider_id),
    serviceId: r.service_id === null ? null : Number(r.service_id),
    offeringId: r.offering_id === null ? null : Number(r.offering_id),
    listingId: r.listing_id === null ? null : Number(r.listing_id),
    kind: r.kind as RequestKind,
    topic: r.topic as RequestTopic,
    status: r.status as RequestStatus,
    description: String(r.description),
    preferredTimes: times as { start: string; end: string }[],
    contactPreference: r.contact_preference as ContactPreference,
    language: r.language as ConsultationLanguage,
    scheduledAt: maybeDate(r.scheduled_at),
    durationMinutes: r.duration_minutes === null ? null : Number(r.duration_minutes),
    quotedPrice: r.quoted_price === null ? null : Number(r.quoted_price),
    quotedCurrency: (r.quoted_currency as Currency | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    changedBy: (r.changed_by as Side | null) ?? null,
    clientReadAt: maybeDate(r.client_read_at),
    providerReadAt: maybeDate(r.provider_read_at),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
    client: { id: Number(r.client_id), name: String(r.client_name) },
    provider: r.provider_id === null ? null : { id: Number(r.provider_id), name: String(r.provider_name) },
    unread: Number(r.unread ?? 0),
  };
}

export interface AttachmentRow {
  id: number;
  key: string;
  filename: string;
  mime: string;
  bytes: number;
  uploader: { id: number; name: string } | null;
  createdAt: Date;
}

export interface MessageRow {
  id: number;
  kind: 'message' | 'event';
  event: RequestStatus | null;
  body: string;
  author: { id: number; name: string } | null;
  createdAt: Date;
}

/**
 * The requests tables (consultation_requests, request_messages): the only SQL on them. A status is
 * written only from a `StatusStep` (request-lifecycle.ts), with the event beside it in the thread.
 */
export function createRequestsRepository(db: Db, clock: Clock) {
  const rows = async (query: SQL, on: Db | Tx = db) => (await on.execute<Raw>(query)).rows;

  async function event(tx: Tx, requestId: number, authorId: number, to: RequestStatus, body: string, at: Date) {
    await tx.insert(requestMessages).values({ requestId, authorId, kind: 'event', event: to, body, createdAt: at });
  }

  return {
    /** A party's name, address, language and mail preferences. */
    async party(userId: number): Promise<PartyRow | undefined> {
      const [r] = await rows(sql`select id, name, email, language, muted_notifications, email_verified_at from users where id = ${userId}`);
      if (!r) return undefined;
      return {
        id: Number(r.id),
        name: String(r.name),
        email: String(r.email),
        language: r.language as Locale,
        mutedNotifications: (r.muted_notifications as string[] | null) ?? [],
        emailVerifiedAt: maybeDate(r.email_verified_at),
      };
    },

    /** Requests the client sent since `since` (the daily limit). */
    async countSentSince(clientId: number, since: Date): Promise<number> {
      const [r] = await rows(
        sql`select count(*)::int as n from consultation_requests where client_id = ${clientId} and created_at > ${since.toISOString()}`,
      );
      return Number(r?.n ?? 0);
    },

    /** Stores a request with its first thread entry, then runs `alongside` (its mail) in the same transaction. */
    async insert(
      values: NewRequest,
      first: StatusStep,
      alongside: (tx: Tx, id: number) => Promise<void>,
      on: Db | Tx = db,
    ): Promise<number> {
      const now = clock.now();
      return on.transaction(async (tx) => {
        const [row] = await tx
          .insert(consultationRequests)
          .values({ ...values, status: first.to, changedBy: first.by, clientReadAt: now, createdAt: now, updatedAt: now })
          .returning({ id: consultationRequests.id });
        await event(tx, row!.id, values.clientId, first.to, '', now);
        await alongside(tx, row!.id);
        return row!.id;
      });
    },

    /** One request, with the reader's unread count when `side` is given. */
    async find(id: number, side?: Side): Promise<RequestRow | undefined> {
      const [found] = await rows(sql`select r.*, ${side ? unreadOf(side) : sql`0`} as unread from (${SELECT} where r.id = ${id}) r`);
      return found ? toRow(found) : undefined;
    },

    /**
     * Writes a step if the request still has the status it was decided from (else undefined: someone
     * else acted first), its event in the thread, then runs `alongside` (its mail) in the transaction.
     */
    async applyStep(
      id: number,
      change: StatusStep,
      actorId: number,
      values: StepValues,
      alongside: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(consultationRequests)
          .set({
            ...values,
            status: change.to,
            changedBy: change.by,
            updatedAt: now,
            ...(change.by === 'client' ? { clientReadAt: now } : { providerReadAt: now }),
            ...(change.event === 'propose' || change.event === 'accept' ? { reminderSentAt: null } : {}),
          })
          .where(and(eq(consultationRequests.id, id), eq(consultationRequests.status, change.from!)))
          .returning({ id: consultationRequests.id });
        if (updated.length === 0) return false;
        await event(tx, id, actorId, change.to, values.reason ?? '', now);
        await alongside(tx);
        return true;
      });
    },

    /** A side's requests, newest activity first, with their unread counts and how many have any. */
    async list(userId: number, side: Side, limit: number, offset: number): Promise<{ rows: RequestRow[]; count: number; unread: number }> {
      const where = side === 'client' ? sql`r.client_id = ${userId}` : sql`r.provider_id = ${userId}`;
      return listWhere(where, side, limit, offset);
    },

    /** Requests to the site's own team (staff answer them); `open`: only those not yet ended. */
    async listTeam(open: boolean, limit: number, offset: number) {
      const where = open
        ? sql`r.provider_id is null and r.status in ('requested', 'accepted', 'proposed', 'confirmed')`
        : sql`r.provider_id is null`;
      return listWhere(where, 'provider', limit, offset);
    },

    /** The thread, oldest first. */
    async messages(id: number): Promise<MessageRow[]> {
      const found = await rows(sql`select m.id, m.kind, m.event, m.body, m.created_at, u.id as author_id, u.name as author_name
        from request_messages m left join users u on u.id = m.author_id where m.request_id = ${id} order by m.id`);
      return found.map((m) => ({
        id: Number(m.id),
        kind: m.kind as MessageRow['kind'],
        event: (m.event as RequestStatus | null) ?? null,
        body: String(m.body),
        author: m.author_id === null ? null : { id: Number(m.author_id), name: String(m.author_name) },
        createdAt: toDate(m.created_at),
      }));
    },

    /** Adds a message unless the thread holds `max` messages already; false then. */
    async addMessage(id: number, authorId: number, body: string, max: number): Promise<boolean> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        // Locks the request: two messages at once cannot both pass the count.
        await rows(sql`select id from consultation_requests where id = ${id} for update`, tx);
        const [c] = await rows(sql`select count(*)::int as n from request_messages where request_id = ${id} and kind = 'message'`, tx);
        if (Number(c?.n ?? 0) >= max) return false;
        await tx.insert(requestMessages).values({ requestId: id, authorId, kind: 'message', body, createdAt: now });
        await tx.update(consultationRequests).set({ updatedAt: now }).where(eq(consultationRequests.id, id));
        return true;
      });
    },

    /** Every private-area key an attachment row names (the media sweep keeps those files). */
    async attachmentKeys(): Promise<string[]> {
      return (await rows(sql`select key from request_attachments`)).map((r) => String(r.key));
    },

    /** A request's attachments, oldest first, with who sent each. */
    async attachments(id: number): Promise<AttachmentRow[]> {
      const found =
        await rows(sql`select a.id, a.key, a.filename, a.mime, a.bytes, a.created_at, u.id as uploader_id, u.name as uploader_name
        from request_attachments a left join users u on u.id = a.uploader_id where a.request_id = ${id} order by a.id`);
      return found.map((a) => ({
        id: Number(a.id),
        key: String(a.key),
        filename: String(a.filename),
        mime: String(a.mime),
        bytes: Number(a.bytes),
        uploader: a.uploader_id === null ? null : { id: Number(a.uploader_id), name: String(a.uploader_name) },
        createdAt: toDate(a.created_at),
      }));
    },

    /**
     * Adds stored files to a request unless it would then carry more than `max` (counted under a lock
     * on the request, so two uploads at once cannot both pass); false then, and nothing is added.
     */
    async addAttachments(
      id: number,
      uploaderId: number,
      files: { key: string; filename: string; mime: string; bytes: number }[],
      max: number,
    ) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        await rows(sql`select id from consultation_requests where id = ${id} for update`, tx);
        const [c] = await rows(sql`select count(*)::int as n from request_attachments where request_id = ${id}`, tx);
        if (Number(c?.n ?? 0) + files.length > max) return false;
        await tx.insert(requestAttachments).values(files.map((f) => ({ ...f, requestId: id, uploaderId, createdAt: now })));
        await tx.update(consultationRequests).set({ updatedAt: now }).where(eq(consultationRequests.id, id));
        return true;
      });
    },

    /** Marks the thread read for one side, now. */
    async markRead(id: number, side: Side): Promise<void> {
      const now = clock.now();
      await db
        .update(consultationRequests)
        .set(side === 'client' ? { clientReadAt: now } : { providerReadAt: now })
        .where(eq(consultationRequests.id, id));
    },

    /**
     * A provider's first responses to the requests they received since `since` (response rate, median time):
     * the first accept, propose or decline the provider made on each. A request still unanswered counts
     * once it waited `grace` (before then it may yet be answered); one the client cancelled unanswered
     * does not count.
     */
    async responseTimes(
      providerId: number,
      since: Date,
      graceMs: number,
    ): Promise<{ total: number; answered: number; medianSeconds: number | null }> {
      const waited = new Date(clock.now().getTime() - graceMs).toISOString();
      const [r] = await rows(sql`with asked as (
          select r.created_at, r.status, (select min(m.created_at) from request_messages m
            where m.request_id = r.id and m.kind = 'event' and m.event in ('accepted', 'proposed', 'declined') and m.author_id = r.provider_id) as first_at
          from consultation_requests r where r.provider_id = ${providerId} and r.kind = 'consultation' and r.created_at > ${since.toISOString()}
        )
        select count(*)::int as total, count(first_at)::int as answered,
          percentile_cont(0.5) within group (order by extract(epoch from (first_at - created_at)))::float8 as median_seconds
        from asked where first_at is not null or (status <> 'cancelled' and created_at <= ${waited})`);
      return {
        total: Number(r?.total ?? 0),
        answered: Number(r?.answered ?? 0),
        medianSeconds: r?.median_seconds === null || r?.median_seconds === undefined ? null : Number(r.median_seconds),
      };
    },

    /** Confirmed requests whose time falls within (now, until] and that were not reminded of yet. */
    async dueReminders(now: Date, until: Date): Promise<RequestRow[]> {
      const found = await rows(sql`select r.*, 0 as unread from (${SELECT}
        where r.status = 'confirmed' and r.reminder_sent_at is null
          and r.scheduled_at > ${now.toISOString()} and r.scheduled_at <= ${until.toISOString()}) r
        order by r.scheduled_at limit 500`);
      return found.map(toRow);
    },

    /** Stamps a reminder sent (unless another worker did) and runs `alongside` (the mail) with it. */
    async markReminded(id: number, alongside: (tx: Tx) => Promise<void>): Promise<boolean> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const done = await rows(
          sql`update consultation_requests set reminder_sent_at = ${now.toISOString()}
            where id = ${id} and reminder_sent_at is null and status = 'confirmed' returning id`,
          tx,
        );
        if (done.length === 0) return false;
        await alongside(tx);
        return true;
      });
    },
  };

  async function listWhere(where: SQL, side: Side, limit: number, offset: number) {
    const [page, totals] = await Promise.all([
      rows(sql`select r.*, ${unreadOf(side)} as unread from (${SELECT}) r where ${where}
        order by r.updated_at desc, r.id desc limit ${limit} offset ${offset}`),
      rows(
        sql`select count(*)::int as n, count(*) filter (where ${unreadOf(side)} > 0)::int as unread from consultation_requests r where ${where}`,
      ),
    ]);
    return { rows: page.map(toRow), count: Number(totals[0]?.n ?? 0), unread: Number(totals[0]?.unread ?? 0) };
  }
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
