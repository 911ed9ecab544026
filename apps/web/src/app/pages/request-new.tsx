import { idFromPath } from '@manara/shared/ids';
import { REQUEST_TOPICS } from '@manara/shared/requests';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { RequestForm, type RequestSubject } from '@/features/requests/components/request-form';
import type { PageRoute } from '@/lib/page';
import { useTranslation } from '@/lib/use-translation';
import { RequireAuth } from '../require-auth';
import '@/features/requests/locales/strings';

function NewRequestPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = (key: string) => idFromPath(search.get(key) ?? undefined) ?? undefined;
  const topic = search.get('topic');
  const subject: RequestSubject = {
    provider: id('provider'),
    service: id('service'),
    offering: id('offering'),
    listing: id('listing'),
    city: id('city'),
    topic: (REQUEST_TOPICS as readonly string[]).includes(topic ?? '') ? (topic as RequestSubject['topic']) : undefined,
  };
  return (
    <Container className="max-w-2xl space-y-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-800">{t('requests.form.title')}</h1>
      <p className="text-stone-700">
        {subject.provider || subject.service
          ? t('requests.ask.provider')
          : subject.listing && subject.topic === 'legal'
            ? t('requests.lawyer.intro')
            : t('requests.form.toTeam')}
      </p>
      <RequestForm subject={subject} />
    </Container>
  );
}

/** /requests/new?provider=…|service=…|offering=…&listing=…&topic=…: the consultation request form (signed-in users). */
export const route: PageRoute = {
  Component: () => (
    <RequireAuth>
      <NewRequestPage />
    </RequireAuth>
  ),
  head: ({ t }) => ({ title: `${t('requests.form.title')} | ${t('brand.name')}`, description: t('brand.tagline'), noindex: true }),
};
