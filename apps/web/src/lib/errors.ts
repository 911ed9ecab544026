import { ERROR_MESSAGES, isErrorCode as isSharedErrorCode, type ErrorCode } from '@manara/shared/errors';
import type { Locale } from '@manara/shared/i18n/index';
import { useSyncExternalStore } from 'react';
import { onApiFailure, type ApiErrorBody } from './api';
import { loadWithLanguage, pageLanguage } from './i18n';

/**
 * The API's error messages in the browser: a page loads only its own language's, not both languages'
 * as `ERROR_MESSAGES` holds them, and only when it is about to show one (decision 054) — never with the
 * page's first load, which shows none:
 * - at the reader's first press, key or focus on a page that can show errors (that imports this module),
 *   so they are in before a form is filled in;
 * - at once when the page was opened after the first load (a page change) or its server-rendered state
 *   holds a failed read (that failure is on screen: hydration needs its text);
 * - a failed API call waits for them before it rejects (`onApiFailure`), so its code is shown as text;
 * - the form kit's fields wait for them before showing a validation error (`useErrorText`).
 * A language switch loads the next language's before showing it, once any were loaded. The server
 * renderer reads `ERROR_MESSAGES` itself (the browser build leaves it out). Every language has the
 * same codes.
 */
const loaded: Partial<Record<Locale, Promise<void>>> = {};
const messages: Partial<Record<Locale, Readonly<Record<ErrorCode, string>>>> = {};
const whenLoaded = new Set<() => void>();

/** Loads `locale`'s error messages once (their own small chunk); `errorText` in that language needs them. */
export function loadErrorMessages(locale: Locale): Promise<void> {
  return (loaded[locale] ??= (async () => {
    try {
      messages[locale] = (locale === 'en' ? await import('./error-messages-en') : await import('./error-messages-ar')).default;
    } catch (error) {
      delete loaded[locale]; // a failed download is tried again by the next error
      throw error;
    }
    whenLoaded.forEach((notify) => notify());
  })());
}

/** The page language's messages: wait for this before an error becomes visible (resolves on the server). */
export function errorMessagesReady(locale: Locale = pageLanguage()): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  // A failed download (offline): the server's own `detail` or the form's own failure is said; the next error tries again.
  return loadErrorMessages(locale).catch(() => {});
}

if (!import.meta.env.SSR && typeof document !== 'undefined') {
  const load = () => void errorMessagesReady();
  const state = document.getElementById('manara-state')?.textContent ?? '';
  // The first load is done (`data-hydrated`), or a read the server rendered failed.
  if (document.documentElement.dataset.hydrated || state.includes('"status":"error"')) load();
  else for (const type of ['pointerdown', 'keydown', 'focusin']) addEventListener(type, load, { once: true, capture: true, passive: true });
  loadWithLanguage((locale) => (Object.keys(loaded).length ? loadErrorMessages(locale) : Promise.resolve()));
  onApiFailure(() => errorMessagesReady());
}

function subscribe(notify: () => void) {
  whenLoaded.add(notify);
  return () => void whenLoaded.delete(notify);
}

/**
 * `errorText` for a component that shows errors it did not get from the API (a form's validation): an
 * error code whose language's messages are still loading shows nothing until they are in (then the
 * component renders again with the text), never the code itself.
 */
export function useErrorText(): (key: string | null | undefined, locale: Locale) => string | undefined {
  // Renders the component again when more messages are in.
  useSyncExternalStore(subscribe, loadedLanguages, loadedLanguages);
  return (key, locale) => {
    if (!import.meta.env.SSR && key && !messages[locale] && CODE.test(key)) {
      void errorMessagesReady(locale);
      return undefined;
    }
    return errorText(key, locale);
  };
}

const loadedLanguages = () => Object.keys(messages).join();

/** What an error code looks like (`required`, `password_too_short`); the server's own messages are sentences. */
const CODE = /^[a-z][a-z0-9_]*$/;

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
