import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequest, type ResetPasswordForm, type ResetPasswordRequest } from '@manara/shared/schemas/auth';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { fieldErrorKeys, useErrorText } from '@/lib/errors';
import { useHydrated } from '@/lib/hydration';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useResetPassword } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-input';
import '@/features/auth/locales/strings';

const linkClass = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** /auth/reset-password?token=…: the page the reset e-mail links to; a new password ends every session. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const submitFailure = useSubmitFailure();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordForm, unknown, ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequest),
    values: { token, password: '', password_confirm: '' },
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      // A link that does not work is the token's error: the form has no field for it, so the alert says it.
      const link = fieldErrorKeys(error).token;
      if (link) setFailure(errorText(link, locale) ?? t('auth.reset.failed'));
      else submitFailure(error, { fields: ['password', 'password_confirm'], setError, failed: t('auth.reset.failed'), say: setFailure });
    }
  });
  const passwordError = errorText(errors.password?.message, locale);
  const confirmError = errorText(errors.password_confirm?.message, locale);
  const footer = (
    <Link to={paths.forgotPassword} className={linkClass}>
      {t('auth.reset.again')}
    </Link>
  );
  return (
    <AuthCard icon={KeyRound} title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} footer={footer}>
      {reset.isSuccess ? (
        <FormAlert tone="success">
          {t('auth.reset.done')}{' '}
          <Link to={paths.login} className={linkClass}>
            {t('auth.forgot.back')}
          </Link>
        </FormAlert>
      ) : !token ? (
        <FormAlert tone="error">{t('auth.reset.noToken')}</FormAlert>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            id="reset-password"
            label={t('auth.reset.password')}
            error={passwordError}
            hint={t('auth.fields.passwordHint')}
            field={register('password', { onChange: () => clearErrors('password') })}
            autoComplete="new-password"
          />
          <PasswordField
            id="reset-confirm"
            label={t('auth.fields.passwordConfirm')}
            error={confirmError}
            field={register('password_confirm', { onChange: () => clearErrors('password_confirm') })}
            autoComplete="new-password"
          />
          <FormAlert tone="error">{failure}</FormAlert>
          <Button type="submit" size="lg" className="w-full" disabled={!hydrated || reset.isPending}>
            {reset.isPending && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
            {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export const route: PageRoute = {
  Component: ResetPasswordPage,
  secretInAddress: true,
  head: ({ t }) => ({ title: `${t('auth.reset.title')} | ${t('brand.name')}`, description: t('auth.reset.subtitle'), noindex: true }),
};
