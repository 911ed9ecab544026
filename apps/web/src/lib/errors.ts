import { ERROR_MESSAGES, isErrorCode } from '@manara/shared/errors';
import type { Locale } from '@manara/shared/i18n/index';
import type { ApiErrorBody } from './api';

/**
 * The one way from an error to text on screen. Forms and failed calls keep *keys*: an error code (the
 * shared zod schemas use codes as messages; the server sends `code` and `field_codes`) or, failing that,
 * a message the server already translated. Keys become text only when shown, so errors already on
 * screen follow a language switch.
 */
export function errorText(key: string | null | undefined, locale: Locale): string | undefined {
  if (!key) return undefined;
  return isErrorCode(key) ? ERROR_MESSAGES[key][locale] : key;
}

/** The server's body of a failed call (an ApiError, or one that went through JSON from server rendering). */
function body(error: unknown): ApiErrorBody | null {
  const b = error && typeof error === 'object' ? (error as { body?: unknown }).body : null;
  return b && typeof b === 'object' ? (b as ApiErrorBody) : null;
}

/** A 400's field errors as `{ field: key }`: the field's code when the server named a known one, else its message. */
export function fieldErrorKeys(error: unknown): Record<string, string> {
  const data = body(error);
  if (!data || data.code !== 'validation_error') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    if (field === 'detail' || field === 'code' || field === 'field_codes' || !Array.isArray(value) || typeof value[0] !== 'string')
      continue;
    const code = data.field_codes?.[field]?.[0];
    out[field] = isErrorCode(code) ? code : value[0];
  }
  return out;
}

/** A failed call's error as a key (its code when known, else its `detail`); null when the server said nothing usable. */
export function errorKey(error: unknown): string | null {
  const data = body(error);
  if (!data) return null;
  if (isErrorCode(data.code)) return data.code;
  return typeof data.detail === 'string' && data.detail ? data.detail : null;
}

/**
 * Puts a 400's field errors on the form's own fields (the first one focused); true when any landed, so
 * the caller shows a "check the fields" message instead of a general failure.
 */
export function showFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: 'server'; message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const keys = fieldErrorKeys(error);
  let shown = false;
  for (const field of fields) {
    const key = keys[field];
    if (!key) continue;
    setError(field, { type: 'server', message: key }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
