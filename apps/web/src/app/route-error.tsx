import { AlertTriangle, Home, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/lib/paths';

/**
 * When a page fails to render (a bug, or its code could not be downloaded after a new release), the
 * header and footer stay and the reader gets a translated explanation, a reload and a way home.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // 503: the server could not reach its database; it says so, and it usually passes within seconds.
  const kind = isRouteErrorResponse(error) && error.status === 503 ? 'unavailable' : 'page';
  useEffect(() => console.error('Page failed', error), [error]);
  return (
    <Container className="py-16 sm:py-24">
      <div role="alert" className="mx-auto max-w-lg rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
        <AlertTriangle className="mx-auto size-14 text-gold-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t(`errors.${kind}.title`)}</h1>
        <p className="mt-2 text-stone-600">{t(`errors.${kind}.text`)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('errors.page.reload')}
          </Button>
          <ButtonLink to={paths.home} variant="outline" reloadDocument>
            <Home className="size-4" aria-hidden="true" />
            {t('errors.page.home')}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
