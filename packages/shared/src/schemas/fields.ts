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

/** Free text that must be there: control characters dropped, trimmed, at most `max` characters. */
export const requiredText = (max: number, required: ErrorCode) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : 'invalid') })
    .overwrite((v) => stripControls(v).trim())
    .min(1, { error: required })
    .max(max, { error: 'too_long' });

/** Free text that may be left out: empty means null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'invalid' })
    .overwrite((v) => stripControls(v).trim())
    .max(max, { error: 'too_long' })
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
