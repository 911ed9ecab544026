import { keysetPaginationQuery, paginationQuery, queryText } from './common';
import { requiredText } from './fields';
import { heldChangesSchema, listingTitle, myPropertySchema, PROPERTY_STATUSES } from './realty';
import { z } from '../zod';

/** GET /admin/properties/: every listing, by status, searched by title or owner. */
export const adminPropertyListQuery = keysetPaginationQuery.extend({
  status: z.enum(PROPERTY_STATUSES, { error: 'invalid_choice' }).optional(),
  search: queryText().optional(),
});

export const adminPropertySchema = myPropertySchema.omit({ reach: true }).extend({
  /** email_verified: whether the owner opened the link sent to their address. */
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string(), email_verified: z.boolean() }),
  published_at: z.string().nullable(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

/** GET /admin/listing-changes/: an owner's edit of a live listing waiting for review, beside the published values (decision 044). */
export const listingChangeReviewSchema = z.object({
  id: z.number().int(),
  /** The published title (decision 045) and status; the changes may hold new titles. */
  ...listingTitle,
  status: z.enum(PROPERTY_STATUSES),
  owner_id: z.number().int(),
  changes: heldChangesSchema,
  /** For each changed field, its published value. */
  published: z.record(z.string(), z.unknown()),
});
export type ListingChangeReview = z.infer<typeof listingChangeReviewSchema>;
export const listingChangesResponse = z.object({
  count: z.number().int(),
  results: z.array(listingChangeReviewSchema),
  /** The cities a changed `city_id` names, published and proposed. */
  cities: z.array(z.object({ id: z.number().int(), name_ar: z.string(), name_en: z.string() })),
});
export type ListingChangesResponse = z.infer<typeof listingChangesResponse>;

export const MAX_REJECTION_REASON = 1000;

/** POST /admin/properties/{id}/reject/: the owner sees the reason. */
export const rejectRequest = z.object({ reason: requiredText(MAX_REJECTION_REASON, 'reason_required') });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  details: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/users/ */
export const adminUserListQuery = paginationQuery.extend({ search: queryText().optional() });

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['client', 'provider']),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PATCH /admin/users/{id}/: make or unmake staff, deactivate or reactivate (deactivating signs them out everywhere). */
export const adminUserUpdate = z.object({
  is_staff: z.boolean({ error: 'invalid' }).optional(),
  is_active: z.boolean({ error: 'invalid' }).optional(),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  language: z.enum(['ar', 'en']),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /admin/outbox/: e-mail kept instead of sent when no SMTP server is configured. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  kind: z.string(),
  language: z.enum(['ar', 'en']),
  subject: z.string(),
  /** The plain-text part (the HTML part says the same). */
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
