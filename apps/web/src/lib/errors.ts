import { ERROR_MESSAGES, isErrorCode as isSharedErrorCode, type ErrorCode } from '@manara/shared/errors';
import { isLocale, type Locale } from '@manara/shared/i18n/index';
import type { ApiErrorBody } from './api';
import { loadWithLanguage } from './i18n';

/**
 * The API's error messages in the browser: a page loads only its own language's, not both languages'
 * as `ERROR_MESSAGES` holds them, and only pages that show errors (that import this module) load them
 * (decision 054). They load when this module does (the server lists the page language's chunk with the
 * page's chunks), the first render waits for them (`loadLanguageResources` in entry-client.tsx), and
 * a language switch loads the next language's before showing it. The server renderer reads
 * `ERROR_MESSAGES` itself (the browser build leaves it out). Every language has the same codes.
 */
const loaded: Partial<Record<Locale, Promise<void>>> = {};
const messages: Partial<Record<Locale, Readonly<Record<ErrorCode, string>>>> = {};

/** Loads `locale`'s error messages once (their own small chunk); `errorText` in that language needs them. */
export function loadErrorMessages(locale: Locale): Promise<void> {
  return (loaded[locale] ??= (async () => {
    messages[locale] = (locale === 'en' ? await import('./error-messages-en') : await import('./error-messages-ar')).default;
  })());
}

if (!import.meta.env.SSR && typeof document !== 'undefined') {
  void loadErrorMessages(isLocale(document.documentElement.lang) ? document.documentElement.lang : 'ar');
  loadWithLanguage(loadErrorMessages);
}

/** Whether `value` is an API error code (in the browser: a key of any language's loaded messages). */
export function isErrorCode(value: unknown): value is ErrorCode {
  if (import.meta.env.SSR) return isSharedErrorCode(value);
  const known = messages.ar ?? messages.en;
  return typeof value === 'string' && known !== undefined && Object.hasOwn(known, value);
}

/**
 * The one way from an error to text on screen. Forms and failed calls keep *keys*: an error code (the
 * shared zod schemas use codes as messages; the server sends `code` and `field_codes`) or, failing that,
 * a message the server already translated. Keys become text only when shown, so errors already on
 * screen follow a language switch.
 */
export function errorText(key: string | null | undefined, locale: Locale): string | undefined {
  if (!key) return undefined;
  if (!isErrorCode(key)) return key;
  if (import.meta.env.SSR) return ERROR_MESSAGES[key][locale];
  return (messages[locale] ?? messages.ar ?? messages.en)![key];
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
