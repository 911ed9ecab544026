import { dir, isLocale, type Locale } from '@manara/shared/i18n/index';
import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeMessages, type Messages } from '@/locales/merge';

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * A language's strings, as their own chunk: a page downloads only the language it is shown in. In the
 * browser that is the strings every page shows (the app's and the listings'); each other feature's
 * arrive with the pages that show them (`featureStrings`). The server renderer holds them all.
 */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  if (import.meta.env.SSR) {
    return (locale === 'en' ? await import('@/locales/full-catalogue-en') : await import('@/locales/full-catalogue-ar')).default;
  }
  return (locale === 'en' ? await import('@/locales/catalogue-en') : await import('@/locales/catalogue-ar')).default;
}

/** The language the browser's page is shown in now (switchLanguage keeps `<html lang>` up to date). */
export function pageLanguage(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : 'ar';
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

/**
 * A part loaded later (a dialog, a section, the brochure): its module once the strings it asked for
 * (`featureStrings`, started when the module was evaluated) are in, so it never renders a key.
 */
export async function withStrings<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  await loadLanguageResources(pageLanguage());
  return loaded;
}

/** Each language's feature strings loaded so far in this browser (`featureStrings`). */
const featureMessages: Record<Locale, Messages[]> = { ar: [], en: [] };
/** The browser's i18next instance, which feature strings join as they arrive. */
let browserInstance: I18n | null = null;

/**
 * A feature's strings (`features/<name>/locales/strings.ts` calls this with its two languages' files),
 * loaded with the pages that show them instead of by every page (decision 054). Importing the feature's
 * `locales/strings` module is how a file says it shows them: the module starts loading the page's
 * language at once (the server lists that chunk with the page), the first render waits for it
 * (`loadLanguageResources` in entry-client.tsx; routes.tsx before a page opened later) and a language
 * switch loads the next language's first. locales/feature-strings.test.ts checks every file that names a
 * feature's keys imports it. The server renderer's catalogue already holds every feature's strings.
 */
export function featureStrings(load: (locale: Locale) => Promise<{ default: Messages }>): void {
  if (import.meta.env.SSR) return;
  const loaded: Partial<Record<Locale, Promise<void>>> = {};
  const loadOnce = (locale: Locale): Promise<void> =>
    (loaded[locale] ??= load(locale).then(
      ({ default: messages }) => {
        featureMessages[locale].push(messages);
        browserInstance?.addResourceBundle(locale, 'translation', messages, true, false);
      },
      (error: unknown) => {
        delete loaded[locale]; // a failed download is tried again next time
        throw error;
      },
    ));
  if (typeof document !== 'undefined') loadOnce(pageLanguage()).catch(() => {});
  loadWithLanguage(loadOnce);
}

/** An i18next instance showing `locale`, with that language's strings (more are added on a switch). */
export function createI18n(locale: Locale, given: Messages): I18n {
  const features = featureMessages[locale];
  const messages = features.length ? mergeMessages(Object.fromEntries([given, ...features].map((m, i) => [i, m]))) : given;
  const instance = i18n.createInstance();
  if (!import.meta.env.SSR) browserInstance = instance;
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
  // Deep: feature strings of this language may have joined while the catalogue loaded.
  if (messages) instance.addResourceBundle(locale, 'translation', messages, true, false);
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
