import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Switches between Arabic and English; the choice is saved and sets the page direction. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      lang={next}
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium hover:bg-stone-100', className)}
      aria-label={t('nav.switchLanguage')}
    >
      <Languages className="size-4" aria-hidden="true" />
      {next === 'ar' ? 'العربية' : 'English'}
    </button>
  );
}
