/**
 * Phones for calling and WhatsApp (decision 039), zod-free for the web bundle. Owners write their
 * number as people here do ("0599 123 456", "٠٥٩٩١٢٣٤٥٦", "+970 59 912 3456", "00972 52 …"); a
 * `tel:` or `wa.me` link needs it in international form. Local numbers are read as Palestine reads
 * them: Jawwal (059) and Ooredoo (056) mobiles and the West Bank and Gaza area codes 02, 04, 08 and 09
 * are +970; the other Israeli mobile and area prefixes (050–058, 03, 07x) are +972.
 */

import { toLatinDigits } from './text/normalize';

const PALESTINE = '970';
const ISRAEL = '972';
/** National numbers (after the trunk 0) that are Palestinian: mobiles 59/56, landlines 2, 4, 8, 9 (8 digits). */
const PALESTINIAN_NATIONAL = /^(5[69]\d{7}|[2489]\d{7})$/;
/** Other national numbers of the shared numbering plan: mobiles 5x, landlines 3, and 7x. */
const ISRAELI_NATIONAL = /^(5\d{8}|3\d{7}|7\d{8})$/;

/**
 * The number in E.164 form ("+970599123456"), or null when it cannot be dialled from abroad as
 * written (a local number of another plan, too short or too long).
 */
export function internationalPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const latin = toLatinDigits(phone).trim();
  let digits = latin.replace(/\D/g, '');
  if (latin.startsWith('+')) return e164(digits);
  if (digits.startsWith('00')) return e164(digits.slice(2));
  if ((digits.startsWith(PALESTINE) || digits.startsWith(ISRAEL)) && digits.length >= 11) return e164(digits);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (PALESTINIAN_NATIONAL.test(digits)) return `+${PALESTINE}${digits}`;
  if (ISRAELI_NATIONAL.test(digits)) return `+${ISRAEL}${digits}`;
  return null;
}

/** A country code and 6–14 more digits (E.164 allows 15 in all); the national part of +970/+972 as above. */
function e164(digits: string): string | null {
  if (digits.startsWith(PALESTINE) || digits.startsWith(ISRAEL)) {
    const national = digits.slice(3).replace(/^0/, '');
    return PALESTINIAN_NATIONAL.test(national) || ISRAELI_NATIONAL.test(national) ? `+${digits.slice(0, 3)}${national}` : null;
  }
  return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : null;
}

/** An E.164 number grouped for reading: "+970 599 123 456", "+970 2 295 0000"; others as they are. */
export function phoneDisplay(international: string): string {
  const code = international.slice(1, 4);
  if (code !== PALESTINE && code !== ISRAEL) return international;
  const national = international.slice(4);
  const groups =
    national.length === 9
      ? [national.slice(0, 3), national.slice(3, 6), national.slice(6)]
      : [national.slice(0, 1), national.slice(1, 4), national.slice(4)];
  return `+${code} ${groups.join(' ')}`;
}

/** A WhatsApp chat with `international` (E.164), its first message written for the sender. */
export function whatsappLink(international: string, message?: string): string {
  const base = `https://wa.me/${international.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
