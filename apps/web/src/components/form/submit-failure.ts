import { useCallback } from 'react';
import { errorStatus } from '@/lib/api';
import { errorKey, errorText, showFieldErrors } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';

export interface SubmitFailureOptions<F extends string> {
  /** The form's fields: the server's errors for them land on them (the first one focused). */
  fields: readonly F[];
  setError(field: F, error: { type: 'server'; message: string }, options: { shouldFocus: boolean }): void;
  /** Said when errors landed on fields; without it the fields say it alone. */
  checkFields?: string;
  /** Said when the server did not explain: no answer, a server failure, or field errors this form has no field for. */
  failed: string;
  /** How the form says it: a toast unless the form shows its failures inline (the auth pages' alert). */
  say?: (message: string) => void;
}

/**
 * The one end of a failed submit (decision 032): what was typed stays, the server's field errors land
 * on their fields; any other refusal (4xx: too many attempts, not found, a conflict) is said in the
 * server's words in the page's language, and the rest as the form's own `failed`. The returned
 * function is true when errors landed on fields.
 */
export function useSubmitFailure() {
  const locale = useLocale();
  return useCallback(
    <F extends string>(error: unknown, { fields, setError, checkFields, failed, say = toast.error }: SubmitFailureOptions<F>): boolean => {
      if (showFieldErrors(error, fields, setError)) {
        if (checkFields) say(checkFields);
        return true;
      }
      const status = errorStatus(error) ?? 0;
      const refused = status >= 400 && status < 500 && errorKey(error) !== 'validation_error';
      say((refused && errorText(errorKey(error), locale)) || failed);
      return false;
    },
    [locale],
  );
}
