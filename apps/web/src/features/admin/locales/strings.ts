import { featureStrings } from '@/lib/i18n';

/**
 * The staff area's strings, loaded when /admin opens (a quarter of all the strings; visitors never
 * download them): import this module to show them.
 */
featureStrings((locale) => (locale === 'en' ? import('./en.json') : import('./ar.json')));
