import { Handshake } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { errorKey, errorText } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useChangePartnership, useMyPartnerships } from '../api/partnerships';
import '@/features/providers/locales/strings';

/**
 * The provider's partnerships on their dashboard (issue 32 item 7): invitations sent and received,
 * accepted ones; the invited side accepts or declines, either side ends. Only accepted ones show on
 * the two public pages.
 */
export function PartnershipsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useMyPartnerships();
  const change = useChangePartnership();
  const failure = change.error ? (errorText(errorKey(change.error), locale) ?? t('providers.partnerships.failed')) : null;
  return (
    <section aria-labelledby="partnerships-title" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="partnerships-title" className="flex items-center gap-2 text-xl font-bold text-stone-900">
        <Handshake className="size-5 text-brand-700" aria-hidden="true" />
        {t('providers.partnerships.title')}
      </h2>
      <p className="text-sm text-stone-600">{t('providers.partnerships.intro')}</p>
      {list.isError && <p className="text-stone-600">{t('providers.partnerships.failed')}</p>}
      {list.data && list.data.results.length === 0 && <p className="text-stone-600">{t('providers.partnerships.empty')}</p>}
      {list.data && list.data.results.length > 0 && (
        <ul className="divide-y divide-stone-100">
          {list.data.results.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <Link to={paths.provider(p.partner.id)} className="font-medium text-brand-700 hover:underline">
                  <bdi>{p.partner.name}</bdi>
                </Link>
                <p className="text-sm text-stone-600">
                  {t(`providers.types.${p.partner.provider_type}`)} · {t(`providers.partnerships.status.${p.status}`)}
                  {p.status === 'pending' && ` · ${t(p.invited_by_me ? 'providers.partnerships.sent' : 'providers.partnerships.received')}`}
                </p>
              </div>
              <div className="flex gap-2">
                {p.actions.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'accept' ? 'primary' : 'outline'}
                    disabled={change.isPending}
                    onClick={() => change.mutate({ id: p.id, action })}
                  >
                    {t(`providers.partnerships.${action}`)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}
