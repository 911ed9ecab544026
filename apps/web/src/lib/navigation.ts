import { useCallback } from 'react';
import { useNavigate as useRouterNavigate, type NavigateOptions, type To } from 'react-router';
import { CURRENCY_PARAM, useCurrency, withCurrency } from './currency';
import { localizePath } from './paths';
import { useLocale } from './use-locale';

/**
 * Adds the current language's prefix to a plain path ('/finance' → '/en/finance' in English), and keeps
 * the visitor's currency (lib/currency.ts) on a path that does not name one.
 */
export function useLocalePath() {
  const locale = useLocale();
  const currency = useCurrency();
  return useCallback(
    (to: To): To => {
      if (typeof to === 'string') return localizePath(withCurrency(to, currency), locale);
      const search =
        to.pathname && !new URLSearchParams(to.search ?? '').has(CURRENCY_PARAM)
          ? withCurrency(`/${to.search ?? ''}`, currency).slice(1)
          : to.search;
      return { ...to, pathname: to.pathname && localizePath(to.pathname, locale), ...(search !== undefined && { search }) };
    },
    [locale, currency],
  );
}

/** React Router's navigate, with plain paths kept in the current language. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const localize = useLocalePath();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(localize(to), options)),
    [navigate, localize],
  );
}
