import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import type { PageRoute } from '@/lib/page';
import { useTranslation } from '@/lib/use-translation';
import { LeaveWaitlist } from '../components/waitlist';
import '@/features/services/locales/strings';

/** /legal/leave?token=…: the legal waitlist's e-mail link (decision 057); one button takes the address off. */
function LeaveWaitlistPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  return (
    <Container className="py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-800">{t('services.waitlist.leaveTitle')}</h1>
      <div className="mt-6">
        {token ? <LeaveWaitlist token={token} /> : <p className="text-stone-600">{t('services.waitlist.noToken')}</p>}
      </div>
    </Container>
  );
}

export const route: PageRoute = {
  Component: LeaveWaitlistPage,
  // The address carries the signed token: never cached, named in no Referer (decision 050).
  secretInAddress: true,
  head: ({ t }) => ({
    title: `${t('services.waitlist.leaveTitle')} | ${t('brand.name')}`,
    description: t('services.waitlist.hint'),
    noindex: true,
  }),
};
