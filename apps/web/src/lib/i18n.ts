import { dir, type Locale } from '@manara/shared/i18n/index';
import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '@/locales/merge';

export const LANGUAGE_STORAGE_KEY = 'language';

/** A language's strings, as their own chunk: a page downloads only the language it is shown in. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  return (locale === 'en' ? await import('@/locales/catalogue-en') : await import('@/locales/catalogue-ar')).default;
}

/**
 * What else a language brings, registered by the modules that need it (lib/errors.ts: the API's error
 * messages): the first render waits for it (`loadLanguageResources`, entry-client.tsx) and a language
 * switch loads the next language's before showing it.
 */
const languageResources = new Set<(locale: Locale) => Promise<void>>();
export function loadWithLanguage(load: (locale: Locale) => Promise<void>) {
  languageResources.add(load);
}
export async function loadLanguageResources(locale: Locale): Promise<void> {
  await Promise.all([...languageResources].map((load) => load(locale)));
}

/** An i18next instance showing `locale`, with that language's strings (more are added on a switch). */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['ar', 'en'],
    resources: { [locale]: { translation: messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Shows the page in `locale`: loads its strings once, then switches (text, `lang` and `dir` together). */
export async function switchLanguage(instance: I18n, locale: Locale): Promise<void> {
  const [messages] = await Promise.all([
    instance.hasResourceBundle(locale, 'translation') ? null : loadCatalogue(locale),
    loadLanguageResources(locale),
  ]);
  if (messages) instance.addResourceBundle(locale, 'translation', messages);
  await instance.changeLanguage(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir(locale);
  }
}

/** Remembers a language the reader chose, for plain (Arabic) addresses on later visits (public/boot.js). */
export function saveLanguage(locale: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this visit */
  }
}
