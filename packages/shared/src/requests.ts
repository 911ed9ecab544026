/**
 * Consultation requests (issue 32, decision 058): their states, what they are about and the limits, each
 * once. Zod-free, so the dashboard lists, e-mail and the database schema read it without the validation
 * library; the request and answer contracts are in schemas/requests.ts, the transitions in the server's
 * requests/request-lifecycle.ts.
 */

/**
 * A request's life: requested → accepted (a confirmed time) | proposed (another time) | declined →
 * confirmed (by the client) → done | no_show; cancelled by either party before it ends.
 */
export const REQUEST_STATUSES = ['requested', 'accepted', 'proposed', 'declined', 'confirmed', 'done', 'no_show', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** States nothing leaves. */
export const FINAL_REQUEST_STATUSES: readonly RequestStatus[] = ['declined', 'done', 'no_show', 'cancelled'];

/** What a request is about: a provider's field, or one of the site team's pages (finance, construction). */
export const REQUEST_TOPICS = ['legal', 'finance', 'construction', 'realty'] as const;
export type RequestTopic = (typeof REQUEST_TOPICS)[number];

/** A consultation with a provider (or the site team), or a visit to a listing asked of its owner (decision 067). */
export const REQUEST_KINDS = ['consultation', 'visit'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How the client would like to be reached besides the request's own thread. */
export const CONTACT_PREFERENCES = ['thread', 'email', 'phone', 'whatsapp'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

/** The languages a consultation can be held in. */
export const CONSULTATION_LANGUAGES = ['ar', 'en', 'he'] as const;
export type ConsultationLanguage = (typeof CONSULTATION_LANGUAGES)[number];

/** The time zone every preferred window and confirmed time is written in (and the .ics carries). */
export const REQUEST_TIME_ZONE = 'Asia/Hebron';

export const MAX_REQUEST_DESCRIPTION = 3000;
export const MIN_REQUEST_DESCRIPTION = 10;
export const MAX_PREFERRED_TIMES = 3;
export const MAX_REQUEST_MESSAGE = 2000;
export const MAX_REQUEST_REASON = 500;
/** A preferred window or a confirmed time lies at most this many days ahead. */
export const MAX_REQUEST_DAYS_AHEAD = 180;
/** Requests a client may send in 24 hours (the server counts them). */
export const REQUESTS_PER_DAY = 5;
/** Messages in one request's thread (a short thread, not a chat). */
export const MAX_REQUEST_MESSAGES = 100;
/** A consultation's length when the provider fixes its time, in minutes. */
export const CONSULTATION_MINUTES = [30, 45, 60, 90, 120] as const;
/** The reminder goes out this long before a confirmed consultation. */
export const REMINDER_HOURS = 24;
/** Files a request may carry, both parties' together (PDF, JPEG, PNG; media.ts's private files). */
export const MAX_REQUEST_ATTACHMENTS = 5;
