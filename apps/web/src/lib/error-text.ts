import { ERROR_MESSAGES, isErrorCode } from '@manara/shared/errors';
import type { Locale } from '@manara/shared/i18n/index';
import { AxiosError } from 'axios';
import { apiFieldErrors } from './api';

/**
 * The text of an error in `locale`. Form errors are kept as error codes (the shared zod schemas use
 * codes as messages, the server sends `field_codes`) and translated when shown, so switching the
 * language translates errors already on screen. Anything that is not a known code (a message the
 * server already translated) is shown as it is.
 */
export function fieldMessage(codeOrText: string | null | undefined, locale: Locale): string | undefined {
  if (!codeOrText) return undefined;
  return isErrorCode(codeOrText) ? ERROR_MESSAGES[codeOrText][locale] : codeOrText;
}

/**
 * A 400's field errors as `{ field: code }` where the server gave a known code (`field_codes`), else
 * `{ field: message }` with its translated message. Feed the values to `fieldMessage`.
 */
export function apiFieldCodes(error: unknown): Record<string, string> {
  const messages = apiFieldErrors(error);
  const data = error instanceof AxiosError ? (error.response?.data as { field_codes?: unknown } | undefined) : undefined;
  const codes = data?.field_codes && typeof data.field_codes === 'object' ? (data.field_codes as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(messages)) {
    const code = Array.isArray(codes[field]) ? codes[field][0] : undefined;
    out[field] = isErrorCode(code) ? code : message;
  }
  return out;
}

/**
 * A failed call's error as a code (when the server named a known one) or its `detail` text, for
 * `fieldMessage`; null when the server said nothing usable (network failure, time-out, odd body).
 */
export function apiErrorKey(error: unknown): string | null {
  if (!(error instanceof AxiosError)) return null;
  const data = error.response?.data as { code?: unknown; detail?: unknown } | undefined;
  if (!data || typeof data !== 'object') return null;
  if (isErrorCode(data.code)) return data.code;
  return typeof data.detail === 'string' && data.detail ? data.detail : null;
}
