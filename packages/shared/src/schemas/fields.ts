import type { ErrorCode } from '../errors';
import { toLatinDigits } from '../text/normalize';
import { z } from '../zod';

export const MAX_EMAIL = 254;
/** Longest phone input accepted before normalization (digits plus spaces, dashes, parentheses). */
export const MAX_PHONE = 40;
export const MIN_PHONE_DIGITS = 7;
export const MAX_PHONE_DIGITS = 20;

/** Latin digits, single spaces, no surrounding blanks: "٠٥٩ ١٢٣  ٤٥٦٧" → "059 123 4567". */
export function normalizePhone(phone: string): string {
  return toLatinDigits(phone).replace(/\s+/g, ' ').trim();
}

/** Loose check of a normalized phone: an optional leading +, digits, spaces, dashes, parentheses; 7–20 digits. */
export function isValidPhone(phone: string): boolean {
  if (!/^\+?[0-9 ()-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

/**
 * Strips control characters (PostgreSQL text cannot hold NUL) and halves of surrogate pairs standing
 * alone (not text: a JSON column refuses them); keeps line breaks and tabs.
 */
export const stripControls = (s: string) =>
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');

/**
 * Invisible characters that change how the text around them is shown (display spoofing: a name that
 * reads backwards in an e-mail subject or a staff queue, a word split by a zero-width space): every
 * format character (Unicode Cf — the bidi embeddings, overrides and isolates U+202A–202E and U+2066–2069,
 * U+200B, U+2060–2064, U+FEFF, the soft hyphen, tags U+E0000–E007F…) and the blank fillers that pass for
 * letters. Kept, because typing needs them (decision 051): ZWNJ and ZWJ (Arabic and Persian words,
 * emoji), the direction marks LRM, RLM and ALM (mixed Arabic and English; they move only neighbouring
 * punctuation), the Arabic number signs, and a flag emoji's tag sequence (🏴 + tags + cancel tag).
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/u;
const TYPED_FORMAT = /\u200C|\u200D|\u200E|\u200F|\u061C|[\u0600-\u0605]|\u06DD|\u08E2/g;
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/** Whether `s` holds an invisible character free text refuses (see INVISIBLE). */
export const hasInvisibleCharacters = (s: string) => INVISIBLE.test(s.replace(EMOJI_TAG_SEQUENCE, '').replace(TYPED_FORMAT, ''));

/** The refinement every free-text field carries: invisible characters are `invalid_characters`. */
export const visible = [(v: string) => !hasInvisibleCharacters(v), { error: 'invalid_characters' as const }] as const;

/** Free text that must be there: control characters dropped, trimmed, at most `max` characters, nothing invisible. */
export const requiredText = (max: number, required: ErrorCode) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'invalid') })
    .overwrite((v) => stripControls(v).trim())
    .min(1, { error: required })
    .max(max, { error: 'too_long' })
    .refine(...visible);

/** Free text that may be left out: empty means null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .overwrite((v) => stripControls(v).trim())
    .max(max, { error: 'too_long' })
    .refine(...visible)
    .nullish()
    .transform((v) => (v ? v : null));

// No `abort: true` on these checks: an aborted field would skip its form's cross-field rules (the
// passwords of registerRequest must still be compared). A pipe runs its right side only when the left
// passed, so a field gets one code.

/** A required e-mail address, trimmed and lower-cased. */
export const emailField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'email_required' : 'email_invalid') })
  .trim()
  .min(1, { error: 'email_required' })
  .max(MAX_EMAIL, { error: 'email_invalid' })
  .toLowerCase()
  .pipe(z.email({ error: 'email_invalid' }));

/**
 * An optional phone number (Arabic-Indic digits and separators accepted), normalized: empty or null
 * means none (null); left out, it stays undefined (a profile edit without it keeps the stored one).
 */
export const phoneField = z
  .string({ error: 'phone_invalid' })
  .max(MAX_PHONE, { error: 'phone_invalid' })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === '') return null;
    if (!isValidPhone(phone)) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    return phone;
  })
  .nullish();
