import { REQUEST_TIME_ZONE, type Locale } from '@manara/shared';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { accountRecipient, mailTime, type NotificationsService } from '../notifications';
import { calendarInvitation } from './ics';
import type { Party, RequestEvent } from './request-lifecycle';
import type { PartyRow, RequestRow, RequestsRepository, StepValues } from './requests.repository';

/**
 * The mail of consultation and visit requests (decision 058, 067): what each step sends the other party
 * in their language, the confirmation's invitation (.ics, Asia/Hebron) to both, and the day-before
 * reminder. Nothing either party typed is quoted.
 */

/** What a step's mail needs of its request. */
type MailRow = Pick<
  RequestRow,
  'clientId' | 'providerId' | 'client' | 'provider' | 'scheduledAt' | 'durationMinutes' | 'preferredTimes' | 'kind' | 'listingId'
>;

/** The site team's name, when it is the other party. */
const TEAM = { ar: 'فريق منارة', en: 'the Manara team' } as const;

export function createRequestMail(deps: {
  repo: Pick<RequestsRepository, 'party'>;
  /** A listing's titles (a visit request's mail names it). */
  listings: { summary(id: number): Promise<{ titleAr: string; titleEn: string } | undefined> };
  notifications: Pick<NotificationsService, 'send' | 'pageUrl'>;
  clock: Clock;
  /** Domain of the invitations' UIDs. */
  uidDomain: string;
}) {
  const { repo, listings, notifications, clock } = deps;

  /** The other party of `actor`'s side, as a recipient (none for the site team's side). */
  async function counterpart(row: MailRow, actor: Party): Promise<PartyRow | undefined> {
    const id = actor === 'client' ? row.providerId : row.clientId;
    return id === null ? undefined : repo.party(id);
  }

  /**
   * The messages a step sends, ready to queue in the step's transaction: the recipients are read first
   * (the embedded database has one connection, so nothing may be read outside the transaction meanwhile).
   */
  async function mailFor(
    row: MailRow,
    event: RequestEvent,
    actor: Party,
    values: StepValues,
  ): Promise<(tx: Tx, id: number) => Promise<void>> {
    const to = await counterpart(row, actor);
    const client = event === 'confirm' ? await repo.party(row.clientId) : undefined;
    const visit = await visitOf(row);
    const at = values.scheduledAt ?? row.scheduledAt;
    const actorName = actor === 'client' ? row.client.name : (row.provider?.name ?? null);
    const params = (id: number, recipient: PartyRow, otherName: string | null) => ({
      other: otherName ?? TEAM[recipient.language],
      url: notifications.pageUrl(`/dashboard/requests/${id}`, recipient.language),
      at: at && mailTime(at, recipient.language),
      quote: values.quotedPrice && values.quotedCurrency ? { price: values.quotedPrice, currency: values.quotedCurrency } : null,
      visit: visit?.[recipient.language],
    });
    return async (tx, id) => {
      if (event === 'confirm' && at) {
        const minutes = row.durationMinutes ?? 60;
        const calendar = (recipient: PartyRow, otherName: string | null) => ({
          filename: visit ? 'visit.ics' : 'consultation.ics',
          content: invitation(id, at, minutes, recipient.language, otherName ?? TEAM[recipient.language], visit?.[recipient.language]),
        });
        // Both parties get the invitation: the provider (when not the team) and the client who confirmed.
        if (to)
          await notifications.send('request_confirmed', accountRecipient(to), params(id, to, actorName), {
            tx,
            calendar: calendar(to, actorName),
          });
        if (client) {
          const other = row.provider?.name ?? null;
          await notifications.send('request_confirmed', accountRecipient(client), params(id, client, other), {
            tx,
            calendar: calendar(client, other),
          });
        }
        return;
      }
      if (!to) return;
      const windows = event === 'request' ? row.preferredTimes : undefined;
      await notifications.send(MAIL_OF[event], accountRecipient(to), { ...params(id, to, actorName), windows }, { tx });
    };
  }

  /** A visit request's listing title in each language (its mail and invitation name it); undefined for a consultation. */
  async function visitOf(row: Pick<RequestRow, 'kind' | 'listingId'>): Promise<Record<Locale, string> | undefined> {
    if (row.kind !== 'visit' || row.listingId === null) return undefined;
    const listing = await listings.summary(row.listingId);
    return listing && { ar: listing.titleAr || listing.titleEn, en: listing.titleEn || listing.titleAr };
  }

  function invitation(id: number, start: Date, minutes: number, language: Locale, other: string, visit?: string): string {
    const summary = visit
      ? language === 'ar'
        ? `زيارة: ${visit} — منارة`
        : `Visit: ${visit} — Manara`
      : language === 'ar'
        ? `استشارة مع ${other} — منارة`
        : `Consultation with ${other} — Manara`;
    return calendarInvitation({
      uid: `request-${id}@${deps.uidDomain}`,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      timeZone: REQUEST_TIME_ZONE,
      summary,
      description: notifications.pageUrl(`/dashboard/requests/${id}`, language),
      url: notifications.pageUrl(`/dashboard/requests/${id}`, language),
      stamp: clock.now(),
      sequence: Math.floor(clock.now().getTime() / 1000),
    });
  }

  return {
    forStep: mailFor,

    /** The reminder of a confirmed request to each party (not the site team), ready to queue in `tx`. */
    async reminder(row: MailRow & { id: number }): Promise<(tx: Tx) => Promise<void>> {
      const visit = await visitOf(row);
      const parties = await Promise.all(
        [
          [row.clientId, row.provider?.name ?? null],
          [row.providerId, row.client.name],
        ].map(async ([partyId, other]) => ({ party: partyId === null ? undefined : await repo.party(partyId as number), other })),
      );
      return async (tx) => {
        for (const { party, other } of parties) {
          if (!party) continue;
          await notifications.send(
            'request_reminder',
            accountRecipient(party),
            {
              other: (other as string | null) ?? TEAM[party.language],
              url: notifications.pageUrl(`/dashboard/requests/${row.id}`, party.language),
              at: mailTime(row.scheduledAt!, party.language),
              visit: visit?.[party.language],
            },
            { tx },
          );
        }
      };
    },
  };
}
export type RequestMail = ReturnType<typeof createRequestMail>;

/** The message each step sends the other party (every one takes the same parameters). */
const MAIL_OF: Record<RequestEvent, 'request_received'> = {
  request: 'request_received',
  accept: 'request_accepted',
  propose: 'request_proposed',
  decline: 'request_declined',
  confirm: 'request_confirmed',
  cancel: 'request_cancelled',
  done: 'request_done',
  no_show: 'request_no_show',
} as Record<RequestEvent, never>;
