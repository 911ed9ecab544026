import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { saveLanguage, switchLanguage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { carriesSecret } from '@/lib/page';
import { localizePath, plainPath } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';

/**
 * Switches between Arabic and English. It is a real link to this page in the other language (so
 * crawlers and new tabs get it too); a click switches in place — the page stays mounted, typed input
 * is kept — and remembers the choice. The visible label is the accessible name (WCAG 2.5.3).
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const next = locale === 'ar' ? 'en' : 'ar';
  const path = localizePath(plainPath(location.pathname), next);
  // A page whose address holds a secret links to itself without it (a cached or shared copy of the HTML
  // must not carry a live link); the switch in place keeps it.
  const secret = carriesSecret(useMatches());
  const href = secret ? path : path + location.search + location.hash;

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    saveLanguage(next);
    await switchLanguage(i18n, next);
    void navigate(path + location.search + location.hash, { replace: true, preventScrollReset: true, state: location.state });
  };

  return (
    <a
      href={href}
      hrefLang={next}
      lang={next}
      onClick={(e) => void onClick(e)}
      className={cn('inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium hover:bg-stone-100', className)}
    >
      <Languages className="size-4" aria-hidden="true" />
      {next === 'ar' ? 'العربية' : 'English'}
    </a>
  );
}
