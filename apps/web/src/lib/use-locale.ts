import { isLocale, type Locale } from '@manara/shared/i18n/index';
import { useTranslation } from '@/lib/use-translation';

/** The current UI language as a Locale ('ar' | 'en'). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'ar';
}
