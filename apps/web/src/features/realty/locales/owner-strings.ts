import { featureStrings } from '@/lib/i18n';

/**
 * The listings' strings that only their owners (dashboard, edits, renewal, inbox, saved listings) and
 * staff see: loaded with those pages, not in the catalogue every public page downloads (issue 35,
 * decision 054). Their keys keep their `realty.` names (mine, edit, renewal, inbox, saved).
 */
featureStrings((locale) => (locale === 'en' ? import('./owner/en.json') : import('./owner/ar.json')));
