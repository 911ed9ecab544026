import { LayoutDashboard, Menu, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { CurrencySwitcher } from '@/components/currency-switcher';
import { LanguageToggle } from '@/components/language-toggle';
import { ButtonLink } from '@/components/ui/button';
import { Link, NavLink } from '@/components/ui/link';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

export function Logo({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="flex items-center gap-2" aria-label={t('nav.home')}>
      <img src="/favicon.svg" alt="" className="size-9" width={36} height={36} />
      <span className={cn('text-xl font-bold', light ? 'text-white' : 'text-brand-800')}>{t('brand.name')}</span>
    </Link>
  );
}

const LINKS = [
  { to: '/finance', key: 'nav.finance' },
  { to: '/realty', key: 'nav.realty' },
  { to: '/legal', key: 'nav.legal' },
] as const;

export function Header() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useSession();
  // The mobile menu closes on navigation: it is open only for the path it was opened on.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: (v: boolean) => boolean) => setOpenOn(next(open) ? pathname : null);

  const navClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
    );

  const authLinks = isAuthenticated ? (
    <>
      {user?.is_staff && (
        <ButtonLink to={paths.admin} variant="ghost" size="sm">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('nav.admin')}
        </ButtonLink>
      )}
      <ButtonLink to={paths.dashboard} size="sm">
        <LayoutDashboard className="size-4" aria-hidden="true" />
        {t('nav.dashboard')}
      </ButtonLink>
    </>
  ) : (
    <>
      <ButtonLink to={paths.login} variant="ghost" size="sm">
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to={paths.register} size="sm">
        {t('nav.register')}
      </ButtonLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {t(l.key)}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <CurrencySwitcher />
          <LanguageToggle />
          {authLinks}
        </div>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-stone-100 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {open && (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 md:hidden">
          <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
            {LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} className={navClass}>
                {t(l.key)}
              </NavLink>
            ))}
          </nav>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
            <CurrencySwitcher />
            <LanguageToggle />
            {authLinks}
          </div>
        </div>
      )}
    </header>
  );
}
