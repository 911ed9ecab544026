const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_ARABIC_INDIC = '۰۱۲۳۴۵۶۷۸۹';

/** Converts Arabic-Indic and Persian digits to Latin digits; other characters are kept. */
export function toLatinDigits(input: string): string {
  let out = '';
  for (const ch of input) {
    let i = ARABIC_INDIC.indexOf(ch);
    if (i < 0) i = EXTENDED_ARABIC_INDIC.indexOf(ch);
    out += i >= 0 ? String(i) : ch;
  }
  return out.replace(/٫/g, '.').replace(/٬/g, ',');
}

// Harakat, Quranic marks, superscript alef and tatweel.
const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/**
 * Normalizes text for search, the same way on write and on query:
 * Arabic letter variants folded (أ إ آ ٱ → ا, ة → ه, ى → ي, ؤ → و, ئ → ي), diacritics and tatweel
 * removed, Arabic-Indic digits made Latin, Latin accents stripped, case folded, spaces collapsed.
 */
export function normalizeSearchText(input: string): string {
  return toLatinDigits(input)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(DIACRITICS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
