/**
 * Finance offerings and completed projects (specification §3 and decisions.md): the vocabularies, with
 * no zod, so the web bundle can import them without the schemas.
 */
export const OFFERING_CATEGORIES = [
  'consultation',
  'financial_planning',
  'investment',
  'portfolio_management',
  'market_analysis',
  'risk_management',
] as const;
export type OfferingCategory = (typeof OFFERING_CATEGORIES)[number];

/** What an offering's price is per. */
export const PRICE_UNITS = ['session', 'hour', 'month', 'day'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const PROJECT_TYPES = ['residential', 'commercial', 'industrial', 'mixed', 'renovation', 'construction'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const MAX_CONTACT_SUBJECT = 200;
export const MAX_CONTACT_MESSAGE = 5000;
