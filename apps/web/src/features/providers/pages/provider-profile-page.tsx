import { ExternalLink, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';
import { useOwnProfile } from '../api/providers';
import { LicenceForm } from '../components/licence-form';
import { PartnershipsPanel } from '../components/partnerships-panel';
import { PhotoField } from '../components/photo-field';
import { ProfileForm } from '../components/profile-form';
import { VerifiedBadge } from '../components/provider-header';
import '@/features/providers/locales/strings';

const STATUS_TONE = {
  unsubmitted: 'bg-stone-50 text-stone-800 ring-stone-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  verified: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  refused: 'bg-red-50 text-red-900 ring-red-200',
  withdrawn: 'bg-red-50 text-red-900 ring-red-200',
} as const;

/** /dashboard/provider-profile — a provider edits their public page and sends their licence (decision 056). */
export function ProviderProfilePage() {
  const { t } = useTranslation();
  const { user, restoring } = useSession();
  const isProvider = user?.role === 'provider';
  const own = useOwnProfile(isProvider && !restoring);
  if (!isProvider) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('providers.own.title')}</h1>
        <p className="mt-2 text-stone-600">{t('providers.own.cardText')}</p>
      </Container>
    );
  }
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('providers.own.title')}</h1>
          <p className="mt-1 text-stone-600">{t('providers.own.subtitle')}</p>
        </div>
        {own.data && (
          <Link
            to={paths.provider(own.data.id)}
            className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('providers.own.view')}
          </Link>
        )}
      </div>
      {own.isPending && (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-stone-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </p>
      )}
      {own.isError && (
        <div role="alert" className="mt-6 rounded-2xl bg-white p-6 text-center ring-1 ring-stone-200">
          <p>{t('providers.own.failed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void own.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {own.data && (
        <div className="mt-6 space-y-6">
          <div role="status" className={cn('rounded-2xl p-4 text-sm ring-1', STATUS_TONE[own.data.verification_status])}>
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {own.data.verification_status === 'verified' && <VerifiedBadge />}
              {t(`providers.own.status.${own.data.verification_status}`)}
            </p>
            {own.data.verification_reason && (
              <p className="mt-1" dir="auto">
                {t('providers.own.reason', { reason: own.data.verification_reason })}
              </p>
            )}
          </div>
          <PhotoField own={own.data} />
          <ProfileForm key={own.data.id} own={own.data} />
          <LicenceForm key={`${own.data.verification_status}-${own.data.submitted_at}`} own={own.data} />
          <PartnershipsPanel />
        </div>
      )}
    </Container>
  );
}
