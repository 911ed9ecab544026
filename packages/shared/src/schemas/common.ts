import { MAX_ID } from '../ids';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../limits';
import { MAX_SEARCH_LENGTH } from '../realty';
import { toLatinDigits } from '../text/normalize';
import { z } from '../zod';

/** A whole number from a query string or form field; Arabic-Indic digits accepted. */
export const queryInt = (opts: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: 'invalid_number' })
      .int({ error: 'invalid_number' })
      .min(opts.min ?? 0, { error: 'too_small' })
      .max(opts.max ?? Number.MAX_SAFE_INTEGER, { error: 'too_big' }),
  );

/** A decimal number from a query string or form field; Arabic-Indic digits accepted. */
export const queryNumber = (opts: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v.trim()))) : v),
    z
      .number({ error: 'invalid_number' })
      .refine(Number.isFinite, { error: 'invalid_number' })
      .pipe(
        z
          .number()
          .min(opts.min ?? 0, { error: 'too_small' })
          .max(opts.max ?? 1e12, { error: 'too_big' }),
      ),
  );

/** NUL and the other control characters, except tab and line breaks (pasted text has them; they are spaces). */
const QUERY_CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * A free-text query parameter (every search box, public or staff): trimmed, at most `max` characters.
 * NUL and the other control characters get `invalid_characters`: nobody types them, and PostgreSQL
 * text cannot hold NUL.
 */
export const queryText = (max = MAX_SEARCH_LENGTH) =>
  z
    .string({ error: 'invalid' })
    .refine((v) => !QUERY_CONTROL.test(v), { error: 'invalid_characters', abort: true })
    .trim()
    .max(max, { error: 'too_long' });

export const paginationQuery = z.object({
  page: queryInt({ min: 1, max: MAX_PAGE }).optional().default(1),
  // Over-large page sizes are clamped rather than refused: a client asking for "all" still gets a page.
  page_size: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? Number(toLatinDigits(v.trim())) : v),
      z.number({ error: 'invalid_number' }).int({ error: 'invalid_number' }).min(1, { error: 'too_small' }),
    )
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .optional()
    .default(DEFAULT_PAGE_SIZE),
});

/**
 * Paging for lists that can hold a whole region's listings (decision 034): numbered pages for the
 * first rows, and `cursor`, the opaque token of a `next` / `previous` link, for any depth.
 */
export const keysetPaginationQuery = paginationQuery.extend({
  cursor: z.string({ error: 'invalid_cursor' }).max(200, { error: 'invalid_cursor' }).optional(),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A list paged by cursor: `count` stops at a bound, and `count_capped` says it did ("1,000+", decision 034). */
export function keysetPaginated<T extends z.ZodType>(item: T) {
  return paginated(item).extend({ count_capped: z.boolean() });
}

export type Paginated<T> = { count: number; count_capped?: boolean; next: string | null; previous: string | null; results: T[] };

export const errorBody = z.object({ detail: z.string(), code: z.string() });
export const validationErrorBody = z
  .object({ detail: z.string(), code: z.literal('validation_error'), field_codes: z.record(z.string(), z.array(z.string())) })
  .catchall(z.unknown());

export const idParam = z.object({ id: queryInt({ min: 1, max: MAX_ID }) });

/** A stored photo or video as the API shows it (a listing's, a project's): images with their widths in a srcset. */
export const mediaItem = z.object({
  id: z.number().int(),
  media_type: z.enum(['image', 'video']),
  /** Images: the ~960 px variant; videos: the file. */
  file_url: z.string(),
  /** Images only; null for videos. */
  srcset: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaItem = z.infer<typeof mediaItem>;

/**
 * One entry of an ordered media list (a project's media, a listing's photos: decision 046): a stored
 * item by its id, or a file sent with the same request by its multipart field name (`file`, matching
 * `filePattern`), never both; `extra` adds what each item carries (a project's captions).
 */
export const mediaOrderEntry = <T extends z.ZodRawShape = Record<never, never>>(filePattern: RegExp, extra?: T) =>
  z
    .object({
      id: z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .positive({ error: 'invalid' })
        .max(2_147_483_647, { error: 'invalid' })
        .optional(),
      file: z.string({ error: 'invalid' }).regex(filePattern, { error: 'invalid' }).optional(),
      ...(extra ?? ({} as T)),
    })
    .refine(
      (m) => {
        const { id, file } = m as { id?: number; file?: string };
        return (id === undefined) !== (file === undefined);
      },
      { error: 'invalid' },
    );

/** A form or JSON value that may be a JSON-encoded list (multipart sends lists as '["…"]'); '' is an empty list. */
export const jsonList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
};
