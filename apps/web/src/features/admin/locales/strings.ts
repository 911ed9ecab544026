import type { Locale } from '@manara/shared/i18n/index';
import { useTranslation } from '@/lib/use-translation';
import ar from './ar.json';
import en from './en.json';

/**
 * The staff area's strings. They stay out of the catalogue every visitor downloads (locales/catalogue-*.ts
 * leave them out: a quarter of its bytes) and join the page's i18next instance when /admin opens, for
 * the language it is shown in (again after a language switch).
 */
export const ADMIN_STRINGS: Record<Locale, typeof ar> = { ar, en };

export function useAdminStrings() {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (!i18n.getResource(locale, 'translation', 'admin')) i18n.addResourceBundle(locale, 'translation', ADMIN_STRINGS[locale], true, false);
}
