import { DEFAULT_LOCALE, dir, FALLBACK_LOCALE, isLocale, type Locale } from '@manara/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'language';

type Messages = Record<string, unknown>;

/**
 * Every user-visible string lives in a locales/ar.json + en.json pair: the app's own in src/locales,
 * each feature's in src/features/<feature>/locales. They are merged into one catalogue per language;
 * a test checks that both languages have the same keys.
 */
const files = import.meta.glob<Messages>(['../locales/*.json', '../features/*/locales/*.json'], { eager: true, import: 'default' });

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object') {
      deepMerge(existing as Messages, value as Messages);
    } else {
      target[key] = value;
    }
  }
  return target;
}

export function catalogue(locale: Locale): Messages {
  const merged: Messages = {};
  for (const [file, messages] of Object.entries(files)) if (file.endsWith(`/${locale}.json`)) deepMerge(merged, messages);
  return merged;
}

export function savedLanguage(): Locale {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function applyDocumentLanguage(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = dir(locale);
}

export function createI18n(locale: Locale = savedLanguage()) {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['ar', 'en'],
    resources: { ar: { translation: catalogue('ar') }, en: { translation: catalogue('en') } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyDocumentLanguage(locale);
  instance.on('languageChanged', (lng) => {
    const next = isLocale(lng) ? lng : DEFAULT_LOCALE;
    applyDocumentLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
  });
  return instance;
}
