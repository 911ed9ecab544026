import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@manara/shared/schemas/auth';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Link } from '@/components/ui/link';
import { useErrorText } from '@/lib/errors';
import { useHydrated } from '@/lib/hydration';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useForgotPassword } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import '@/features/auth/locales/strings';

/** /auth/forgot-password: asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const submitFailure = useSubmitFailure();
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, clearErrors, setError } = form;
  const kit = useHookFormKit(form, { idPrefix: 'forgot', options: { email: { onChange: () => clearErrors('email') } } });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      submitFailure(error, { fields: ['email'], setError, failed: t('auth.forgot.failed'), say: setFailure });
    }
  });
  return (
    <AuthCard
      icon={KeyRound}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('auth.forgot.back')}
        </Link>
      }
    >
      <FormAlert tone="success" className="mb-5">
        {forgot.isSuccess ? errorText('password_reset_requested', locale) : null}
      </FormAlert>
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <FormKitProvider kit={kit}>
          <EmailField name="email" label={t('auth.fields.email')} required />
        </FormKitProvider>
        <FormAlert tone="error">{failure}</FormAlert>
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || forgot.isPending}>
          {forgot.isPending && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
          {forgot.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export const route: PageRoute = {
  Component: ForgotPasswordPage,
  head: ({ t }) => ({ title: `${t('auth.forgot.title')} | ${t('brand.name')}`, description: t('auth.forgot.subtitle'), noindex: true }),
};
