import { passwordResemblesAccount, registerRequest, type ErrorCode } from '@manara/shared';
import { isCommonPassword } from '../../lib/common-passwords';
import { AppError } from '../../lib/errors';

/** The checks every new password passes beyond its length: not a common one, not the account's e-mail or name. */
export function checkNewPassword(password: string, account: { email: string; name?: string }): void {
  refuseCommonPassword(password);
  if (passwordResemblesAccount(password, account)) throw AppError.field('password', 'password_too_similar');
}

/** A new password must not be one of the most common ones (checked here: the list stays off the web bundle). */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw AppError.field('password', 'password_too_common');
}

/** Validates one field with the registration rules (same codes as the API), for callers without a request. */
export function parseField(field: 'email' | 'password' | 'name', value: string): string {
  const result = registerRequest.shape[field].safeParse(value);
  if (!result.success) throw AppError.field(field, (result.error.issues[0]?.message ?? 'invalid') as ErrorCode);
  return result.data;
}
