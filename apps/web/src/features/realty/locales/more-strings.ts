import { featureStrings } from '@/lib/i18n';

/**
 * The listings' strings that only parts loaded later show: the contact and report dialogs, the share
 * menu, the brochure, the providers serving a listing's city, the saved searches' list, the pin picker,
 * and the realty landing and compare pages. Loaded with those parts (each waits for them, `withStrings`
 * or a page's route), not in the catalogue every public page downloads (issue 35, decision 054). Their
 * keys keep their `realty.` names; locales/feature-strings.test.ts checks every file naming them imports
 * this module.
 */
featureStrings((locale) => (locale === 'en' ? import('./more/en.json') : import('./more/ar.json')));
