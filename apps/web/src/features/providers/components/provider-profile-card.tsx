import { BriefcaseBusiness } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';
import { useOwnProfile } from '../api/providers';
import { VerifiedBadge } from './provider-header';
import '@/features/providers/locales/strings';

/** The dashboard's provider section: the profile's verification at a glance and the way to edit it. */
export function ProviderProfileCard() {
  const { t } = useTranslation();
  const { user, restoring } = useSession();
  const isProvider = user?.role === 'provider';
  const own = useOwnProfile(isProvider && !restoring);
  if (!isProvider) return null;
  const status = own.data?.verification_status;
  return (
    <section aria-labelledby="provider-card-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BriefcaseBusiness className="size-5" aria-hidden="true" />
        </span>
        <h2 id="provider-card-title" className="text-lg font-bold text-stone-900">
          {t('providers.own.cardTitle')}
        </h2>
        {status === 'verified' && <VerifiedBadge />}
      </div>
      <p className="mt-2 text-stone-600">{status ? t(`providers.own.status.${status}`) : t('providers.own.cardText')}</p>
      <ButtonLink className="mt-4" to={paths.providerProfile}>
        {t('providers.own.open')}
      </ButtonLink>
    </section>
  );
}
