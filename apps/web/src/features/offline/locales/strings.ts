import { featureStrings } from '@/lib/i18n';

/** The offline feature's strings (offline page, saved-copy banner, update prompt), loaded with what shows them. */
featureStrings((locale) => (locale === 'en' ? import('./en.json') : import('./ar.json')));
