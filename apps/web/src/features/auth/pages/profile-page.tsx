import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeEmailRequest,
  changePasswordRequest,
  MAX_NAME,
  NOTIFICATION_KINDS,
  updateMeRequest,
  type ChangeEmailForm,
  type ChangeEmailRequest,
  type ChangePasswordForm,
  type ChangePasswordRequest,
  type UpdateMeForm,
  type UpdateMeRequest,
  type User,
} from '@manara/shared/schemas/auth';
import { BadgeCheck, CircleAlert, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { internationalPhone, phoneDisplay } from '@manara/shared/phone';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmailField, PhoneField, SelectField, TextField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';

import { Spinner } from '@/components/ui/skeleton';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useChangeEmail, useChangePassword, useMe, useResendVerification, useUpdateProfile } from '../api/account';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-input';
import '@/features/auth/locales/strings';

/** What a form's submission ended with: saved (a message key), or failed (an error key, null for "something went wrong"). */
type Outcome = { ok: string } | { failed: string } | null;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert tone="success">{outcome && 'ok' in outcome ? t(outcome.ok) : null}</FormAlert>
      <FormAlert tone="error">{outcome && 'failed' in outcome ? outcome.failed : null}</FormAlert>
    </>
  );
}

/** A form's end: what its last submission said, and its submit button (spinning while busy). */
function FormEnd({ outcome, busy, label, variant }: { outcome: Outcome; busy: boolean; label: string; variant?: 'outline' }) {
  return (
    <>
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" variant={variant} disabled={busy}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {label}
      </Button>
    </>
  );
}

/** Runs a change; a failure ends as every form's does (useSubmitFailure), said in the form's alert. */
function useSubmitChange() {
  const { t } = useTranslation();
  const submitFailure = useSubmitFailure();
  return async <F extends FieldValues>(
    run: () => Promise<unknown>,
    fields: readonly Path<F>[],
    setError: UseFormSetError<F>,
    done: string,
  ): Promise<Outcome> => {
    try {
      await run();
      return { ok: done };
    } catch (error) {
      let failed = t('auth.profile.failed');
      const onFields = submitFailure(error, { fields, setError, failed, say: (message) => (failed = message) });
      return onFields ? null : { failed };
    }
  };
}

function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const submitChange = useSubmitChange();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<UpdateMeForm, unknown, UpdateMeRequest>({
    resolver: zodResolver(updateMeRequest),
    defaultValues: {
      name: user.name,
      display_name_ar: user.display_name_ar ?? '',
      display_name_en: user.display_name_en ?? '',
      phone: user.phone ?? '',
      language: user.language,
      notifications: user.notifications,
      show_phone: user.show_phone,
    },
  });
  const kit = useHookFormKit(form, { idPrefix: 'profile' });
  const onSubmit = form.handleSubmit(async (values) =>
    setOutcome(
      await submitChange(
        () => update.mutateAsync(values),
        ['name', 'display_name_ar', 'display_name_en', 'phone'] as const,
        form.setError,
        'auth.profile.saved',
      ),
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" onChange={() => setOutcome(null)}>
      <FormKitProvider kit={kit}>
        <TextField name="name" label={t('auth.fields.name')} autoComplete="name" required />
        <TextField
          name="display_name_ar"
          lang="ar"
          maxLength={MAX_NAME}
          label={t('auth.profile.displayNameAr')}
          hint={t('auth.profile.displayNameHint')}
        />
        <TextField
          name="display_name_en"
          lang="en"
          maxLength={MAX_NAME}
          label={t('auth.profile.displayNameEn')}
          hint={t('auth.profile.displayNameHint')}
        />
        <PhoneField name="phone" label={t('auth.fields.phone')} />
      </FormKitProvider>
      <ShowPhoneChoice form={form} />
      <FormKitProvider kit={kit}>
        <SelectField
          name="language"
          label={t('auth.profile.language')}
          options={(['ar', 'en'] as const).map((value) => ({ value, label: t(`auth.profile.languages.${value}`) }))}
        />
      </FormKitProvider>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('auth.profile.notifications')}</legend>
        <div className="space-y-2">
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-3 text-stone-800">
              <input type="checkbox" className="mt-1 size-4 accent-brand-700" {...form.register(`notifications.${kind}`)} />
              <span>{t(`auth.notifications.${kind}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormEnd outcome={outcome} busy={update.isPending} label={update.isPending ? t('auth.profile.saving') : t('auth.profile.save')} />
    </form>
  );
}

/** Whether listing pages show the phone (decision 039), with the number as visitors will see it. */
function ShowPhoneChoice({ form }: { form: UseFormReturn<UpdateMeForm, unknown, UpdateMeRequest> }) {
  const { t } = useTranslation();
  const phone = internationalPhone(form.watch('phone'));
  return (
    <div>
      <label className="flex items-start gap-3 text-stone-800">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          aria-describedby="profile-show-phone-hint"
          {...form.register('show_phone')}
        />
        <span>{t('auth.profile.showPhone')}</span>
      </label>
      <p id="profile-show-phone-hint" className="ms-7 mt-1 text-sm text-stone-600">
        {phone ? (
          <>
            {t('auth.profile.showPhoneHint')}{' '}
            <bdi dir="ltr" className="font-medium text-stone-900">
              {phoneDisplay(phone)}
            </bdi>
          </>
        ) : (
          t('auth.profile.showPhoneNoPhone')
        )}
      </p>
    </div>
  );
}

function EmailForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const change = useChangeEmail();
  const submitChange = useSubmitChange();
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<ChangeEmailForm, unknown, ChangeEmailRequest>({
    resolver: zodResolver(changeEmailRequest),
    defaultValues: { email: '', current_password: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const kit = useHookFormKit(form, { idPrefix: 'profile-email' });
  const onSubmit = handleSubmit(async (values) => {
    const result = await submitChange(
      () => change.mutateAsync(values),
      ['email', 'current_password'] as const,
      setError,
      'auth.profile.emailChanged',
    );
    if (result && 'ok' in result) reset();
    setOutcome(result);
  });
  const passwordError = errorText(errors.current_password?.message, locale);
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-stone-800">
        <bdi dir="ltr" className="font-medium">
          {user.email}
        </bdi>
        {user.email_verified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm text-emerald-800 ring-1 ring-emerald-200">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('auth.profile.verified')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm text-amber-900 ring-1 ring-amber-200">
            <CircleAlert className="size-4" aria-hidden="true" />
            {t('auth.profile.unverified')}
          </span>
        )}
      </p>
      {!user.email_verified && (
        <div>
          <Button size="sm" variant="outline" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
            {t('auth.profile.resend')}
          </Button>
          <FormAlert tone="success" className="mt-2">
            {resend.isSuccess ? t('auth.profile.resent') : null}
          </FormAlert>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4" onChange={() => setOutcome(null)}>
        <FormKitProvider kit={kit}>
          <EmailField name="email" label={t('auth.profile.newEmail')} required />
        </FormKitProvider>
        <PasswordField
          id="profile-email-password"
          label={t('auth.profile.currentPassword')}
          error={passwordError}
          field={register('current_password')}
          autoComplete="current-password"
        />
        <FormEnd outcome={outcome} busy={change.isPending} label={t('auth.profile.changeEmail')} variant="outline" />
      </form>
    </div>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const change = useChangePassword();
  const submitChange = useSubmitChange();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm, unknown, ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { current_password: '', password: '', password_confirm: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const fields = ['current_password', 'password', 'password_confirm'] as const;
    const result = await submitChange(() => change.mutateAsync(values), fields, setError, 'auth.profile.passwordChanged');
    if (result && 'ok' in result) reset();
    setOutcome(result);
  });
  const error = (name: 'current_password' | 'password' | 'password_confirm') => errorText(errors[name]?.message, locale);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" onChange={() => setOutcome(null)}>
      <PasswordField
        id="profile-current-password"
        label={t('auth.profile.currentPassword')}
        error={error('current_password')}
        field={register('current_password')}
        autoComplete="current-password"
      />
      <PasswordField
        id="profile-new-password"
        label={t('auth.profile.newPassword')}
        error={error('password')}
        hint={t('auth.fields.passwordHint')}
        field={register('password')}
        autoComplete="new-password"
      />
      <PasswordField
        id="profile-confirm-password"
        label={t('auth.fields.passwordConfirm')}
        error={error('password_confirm')}
        field={register('password_confirm')}
        autoComplete="new-password"
      />
      <FormEnd outcome={outcome} busy={change.isPending} label={t('auth.profile.changePassword')} variant="outline" />
    </form>
  );
}

/** /dashboard/profile: name, phone, the language of their e-mail and notification choices; e-mail and password changes. */
export function ProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return <Spinner />;
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('auth.profile.title')}</h1>
      <p className="mt-1 text-stone-600">{t('auth.profile.subtitle')}</p>
      <div className="mt-8 grid max-w-2xl gap-6">
        <Section id="profile-details" title={t('auth.profile.details')}>
          <DetailsForm user={me.data} />
        </Section>
        <Section id="profile-email" title={t('auth.profile.email')}>
          <EmailForm user={me.data} />
        </Section>
        <Section id="profile-password" title={t('auth.profile.password')}>
          <PasswordForm />
        </Section>
      </div>
    </Container>
  );
}
