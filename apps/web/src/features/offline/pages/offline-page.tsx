import { Home, WifiOff } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import '@/features/offline/locales/strings';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';

/**
 * /offline, /en/offline (decision 070): precached by the service worker and shown for a page that was
 * never saved on this device when there is no connection, in the language of the address asked for.
 * The worker serves it without its scripts (it stands at another page's address), so it needs none.
 */
function OfflinePage() {
  const { t } = useTranslation();
  return (
    <Container className="py-16 sm:py-24">
      <div role="alert" className="mx-auto max-w-lg rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <WifiOff className="mx-auto size-14 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('offline.title')}</h1>
        <p className="mt-2 text-stone-600">{t('offline.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.home} variant="outline" reloadDocument>
            <Home className="size-4" aria-hidden="true" />
            {t('offline.home')}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

export const route: PageRoute = {
  Component: OfflinePage,
  head: ({ t }) => ({ title: t('offline.seo'), description: t('offline.title'), noindex: true }),
};
