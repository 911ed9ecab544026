import type { Locale } from '../i18n/index';
import { scriptLanguage } from './listing-text';

/**
 * A person's public name in Arabic and English (decision 072): the account's `name` as typed, and the
 * optional display name per language (null or '' where not written).
 */
export interface DisplayNames {
  name: string;
  display_name_ar?: string | null;
  display_name_en?: string | null;
}

/** The name a reader of `locale` sees, its language, and whether that is not the reader's language. */
export interface ShownName {
  text: string;
  lang: Locale;
  fallback: boolean;
}

/**
 * Like a listing's address (decision 055): the reader's language's display name; else the typed name
 * when its script is the reader's language; else the other language's display name; else the typed
 * name, in the language its script says (marked as the other language).
 */
export function displayName(names: DisplayNames, locale: Locale): ShownName {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const typed = names.name.trim();
  const typedLang = scriptLanguage(typed);
  const own = names[`display_name_${locale}`];
  if (own) return { text: own, lang: locale, fallback: false };
  if (typed && typedLang === locale) return { text: typed, lang: locale, fallback: false };
  const others = names[`display_name_${other}`];
  if (others) return { text: others, lang: other, fallback: true };
  return { text: typed, lang: typedLang, fallback: typedLang !== locale };
}
