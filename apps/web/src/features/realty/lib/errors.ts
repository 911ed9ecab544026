import { errorMessage, isErrorCode } from '@manara/shared/errors';
import type { Locale } from '@manara/shared/i18n/index';
import { isAxiosError } from 'axios';
import { apiFieldErrors } from '@/lib/api';

/** A validation code (from a shared schema or the server) in the current language; unknown codes as is. */
export function codeMessage(code: string | undefined, locale: Locale): string {
  if (!code) return errorMessage('invalid', locale);
  return isErrorCode(code) ? errorMessage(code, locale) : code;
}

/**
 * A 400's field errors as `{ field: message }` in the current language: translated from the machine
 * codes (so they follow a language switch), else the server's own messages.
 */
export function fieldErrors(error: unknown, locale: Locale): Record<string, string> {
  if (!isAxiosError(error) || error.response?.status !== 400) return {};
  const codes = (error.response.data as { field_codes?: Record<string, string[]> } | undefined)?.field_codes;
  if (codes && typeof codes === 'object') {
    const out: Record<string, string> = {};
    for (const [field, list] of Object.entries(codes)) if (Array.isArray(list) && list[0]) out[field] = codeMessage(list[0], locale);
    return out;
  }
  return apiFieldErrors(error);
}

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
