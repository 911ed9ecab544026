import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROVIDER_TYPES,
  registerRequest,
  type ProviderType,
  type RegisterForm,
  type RegisterRequest,
  type Role,
} from '@manara/shared/schemas/auth';
import { BriefcaseBusiness, Building2, Scale, TrendingUp, UserPlus, UserRound, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { EmailField, PhoneField, TextField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Link } from '@/components/ui/link';
import { useAuthStore } from '@/lib/auth/store';
import { fieldErrorKeys, useErrorText } from '@/lib/errors';
import { useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useRegister } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { AuthSubmit } from '../components/auth-submit';
import { ChoiceCard } from '../components/choice-card';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-input';
import type { LoginLocationState } from './login-page';
import type { PageRoute } from '@/lib/page';
import '@/features/auth/locales/strings';

const ROLE_ICONS: Record<Role, LucideIcon> = { client: UserRound, provider: BriefcaseBusiness };
const PROVIDER_ICONS: Record<ProviderType, LucideIcon> = { financial_expert: TrendingUp, realtor: Building2, lawyer: Scale };

const EMPTY: RegisterForm = { email: '', password: '', password_confirm: '', name: '', phone: '', role: 'client', provider_type: '' };
const FIELDS = Object.keys(EMPTY) as FieldPath<RegisterForm>[];

// A client's provider type is hidden, not erased (switching back to provider restores the choice), so
// it is left out of what is checked and sent.
const schemaResolver = zodResolver(registerRequest);
const resolver: Resolver<RegisterForm, unknown, RegisterRequest> = (values, context, options) =>
  schemaResolver(values.role === 'provider' ? values : { ...values, provider_type: '' }, context, options);

/** Why registration failed: the server's first e-mail error, else a server message (or none) shown under the specification's text. */
type Failure = { email: string } | { detail: string | null };

/**
 * Registration (specification §2, §3, §5, §8): every rule of the shared schema checked before sending,
 * server field errors under their fields, nothing typed lost on an error; success goes to the login
 * page with a confirmation.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const isLoading = useAuthStore((s) => s.isLoading);
  const registerAccount = useRegister();
  const [failure, setFailure] = useState<Failure | null>(null);
  const submitFailure = useSubmitFailure();

  const form = useForm<RegisterForm, unknown, RegisterRequest>({ resolver, defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    control,
    formState: { errors },
  } = form;
  const role = useWatch({ control, name: 'role' });

  /** A field's error clears as soon as it is edited (specification §5). */
  const clearing = (name: FieldPath<RegisterForm>, also?: FieldPath<RegisterForm>) => ({
    onChange: () => clearErrors(also ? [name, also] : name),
  });
  const field = (name: FieldPath<RegisterForm>, also?: FieldPath<RegisterForm>) => register(name, clearing(name, also));
  const kit = useHookFormKit(form, {
    idPrefix: 'register',
    options: { email: clearing('email'), name: clearing('name'), phone: clearing('phone') },
  });
  const error = (name: FieldPath<RegisterForm>) => errorText(errors[name as keyof typeof errors]?.message, locale);

  const onSubmit = handleSubmit(async (values) => {
    if (isLoading) return;
    setFailure(null);
    try {
      const user = await registerAccount.mutateAsync(values);
      navigate(paths.login, { state: { registered: true, email: user.email } satisfies LoginLocationState });
    } catch (err) {
      // Field errors land under their fields; another refusal (too many attempts) is said in the server's
      // words under the specification's text, which alone stands for anything the server did not explain.
      const failed = t('auth.register.failed');
      let said = failed;
      submitFailure(err, { fields: FIELDS, setError, failed, say: (message) => (said = message) });
      const email = fieldErrorKeys(err).email;
      setFailure(email ? { email } : { detail: said === failed ? null : said });
    }
  });

  const describe = (id: string, message?: string) => (message ? { 'aria-describedby': `${id}-error` } : {});

  return (
    <AuthCard
      icon={UserPlus}
      wide
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={paths.login} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isLoading}>
        <FormKitProvider kit={kit}>
          <EmailField name="email" label={t('auth.fields.email')} required />

          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              id="register-password"
              label={t('auth.fields.password')}
              error={error('password')}
              hint={t('auth.fields.passwordHint')}
              field={field('password')}
              autoComplete="new-password"
            />
            <PasswordField
              id="register-password-confirm"
              label={t('auth.fields.passwordConfirm')}
              error={error('password_confirm')}
              field={field('password_confirm')}
              autoComplete="new-password"
            />
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <TextField name="name" label={t('auth.fields.name')} autoComplete="name" required />
            <PhoneField
              name="phone"
              label={t('auth.fields.phone')}
              hint={
                <>
                  {/* One left-to-right unit that never breaks: in Arabic text its groups must not be reordered or split. */}
                  {t('auth.fields.phoneHint')}{' '}
                  <bdi dir="ltr" className="inline-block whitespace-nowrap">
                    +970 59 123 4567
                  </bdi>
                </>
              }
            />
          </div>

          <fieldset {...describe('register-role', error('role'))}>
            <legend className="mb-1.5 text-sm font-medium text-stone-800">
              {t('auth.register.accountType')}
              <span className="ms-0.5 text-red-700" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {(['client', 'provider'] as const).map((value) => (
                <ChoiceCard
                  key={value}
                  {...field('role', 'provider_type')}
                  value={value}
                  icon={ROLE_ICONS[value]}
                  title={t(`auth.roles.${value}`)}
                  hint={t(`auth.roles.${value}Hint`)}
                />
              ))}
            </div>
            {error('role') && (
              <p id="register-role-error" className="mt-1 text-sm text-red-700">
                {error('role')}
              </p>
            )}
          </fieldset>

          {role === 'provider' && (
            <fieldset {...describe('register-provider-type', error('provider_type'))}>
              <legend className="mb-1.5 text-sm font-medium text-stone-800">
                {t('auth.register.providerType')}
                <span className="ms-0.5 text-red-700" aria-hidden="true">
                  *
                </span>
              </legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {PROVIDER_TYPES.map((value) => (
                  <ChoiceCard
                    key={value}
                    {...field('provider_type')}
                    value={value}
                    compact
                    icon={PROVIDER_ICONS[value]}
                    title={t(`auth.providerTypes.${value}`)}
                    aria-invalid={error('provider_type') ? true : undefined}
                  />
                ))}
              </div>
              {error('provider_type') && (
                <p id="register-provider-type-error" className="mt-1 text-sm text-red-700">
                  {error('provider_type')}
                </p>
              )}
            </fieldset>
          )}

          <FormAlert tone="error">
            {failure &&
              ('email' in failure ? (
                <p>{errorText(failure.email, locale)}</p>
              ) : (
                <>
                  <p>{t('auth.register.failed')}</p>
                  {failure.detail && <p className="mt-1">{failure.detail}</p>}
                </>
              ))}
          </FormAlert>
          <AuthSubmit busy={isLoading} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
        </FormKitProvider>
      </form>
    </AuthCard>
  );
}

export const route: PageRoute = {
  Component: RegisterPage,
  head: ({ t }) => ({ title: t('seo.register.title'), description: t('seo.register.description'), noindex: true }),
};
