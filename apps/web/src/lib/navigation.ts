import { useCallback } from 'react';
import { useNavigate as useRouterNavigate, type NavigateOptions, type To } from 'react-router';
import { localizePath } from './paths';
import { useLocale } from './use-locale';

/** Adds the current language's prefix to a plain path ('/finance' → '/en/finance' in English). */
export function useLocalePath() {
  const locale = useLocale();
  return useCallback(
    (to: To): To =>
      typeof to === 'string' ? localizePath(to, locale) : { ...to, pathname: to.pathname && localizePath(to.pathname, locale) },
    [locale],
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
