import { BellOff, Loader2, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useHydrated } from '@/lib/hydration';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';
import { useUnsubscribe, useVerifyEmail } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import '@/features/auth/locales/strings';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';
const profileLink = (label: string) => (
  <Link to={paths.profile} className={linkClass}>
    {label}
  </Link>
);

/** /auth/verify-email?token=…: confirms the address as soon as the page runs (a link scanner fetching the HTML does not). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated || started.current || !token) return;
    started.current = true;
    verify.mutate(token);
  }, [hydrated, token, verify]);
  return (
    <AuthCard icon={MailCheck} title={t('auth.verify.title')} subtitle="" footer={profileLink(t('auth.verify.toProfile'))}>
      {verify.isSuccess ? (
        <FormAlert tone="success">{t('auth.verify.done')}</FormAlert>
      ) : verify.isError || !token ? (
        <FormAlert tone="error">{t('auth.verify.failed')}</FormAlert>
      ) : (
        <p role="status" className="flex items-center gap-2 text-stone-700">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('auth.verify.checking')}
        </p>
      )}
    </AuthCard>
  );
}

/** /unsubscribe?token=…: the link at the foot of a notification; one press turns that kind of e-mail off. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  return (
    <AuthCard
      icon={BellOff}
      title={t('auth.unsubscribe.title')}
      subtitle={t('auth.unsubscribe.subtitle')}
      footer={profileLink(t('auth.profile.open'))}
    >
      {unsubscribe.isSuccess ? (
        <FormAlert tone="success">{t('auth.unsubscribe.done', { kind: t(`auth.notifications.${unsubscribe.data.kind}`) })}</FormAlert>
      ) : unsubscribe.isError || !token ? (
        <FormAlert tone="error">{t('auth.unsubscribe.failed')}</FormAlert>
      ) : (
        <Button size="lg" className="w-full" disabled={!hydrated || unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
          {unsubscribe.isPending ? t('auth.unsubscribe.submitting') : t('auth.unsubscribe.submit')}
        </Button>
      )}
    </AuthCard>
  );
}

export const verifyRoute: PageRoute = {
  Component: VerifyEmailPage,
  secretInAddress: true,
  head: ({ t }) => ({ title: `${t('auth.verify.title')} | ${t('brand.name')}`, description: t('auth.verify.title'), noindex: true }),
};
export const unsubscribeRoute: PageRoute = {
  Component: UnsubscribePage,
  secretInAddress: true,
  head: ({ t }) => ({
    title: `${t('auth.unsubscribe.title')} | ${t('brand.name')}`,
    description: t('auth.unsubscribe.subtitle'),
    noindex: true,
  }),
};
