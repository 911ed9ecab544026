import { COMPARE_MAX, RECENT_MAX } from '../compare';
import { MAX_ID } from '../ids';
import { toLatinDigits } from '../text/normalize';
import { z } from '../zod';
import { propertyCard } from './realty';

/**
 * A list of listing ids in a query string (`ids=12,7,30`; Arabic-Indic digits accepted), 1 to `max`
 * of them, each a valid id; a repeated id counts once. More than `max` is `tooMany`.
 */
const listingIds = (max: number, tooMany: 'compare_too_many' | 'too_many_ids') =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? toLatinDigits(v)
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
        : v,
    z
      .array(
        z.preprocess(
          (s) => (typeof s === 'string' && /^\d{1,10}$/.test(s) ? Number(s) : s),
          z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(MAX_ID, { error: 'invalid' }),
        ),
        { error: 'invalid' },
      )
      .min(1, { error: 'required' })
      .transform((ids) => [...new Set(ids)])
      .pipe(z.array(z.number()).max(max, { error: tooMany })),
  );

/** GET /realty/properties/compare/: up to COMPARE_MAX listings, every one public (else 404 compare_unavailable). */
export const compareQuery = z.object({
  ids: listingIds(COMPARE_MAX, 'compare_too_many').describe('Listing ids, comma-separated: one to four (12,7,30)'),
});
export type CompareQuery = z.infer<typeof compareQuery>;

/** GET /realty/properties/batch/: up to RECENT_MAX listings; those no longer public are left out (recently viewed). */
export const listingBatchQuery = z.object({
  ids: listingIds(RECENT_MAX, 'too_many_ids').describe('Listing ids, comma-separated: one to ten (12,7,30)'),
});
export type ListingBatchQuery = z.infer<typeof listingBatchQuery>;

/** A listing in a comparison: its card and its amenities. */
export const compareItem = propertyCard.extend({ amenities: z.array(z.string()) });
export type CompareItem = z.infer<typeof compareItem>;

/** The listings asked for, in the order asked (compare), or those of them still public (batch). */
export const compareResponse = z.object({ results: z.array(compareItem) });
export type CompareResponse = z.infer<typeof compareResponse>;
