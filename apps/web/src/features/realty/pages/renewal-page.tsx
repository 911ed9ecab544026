import { formatDate } from '@manara/shared/i18n/index';
import { listingText } from '@manara/shared/text/listing-text';
import { CalendarClock, CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useHydrated } from '@/lib/hydration';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { renewalQueryOptions, useRenewByLink } from '../api/listings';
import '@/features/realty/locales/owner-strings';

/**
 * /renew?token=… — the expiry reminder's one-click link (decision 061). Opening it only reads which
 * listing it names (a mail scanner fetching the link renews nothing); the owner's press renews it.
 */
export function RenewalPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const token = useSearchParams()[0].get('token') ?? '';
  // Read in the browser only: the server renders the page without the token's listing (decision 050).
  const listing = useQuery({ ...renewalQueryOptions(token), enabled: hydrated && token !== '' });
  const renew = useRenewByLink();
  const failed = !token || listing.isError || renew.isError;
  const shown = renew.data ?? listing.data;
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, { dateStyle: 'long' }) : '');

  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CalendarClock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-brand-800">{t('realty.renewal.title')}</h1>
        <p className="mt-1 text-stone-600">{t('realty.renewal.subtitle')}</p>
        <div className="mt-6 space-y-4">
          {shown && (
            <div className="rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
              <p className="font-bold text-stone-900" lang={listingText(shown, locale).lang} dir="auto">
                {listingText(shown, locale).title}
              </p>
              {!renew.isSuccess && (
                <p className="mt-1 text-sm text-stone-600">
                  {t(shown.status === 'expired' ? 'realty.renewal.expiredOn' : 'realty.renewal.expiresOn', {
                    date: date(shown.expires_at),
                  })}
                </p>
              )}
            </div>
          )}
          {renew.isSuccess ? (
            <p role="status" className="flex items-start gap-2 rounded-xl bg-green-50 p-3 text-green-900 ring-1 ring-green-200">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t('realty.renewal.done', { date: date(renew.data.expires_at) })}
            </p>
          ) : failed ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t('realty.renewal.failed')}
            </p>
          ) : !listing.data ? (
            <p role="status" className="flex items-center gap-2 text-stone-700">
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
              {t('realty.renewal.checking')}
            </p>
          ) : (
            <Button size="lg" className="w-full" disabled={renew.isPending} onClick={() => renew.mutate(token)}>
              {renew.isPending && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
              {renew.isPending ? t('realty.renewal.submitting') : t('realty.renewal.submit')}
            </Button>
          )}
          <div className="flex flex-wrap gap-3 border-t border-stone-100 pt-4">
            {renew.isSuccess && <ButtonLink to={paths.property(renew.data.id)}>{t('realty.renewal.view')}</ButtonLink>}
            <ButtonLink to={paths.dashboard} variant="outline">
              {t('realty.renewal.dashboard')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Container>
  );
}

export const route: PageRoute = {
  Component: RenewalPage,
  secretInAddress: true,
  head: ({ t }) => ({
    title: `${t('realty.renewal.title')} | ${t('brand.name')}`,
    description: t('realty.renewal.subtitle'),
    noindex: true,
  }),
};
