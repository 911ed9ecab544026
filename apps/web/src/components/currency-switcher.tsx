import { CURRENCIES, approximate, convert, isCurrency, type Currency } from '@manara/shared/money';
import { Coins } from 'lucide-react';
import { useLocation } from 'react-router';
import { CURRENCY_PARAM, saveCurrency, useCurrency } from '@/lib/currency';
import { ratesOf, useExchangeRates } from '@/lib/exchange-rates';
import { useNavigate } from '@/lib/navigation';
import { cn } from '@/lib/cn';
import { plainPath } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';

/** Price bounds a list's address may carry: carried into the new currency so they keep their meaning. */
const PRICE_BOUNDS = ['price_min', 'price_max'];

/**
 * The currency prices are shown in (decision 040), next to the language link: changes the address's
 * `currency` (price bounds converted at the staff's rates, rounded), and remembers the choice.
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const location = useLocation();
  const navigate = useNavigate();
  const { data } = useExchangeRates();

  const choose = (next: Currency) => {
    saveCurrency(next);
    const params = new URLSearchParams(location.search);
    const rates = ratesOf(data);
    for (const key of PRICE_BOUNDS) {
      const bound = Number(params.get(key));
      const converted = params.get(key) && Number.isFinite(bound) ? convert(bound, currency, next, rates) : null;
      if (converted !== null) params.set(key, String(approximate(converted)));
    }
    // Named even for US dollars: links keep the address's currency when it names none.
    params.set(CURRENCY_PARAM, next);
    void navigate(`${plainPath(location.pathname)}?${params.toString()}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
      state: location.state,
    });
  };

  return (
    <label className={cn('inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium hover:bg-stone-100', className)}>
      <Coins className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('money.currency')}</span>
      <select
        value={currency}
        onChange={(e) => isCurrency(e.target.value) && choose(e.target.value)}
        className="cursor-pointer bg-transparent py-1 pe-1 outline-offset-2"
      >
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {t(`money.short.${c}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
