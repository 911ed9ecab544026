import { CURRENCIES } from '../money';
import {
  CONSULTATION_LANGUAGES,
  CONSULTATION_MINUTES,
  CONTACT_PREFERENCES,
  MAX_PREFERRED_TIMES,
  MAX_REQUEST_DESCRIPTION,
  MAX_REQUEST_MESSAGE,
  MAX_REQUEST_REASON,
  MIN_REQUEST_DESCRIPTION,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  REQUEST_TOPICS,
} from '../requests';
import { MAX_ID } from '../ids';
import { PROPERTY_TYPES } from '../realty';
import { paginationQuery, queryInt } from './common';
import { optionalText, requiredText } from './fields';
import { z } from '../zod';

/** Consultation requests (issue 32, decision 058): what clients send, what the parties do, what both read. */

const dateField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'date_required' : 'invalid_date') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), {
    error: 'invalid_date',
  });
const timeField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'time_required' : 'invalid_time') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' });

/** A preferred window on one day, in Asia/Hebron: from `from` to `to`. The server checks it lies ahead. */
export const preferredTime = z
  .object({ date: dateField, from: timeField, to: timeField })
  .refine((w) => w.from < w.to, { path: ['to'], error: 'time_window_invalid' });
export type PreferredTimeInput = z.input<typeof preferredTime>;

const optionalId = z
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .min(1, { error: 'invalid' })
  .max(MAX_ID, { error: 'invalid' })
  .nullish()
  .transform((v) => v ?? null);

/**
 * POST /requests/: to a provider (`provider_id`), for one of their services (`service_id`), or to the
 * site's own team (neither: `topic` says which page it came from); optionally about a listing.
 */
export const consultationRequest = z.object({
  provider_id: optionalId,
  service_id: optionalId,
  offering_id: optionalId,
  listing_id: optionalId,
  topic: z.enum(REQUEST_TOPICS, { error: 'invalid_choice' }).nullish(),
  description: requiredText(MAX_REQUEST_DESCRIPTION, 'description_required').refine((v) => v.length >= MIN_REQUEST_DESCRIPTION, {
    error: 'description_too_short',
  }),
  preferred_times: z
    .array(preferredTime, { error: 'preferred_time_required' })
    .min(1, { error: 'preferred_time_required' })
    .max(MAX_PREFERRED_TIMES, { error: 'too_many_preferred_times' }),
  contact_preference: z.enum(CONTACT_PREFERENCES, { error: 'invalid_choice' }).default('thread'),
  language: z.enum(CONSULTATION_LANGUAGES, { error: 'invalid_choice' }),
});
export type ConsultationRequestInput = z.output<typeof consultationRequest>;
export type ConsultationRequestForm = z.input<typeof consultationRequest>;

/**
 * POST /requests/visits/: a signed-in user asks to visit a public listing (decision 067); its owner
 * answers on the same lifecycle as a consultation. A message is optional; one to three windows.
 */
export const visitRequest = z.object({
  listing_id: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(MAX_ID, { error: 'invalid' }),
  message: optionalText(MAX_REQUEST_MESSAGE),
  preferred_times: z
    .array(preferredTime, { error: 'preferred_time_required' })
    .min(1, { error: 'preferred_time_required' })
    .max(MAX_PREFERRED_TIMES, { error: 'too_many_preferred_times' }),
  contact_preference: z.enum(CONTACT_PREFERENCES, { error: 'invalid_choice' }).default('thread'),
});
export type VisitRequestInput = z.output<typeof visitRequest>;
export type VisitRequestForm = z.input<typeof visitRequest>;

/** The lifecycle's events a party sends (the request itself is POST /requests/). */
export const REQUEST_EVENTS = ['accept', 'propose', 'decline', 'confirm', 'cancel', 'done', 'no_show'] as const;
export type RequestEventName = (typeof REQUEST_EVENTS)[number];

/**
 * POST /requests/{id}/status/: accept and propose fix a time (Asia/Hebron) and a length; accept may
 * carry the quote a service priced "on request" needs; decline needs a reason, cancel may have one.
 */
export const requestStatusChange = z
  .object({
    event: z.enum(REQUEST_EVENTS, { error: 'invalid_choice' }),
    date: dateField.nullish(),
    time: timeField.nullish(),
    duration_minutes: z
      .number({ error: 'invalid' })
      .int({ error: 'invalid' })
      .refine((v) => (CONSULTATION_MINUTES as readonly number[]).includes(v), { error: 'invalid_choice' })
      .default(60),
    price: z.number({ error: 'invalid' }).positive({ error: 'invalid' }).max(1_000_000, { error: 'invalid' }).nullish(),
    currency: z.enum(CURRENCIES, { error: 'invalid_choice' }).nullish(),
    reason: optionalText(MAX_REQUEST_REASON),
  })
  .superRefine((v, ctx) => {
    if (v.event === 'accept' || v.event === 'propose') {
      if (!v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'date_required' });
      if (!v.time) ctx.addIssue({ code: 'custom', path: ['time'], message: 'time_required' });
    }
    if (v.event === 'decline' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'decline_reason_required' });
    if ((v.price == null) !== (v.currency == null))
      ctx.addIssue({ code: 'custom', path: [v.price == null ? 'price' : 'currency'], message: 'quote_incomplete' });
  });
export type RequestStatusChange = z.output<typeof requestStatusChange>;

export const requestMessageRequest = z.object({ body: requiredText(MAX_REQUEST_MESSAGE, 'message_required') });

const party = z.object({ id: z.number().int(), name: z.string() });
const window = z.object({ start: z.string(), end: z.string() });

/** The listing a request is about, as its provider sees it. */
export const requestListing = z.object({
  id: z.number().int(),
  title_ar: z.string(),
  title_en: z.string(),
  type: z.enum(PROPERTY_TYPES),
  area: z.number(),
  city: z.object({ name_ar: z.string(), name_en: z.string() }),
  /** Where the plot or building is, as its owner gave it (village and address, per language; null when not given). */
  village_ar: z.string().nullable(),
  village_en: z.string().nullable(),
  address_ar: z.string().nullable(),
  address_en: z.string().nullable(),
  /** The plot's basin (حوض) and plot number (قطعة) as its owner gave them (issue 32); null when not given. */
  land_basin: z.string().nullable(),
  land_plot: z.string().nullable(),
});

/** A request as its parties (and staff) read it; `role` is the reader's side. */
export const consultationRequestSchema = z.object({
  id: z.number().int(),
  role: z.enum(['client', 'provider', 'staff']),
  /** A consultation, or a visit to `listing` (its owner is the provider side). */
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  topic: z.enum(REQUEST_TOPICS),
  client: party,
  /** null: the site's own team. */
  provider: party.nullable(),
  service_id: z.number().int().nullable(),
  offering_id: z.number().int().nullable(),
  listing: requestListing.nullable(),
  description: z.string(),
  preferred_times: z.array(window),
  contact_preference: z.enum(CONTACT_PREFERENCES),
  language: z.enum(CONSULTATION_LANGUAGES),
  scheduled_at: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
  quoted_price: z.number().nullable(),
  quoted_currency: z.enum(CURRENCIES).nullable(),
  reason: z.string().nullable(),
  changed_by: z.enum(['client', 'provider']).nullable(),
  /** The events the reader may send now. */
  actions: z.array(z.enum(REQUEST_EVENTS)),
  unread_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConsultationRequestView = z.infer<typeof consultationRequestSchema>;

export const requestMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['message', 'event']),
  event: z.enum(REQUEST_STATUSES).nullable(),
  body: z.string(),
  /** null: an account since deleted. */
  author: party.nullable(),
  mine: z.boolean(),
  created_at: z.string(),
});
export type RequestMessage = z.infer<typeof requestMessageSchema>;

export const requestListQuery = paginationQuery.extend({
  /** Which side's requests: the ones the user sent, or received as a provider. */
  as: z
    .enum(['client', 'provider'], { error: 'invalid_choice' })
    .default('client')
    .describe('Which side: `client` (requests the user sent, the default) or `provider` (requests the user received).'),
});
export const teamRequestQuery = paginationQuery.extend({
  open: queryInt({ min: 0, max: 1 }).optional().describe('1: only requests not ended yet (requested, accepted, proposed, confirmed).'),
});

export const requestListResponse = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(consultationRequestSchema),
  /** Requests with unread thread entries, on this side. */
  unread_count: z.number().int(),
});

/** A file attached to a request (private to its parties and staff; downloaded as an attachment). */
export const requestAttachmentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  /** null: an account since deleted. */
  uploader: party.nullable(),
  created_at: z.string(),
});
export type RequestAttachment = z.infer<typeof requestAttachmentSchema>;
export const attachmentParams = z.object({
  id: queryInt({ min: 1, max: MAX_ID }),
  attachment: queryInt({ min: 1, max: MAX_ID }).describe("The attachment's id (one of the request's)."),
});
