import { featureStrings } from '@/lib/i18n';

/** The legal feature's strings, loaded with the pages that show them: import this module to show them. */
featureStrings((locale) => (locale === 'en' ? import('./en.json') : import('./ar.json')));
