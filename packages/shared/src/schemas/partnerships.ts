import { MAX_ID } from '../ids';
import { z } from '../zod';

/**
 * Partnerships (issue 32 item 7): a realtor and a lawyer or financial expert who work together. Either
 * invites, the other accepts or declines, either ends it; only an accepted one shows the realtor's
 * listings on the other's page.
 */
export const PARTNERSHIP_STATUSES = ['pending', 'accepted', 'declined', 'ended'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];
export const PARTNERSHIP_ACTIONS = ['accept', 'decline', 'end'] as const;
export type PartnershipAction = (typeof PARTNERSHIP_ACTIONS)[number];

/** POST /partnerships/: invite the provider `provider_id` (a realtor invites a lawyer or expert, and the reverse). */
export const partnershipInvite = z.object({
  provider_id: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(MAX_ID, { error: 'invalid' })
    .describe('The provider invited: a realtor, or a lawyer or financial expert for a realtor.'),
});
export type PartnershipInvite = z.output<typeof partnershipInvite>;

/** POST /partnerships/{id}/status/: the invited side accepts or declines; either side ends an accepted one. */
export const partnershipChange = z.object({
  action: z.enum(PARTNERSHIP_ACTIONS, { error: 'invalid_choice' }),
});
export type PartnershipChange = z.output<typeof partnershipChange>;

const partner = z.object({
  id: z.number().int(),
  name: z.string(),
  provider_type: z.enum(['lawyer', 'financial_expert', 'realtor']),
});
export type Partner = z.infer<typeof partner>;

/** A partnership as one of its two sides reads it. */
export const partnershipSchema = z.object({
  id: z.number().int(),
  status: z.enum(PARTNERSHIP_STATUSES),
  /** Whether the reader sent the (latest) invitation. */
  invited_by_me: z.boolean(),
  partner,
  /** What the reader may do now. */
  actions: z.array(z.enum(PARTNERSHIP_ACTIONS)),
  updated_at: z.string(),
});
export type PartnershipView = z.infer<typeof partnershipSchema>;

/** GET /partnerships/: the signed-in provider's partnerships, newest change first. */
export const partnershipList = z.object({ results: z.array(partnershipSchema) });
export type PartnershipList = z.infer<typeof partnershipList>;

/** GET /providers/{id}/partners/: who a provider works with, both agreeing (accepted only; public providers only). */
export const providerPartners = z.object({ results: z.array(partner) });
export type ProviderPartners = z.infer<typeof providerPartners>;
