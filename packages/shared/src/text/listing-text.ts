import type { Locale } from '../i18n/index';

/**
 * A listing's title and description in Arabic, English or both (decision 045): zod-free, for the
 * server's presenter and mail and the web's pages alike. A language is written when its title is.
 */

/** Arabic letters (the Arabic blocks and their presentation forms). */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** The language a text is in by its script: Arabic letters → 'ar', anything else → 'en'. */
export function scriptLanguage(text: string): Locale {
  return ARABIC_LETTER.test(text) ? 'ar' : 'en';
}

/** A listing's texts per language ('' where the owner did not write that language). */
export interface ListingTexts {
  title_ar: string;
  title_en: string;
  description_ar?: string;
  description_en?: string;
}

/** The text a page in `locale` shows: its language's when written, else the other's, and which language that is. */
export interface ShownText {
  title: string;
  description: string;
  /** The language `title` and `description` are in. */
  lang: Locale;
  /** True when the page's language has no text, so the other language's is shown. */
  fallback: boolean;
}

export function listingText(texts: ListingTexts, locale: Locale): ShownText {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const lang = texts[`title_${locale}`] ? locale : texts[`title_${other}`] ? other : locale;
  return {
    title: texts[`title_${lang}`],
    description: texts[`description_${lang}`] ?? '',
    lang,
    fallback: lang !== locale,
  };
}
