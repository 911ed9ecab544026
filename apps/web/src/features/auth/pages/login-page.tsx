import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest, type LoginForm, type LoginRequest } from '@manara/shared/schemas/auth';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { EmailField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { useSubmitFailure } from '@/components/form/submit-failure';

import { Link, Navigate } from '@/components/ui/link';
import { useAuthStore } from '@/lib/auth/store';
import { useSession } from '@/lib/auth/use-session';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useLogin } from '../api/sessions';
import { AuthCard } from '../components/auth-card';
import { AuthSubmit } from '../components/auth-submit';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-input';
import { afterLoginPath } from '../lib/redirect';
import { paths } from '@/lib/paths';
import type { PageRoute } from '@/lib/page';
import '@/features/auth/locales/strings';

/** What other pages pass in the router state: the page to return to, or a fresh registration. */
export interface LoginLocationState {
  from?: string;
  registered?: boolean;
  email?: string;
}

/**
 * Sign in (specification §2, §5, §8): e-mail and password, both required. Success stores the session
 * and goes to the dashboard (or the page the visitor was sent away from); failure shows the server's
 * message, else the specification's.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const state = (useLocation().state ?? null) as LoginLocationState | null;
  const { isAuthenticated } = useSession();
  const isLoading = useAuthStore((s) => s.isLoading);
  const login = useLogin();
  // What the last failed sign-in said (useSubmitFailure's words), shown in the form's alert.
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const submitFailure = useSubmitFailure();

  const form = useForm<LoginForm, unknown, LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: state?.email ?? '', password: '' },
    // A field's error clears as soon as it is edited, and is checked again on the next submit.
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = form;
  const kit = useHookFormKit(form, { idPrefix: 'login', options: { email: { onChange: () => clearErrors('email') } } });

  // Signed in (already, or just now): on to the dashboard or the page that asked for a login.
  if (isAuthenticated) return <Navigate to={afterLoginPath(state?.from)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    if (isLoading) return;
    setFailure(undefined);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      submitFailure(error, { fields: ['email', 'password'], setError, failed: t('auth.login.failed'), say: setFailure });
    }
  });

  const passwordError = errorText(errors.password?.message, locale);

  return (
    <AuthCard
      icon={LogIn}
      flipIcon
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.register} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      <FormAlert tone="success" className="mb-5">
        {state?.registered && failure === undefined ? t('auth.login.registered') : null}
      </FormAlert>
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={isLoading}>
        <FormKitProvider kit={kit}>
          <EmailField name="email" label={t('auth.fields.email')} required />
        </FormKitProvider>
        <PasswordField
          id="login-password"
          label={t('auth.fields.password')}
          error={passwordError}
          field={register('password', { onChange: () => clearErrors('password') })}
          autoComplete="current-password"
        />
        <p className="-mt-2 text-end text-sm">
          <Link to={paths.forgotPassword} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </p>
        <FormAlert tone="error">{failure}</FormAlert>
        <AuthSubmit busy={isLoading} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
      </form>
    </AuthCard>
  );
}

export const route: PageRoute = {
  Component: LoginPage,
  head: ({ t }) => ({ title: t('seo.login.title'), description: t('seo.login.description'), noindex: true }),
};
