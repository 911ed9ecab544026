import { formatDate } from '@manara/shared/i18n/index';
import { ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AuthUser } from '@/lib/auth/store';
import { useLocale } from '@/lib/use-locale';
import '@/features/dashboard/locales/strings';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-medium break-words text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** The signed-in user's account as the server knows it: name, e-mail, phone, account type, joining date. */
export function ProfileCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const accountType =
    user.role === 'provider' && user.provider_type
      ? `${t('dashboard.roles.provider')} · ${t(`dashboard.providerTypes.${user.provider_type}`)}`
      : t(`dashboard.roles.${user.role}`);
  return (
    <section aria-labelledby="profile-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <h2 id="profile-title" className="text-lg font-bold text-stone-900">
          {t('dashboard.profile.title')}
        </h2>
        {user.is_staff && (
          <span className="ms-auto inline-flex items-center gap-1 rounded-full bg-gold-300/40 px-3 py-1 text-xs font-medium text-brand-900">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {t('dashboard.profile.staff')}
          </span>
        )}
      </div>
      <dl className="mt-3 divide-y divide-stone-100">
        <Row label={t('dashboard.profile.name')}>{user.name}</Row>
        <Row label={t('dashboard.profile.email')}>
          <bdi>{user.email}</bdi>
        </Row>
        <Row label={t('dashboard.profile.phone')}>
          {user.phone ? (
            <bdi dir="ltr">{user.phone}</bdi>
          ) : (
            <span className="font-normal text-stone-600">{t('dashboard.profile.noPhone')}</span>
          )}
        </Row>
        <Row label={t('dashboard.profile.accountType')}>{accountType}</Row>
        {user.date_joined && (
          <Row label={t('dashboard.profile.memberSince')}>{formatDate(user.date_joined, locale, { dateStyle: 'long' })}</Row>
        )}
      </dl>
    </section>
  );
}
