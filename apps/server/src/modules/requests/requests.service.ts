import {
  MAX_REQUEST_DAYS_AHEAD,
  MAX_REQUEST_MESSAGES,
  REMINDER_HOURS,
  REQUEST_TIME_ZONE,
  REQUESTS_PER_DAY,
  zonedInstant,
  type ConsultationRequestInput,
  type ConsultationRequestView,
  type VisitRequestInput,
  type Locale,
  type RequestMessage,
  type RequestStatusChange,
  type RequestTopic,
} from '@manara/shared';
import { pageWindow, type PageQuery } from '../../http/paging';
import type { AuthUser } from '../../http/viewer';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Idempotency, IdempotencyClaim } from '../../platform/idempotency';
import type { NotificationsService } from '../notifications';
import { createRequestMail } from './request-mail';
import { allowedEvents, schedules, step, type Party } from './request-lifecycle';
import { toMessage, toView, type ListingSummary } from './requests.presenter';
import type { RequestRow, RequestsRepository, Side, StepValues } from './requests.repository';

/** The listing a request may be about, read through the listings module's catalogue (services.ts wires it). */
export interface RequestListings {
  summary(id: number): Promise<(ListingSummary & { public: boolean; ownerId: number }) | undefined>;
}
/** A provider's public service a request may be for (the services module's port). */
export interface RequestServices {
  serviceForRequest(id: number): Promise<{ provider_id: number; price_on_request: boolean } | undefined>;
}
/** Whether a user may be sent a request: the providers module's read port (provider-ports.ts), as far as used here. */
export interface RequestProviders {
  standing(userId: number): Promise<{ provider: boolean; type: string | null; active: boolean; verified: boolean } | undefined>;
}
/** Finance offerings a site-team request may name (content's table). */
export interface RequestOfferings {
  isActive(id: number): Promise<boolean>;
}

const TOPIC_OF_PROVIDER: Record<string, RequestTopic> = { lawyer: 'legal', financial_expert: 'finance', realtor: 'realty' };
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Who the user is to a request: a party, staff reading it, or nobody (then it does not exist for them). */
export function readerOf(user: AuthUser, row: Pick<RequestRow, 'clientId' | 'providerId'>): Party | 'staff' | null {
  if (user.id === row.clientId) return 'client';
  if (row.providerId === null ? user.isStaff : user.id === row.providerId) return 'provider';
  return user.isStaff ? 'staff' : null;
}

/**
 * Consultation requests (decision 058): a signed-in client asks a verified provider, or the site's team;
 * the parties move it through request-lifecycle.ts, write in its thread, and each step mails the other.
 */
export function createRequestsService(deps: {
  repo: RequestsRepository;
  listings: RequestListings;
  offerings: RequestOfferings;
  services: RequestServices;
  providers: RequestProviders;
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  clock: Clock;
  /** Domain of the invitations' UIDs. */
  uidDomain: string;
  /** The request's `Idempotency-Key` (decision 071): its row commits with the request. */
  idempotency: Pick<Idempotency, 'run'>;
}) {
  const { repo, listings, offerings, services, providers, clock, idempotency } = deps;
  const mails = createRequestMail(deps);

  /** A time the user chose, in Asia/Hebron: ahead of now and within MAX_REQUEST_DAYS_AHEAD. */
  function futureInstant(field: string, date: string, time: string): Date {
    const at = zonedInstant(date, time, REQUEST_TIME_ZONE);
    const now = clock.now().getTime();
    if (at.getTime() <= now) throw AppError.field(field, 'time_in_past');
    if (at.getTime() > now + MAX_REQUEST_DAYS_AHEAD * DAY) throw AppError.field(field, 'time_too_far');
    return at;
  }

  async function load(user: AuthUser, id: number, side?: Side) {
    const row = await repo.find(id, side);
    const reader = row && readerOf(user, row);
    if (!row || !reader) throw AppError.notFound();
    return { row, reader };
  }

  async function view(row: RequestRow, reader: Party | 'staff'): Promise<ConsultationRequestView> {
    const listing = row.listingId === null ? null : ((await listings.summary(row.listingId)) ?? null);
    const actions = reader === 'staff' ? [] : allowedEvents(reader, row, clock.now());
    return toView(row, reader, listing, actions);
  }

  return {
    async create(user: AuthUser, input: ConsultationRequestInput, claim?: IdempotencyClaim) {
      let topic: RequestTopic;
      if (input.service_id !== null) {
        // A service names its provider; it must be public now (its provider verified and active).
        const service = await services.serviceForRequest(input.service_id);
        if (!service || (input.provider_id !== null && input.provider_id !== service.provider_id))
          throw AppError.field('service_id', 'invalid');
        input = { ...input, provider_id: service.provider_id };
      }
      if (input.provider_id !== null) {
        if (input.provider_id === user.id) throw AppError.field('provider_id', 'request_to_self');
        const standing = await providers.standing(input.provider_id);
        if (!standing?.provider || !standing.active || !standing.verified) throw AppError.field('provider_id', 'provider_unavailable');
        topic = TOPIC_OF_PROVIDER[standing.type ?? ''] ?? input.topic ?? 'legal';
        if (input.offering_id !== null) throw AppError.field('offering_id', 'invalid');
      } else {
        if (!input.topic) throw AppError.field('topic', 'topic_required');
        topic = input.topic;
        if (input.offering_id !== null && !(await offerings.isActive(input.offering_id))) throw AppError.field('offering_id', 'invalid');
      }
      if (input.listing_id !== null && !(await listings.summary(input.listing_id))?.public) throw AppError.field('listing_id', 'invalid');
      const windows = input.preferred_times.map((w) => ({
        start: futureInstant('preferred_times', w.date, w.from).toISOString(),
        end: zonedInstant(w.date, w.to, REQUEST_TIME_ZONE).toISOString(),
      }));
      const now = clock.now();
      if ((await repo.countSentSince(user.id, new Date(now.getTime() - DAY))) >= REQUESTS_PER_DAY) {
        throw new AppError(429, 'too_many_requests_today');
      }
      const first = step('request', 'client', { scheduledAt: null }, now);
      const client = await repo.party(user.id);
      const mail = await mails.forStep(
        {
          clientId: user.id,
          providerId: input.provider_id,
          client: { id: user.id, name: client?.name ?? '' },
          provider: null,
          scheduledAt: null,
          durationMinutes: null,
          preferredTimes: windows,
          kind: 'consultation',
          listingId: input.listing_id,
        },
        'request',
        'client',
        {},
      );
      return idempotency.run(claim, async (tx) => {
        const id = await repo.insert(
          {
            clientId: user.id,
            providerId: input.provider_id,
            serviceId: input.service_id,
            offeringId: input.offering_id,
            listingId: input.listing_id,
            topic,
            description: input.description,
            preferredTimes: windows,
            contactPreference: input.contact_preference,
            language: input.language,
          },
          first,
          mail,
          tx,
        );
        // The key keeps the id; the route answers with the request as it is (answerOnce's `show`).
        return { status: 201, body: { id } };
      });
    },

    /**
     * A visit to a public listing (decision 067): a request whose provider side is the listing's owner,
     * whoever they are (no provider standing is asked), on the same lifecycle, limit and mail.
     */
    async createVisit(user: AuthUser, input: VisitRequestInput, language: Locale, claim?: IdempotencyClaim) {
      const listing = await listings.summary(input.listing_id);
      if (!listing?.public) throw AppError.field('listing_id', 'invalid');
      if (listing.ownerId === user.id) throw AppError.field('listing_id', 'request_to_self');
      const windows = input.preferred_times.map((w) => ({
        start: futureInstant('preferred_times', w.date, w.from).toISOString(),
        end: zonedInstant(w.date, w.to, REQUEST_TIME_ZONE).toISOString(),
      }));
      const now = clock.now();
      if ((await repo.countSentSince(user.id, new Date(now.getTime() - DAY))) >= REQUESTS_PER_DAY) {
        throw new AppError(429, 'too_many_requests_today');
      }
      const first = step('request', 'client', { scheduledAt: null }, now);
      const client = await repo.party(user.id);
      const mail = await mails.forStep(
        {
          clientId: user.id,
          providerId: listing.ownerId,
          client: { id: user.id, name: client?.name ?? '' },
          provider: null,
          scheduledAt: null,
          durationMinutes: null,
          preferredTimes: windows,
          kind: 'visit',
          listingId: listing.id,
        },
        'request',
        'client',
        {},
      );
      return idempotency.run(claim, async (tx) => {
        const id = await repo.insert(
          {
            clientId: user.id,
            providerId: listing.ownerId,
            serviceId: null,
            offeringId: null,
            listingId: listing.id,
            kind: 'visit',
            topic: 'realty',
            description: input.message ?? '',
            preferredTimes: windows,
            contactPreference: input.contact_preference,
            language: client?.language ?? language,
          },
          first,
          mail,
          tx,
        );
        // The key keeps the id; the route answers with the request as it is (answerOnce's `show`).
        return { status: 201, body: { id } };
      });
    },

    async get(user: AuthUser, id: number): Promise<ConsultationRequestView> {
      const first = await load(user, id);
      const side = first.reader === 'staff' ? undefined : first.reader;
      const { row, reader } = side ? await load(user, id, side) : first;
      return view(row, reader);
    },

    /** A side's requests (the ones sent, or received as a provider), newest activity first. */
    async list(user: AuthUser, side: Side, query: PageQuery) {
      const { limit, offset } = pageWindow(query);
      const page = await repo.list(user.id, side, limit, offset);
      return { count: page.count, unread_count: page.unread, results: await Promise.all(page.rows.map((r) => view(r, side))) };
    },

    /** Staff: requests to the site's own team. */
    async listTeam(query: PageQuery, open: boolean) {
      const { limit, offset } = pageWindow(query);
      const page = await repo.listTeam(open, limit, offset);
      return { count: page.count, unread_count: page.unread, results: await Promise.all(page.rows.map((r) => view(r, 'provider'))) };
    },

    async changeStatus(user: AuthUser, id: number, input: RequestStatusChange): Promise<ConsultationRequestView> {
      const { row, reader } = await load(user, id);
      if (reader === 'staff') throw new AppError(403, 'permission_denied');
      const decided = step(input.event, reader, row, clock.now());
      const values: StepValues = {};
      if (schedules(input.event)) {
        values.scheduledAt = futureInstant('time', input.date!, input.time!);
        values.durationMinutes = input.duration_minutes;
        if (input.event === 'accept' && input.price == null && row.serviceId !== null) {
          // A service priced "on request" is accepted with the provider's quote.
          if ((await services.serviceForRequest(row.serviceId))?.price_on_request) throw AppError.field('price', 'quote_required');
        }
        if (input.event === 'accept' && input.price != null) {
          values.quotedPrice = input.price;
          values.quotedCurrency = input.currency!;
        }
      }
      if (input.event === 'decline' || input.event === 'cancel') values.reason = input.reason;
      const mail = await mails.forStep(row, input.event, reader, values);
      const written = await repo.applyStep(id, decided, user.id, values, (tx) => mail(tx, id));
      if (!written) throw AppError.field('status', 'request_status_invalid');
      return this.get(user, id);
    },

    /** The thread, oldest first; reading it marks it read for the reader's side. */
    async messages(user: AuthUser, id: number): Promise<RequestMessage[]> {
      const { reader } = await load(user, id);
      const thread = await repo.messages(id);
      if (reader !== 'staff') await repo.markRead(id, reader);
      return thread.map((m) => toMessage(m, user.id));
    },

    async addMessage(user: AuthUser, id: number, body: string): Promise<RequestMessage[]> {
      const { reader } = await load(user, id);
      if (reader === 'staff') throw new AppError(403, 'permission_denied');
      if (!(await repo.addMessage(id, user.id, body, MAX_REQUEST_MESSAGES))) throw AppError.field('body', 'request_thread_full');
      return this.messages(user, id);
    },

    /**
     * The reminder job: every confirmed consultation starting within REMINDER_HOURS that was not
     * reminded of gets one message per party, once (stamped with the mail in one transaction).
     */
    async sendReminders(): Promise<number> {
      const now = clock.now();
      let sent = 0;
      for (const row of await repo.dueReminders(now, new Date(now.getTime() + REMINDER_HOURS * HOUR))) {
        if (await repo.markReminded(row.id, await mails.reminder(row))) sent++;
      }
      return sent;
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
