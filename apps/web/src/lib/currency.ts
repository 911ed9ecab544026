import { DEFAULT_CURRENCY, isCurrency, type Currency } from '@manara/shared/money';
import { useLocation } from 'react-router';

/**
 * The currency a visitor reads prices in (decision 040), kept like the language (decision 005): in the
 * address (`?currency=JOD|ILS`, absent for US dollars), so the page the server renders, the page cache
 * and a shared link agree; links inside the site keep it (lib/navigation.ts), and the choice is
 * remembered in the browser and restored on arrival by public/boot.js.
 */
export const CURRENCY_PARAM = 'currency';
export const CURRENCY_STORAGE_KEY = 'currency';

/** The currency an address's query names; US dollars when it names none or one we do not know. */
export function currencyFromSearch(search: string | URLSearchParams): Currency {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(CURRENCY_PARAM);
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
}

export function useCurrency(): Currency {
  return currencyFromSearch(useLocation().search);
}

/** `path` (with its own query and hash) carrying `currency`, unless it names one already or it is the default. */
export function withCurrency(path: string, currency: Currency): string {
  if (currency === DEFAULT_CURRENCY || !path.startsWith('/') || path.startsWith('//')) return path;
  const hashAt = path.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  const [pathname, query = ''] = beforeHash.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  if (params.has(CURRENCY_PARAM)) return path;
  params.set(CURRENCY_PARAM, currency);
  return `${pathname}?${params.toString()}${hash}`;
}

export function saveCurrency(currency: Currency) {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    /* private mode: the choice lasts while the address carries it */
  }
}
