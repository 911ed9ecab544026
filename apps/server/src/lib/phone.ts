import { internationalPhone } from '@manara/shared';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Whether WhatsApp can reach a phone number (issue 33; decisions 039 and 056): only a number the phone
 * number library (libphonenumber-js, Google's numbering metadata) classifies as a mobile — Jawwal and
 * Ooredoo (+970 59/56), the Israeli mobile ranges (+972 5x) — or, in a plan whose mobiles and landlines
 * share ranges (+1), as possibly one. A landline (+970 2 …, +972 3 …), an unassigned range or a number
 * the library cannot read is not. Server-only: the library's metadata stays out of the browser's bundle;
 * the API tells pages whether to offer WhatsApp.
 */
export function isMobilePhone(phone: string | null | undefined): boolean {
  const international = internationalPhone(phone);
  if (!international) return false;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed?.isValid()) return false;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** The international form (E.164) to call and, when it is a mobile, to chat on WhatsApp with; nulls without a usable number. */
export function phoneLinks(phone: string | null | undefined): { phone: string | null; whatsapp: boolean } {
  const international = internationalPhone(phone);
  return { phone: international, whatsapp: international !== null && isMobilePhone(international) };
}
