import type { ErrorCode } from '../errors';
import { isValidPhone, MAX_EMAIL, MAX_PHONE, normalizePhone } from './auth';
import { z } from '../zod';

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

/** A required e-mail address, lower-cased. */
export const emailField = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'email_required' : 'email_invalid') })
  .trim()
  .min(1, { error: 'email_required', abort: true })
  .max(MAX_EMAIL, { error: 'email_invalid', abort: true })
  .toLowerCase()
  .pipe(z.email({ error: 'email_invalid' }));

/** An optional phone number (Arabic-Indic digits and separators accepted), normalized; empty means null. */
export const phoneField = z
  .string({ error: 'phone_invalid' })
  .max(MAX_PHONE, { error: 'phone_invalid', abort: true })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === '') return null;
    if (!isValidPhone(phone)) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    return phone;
  })
  .nullish()
  .transform((v) => v ?? null);
