import { BellRing } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input } from '@/components/ui/field';
import { errorKey, errorText, fieldErrorKeys } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useJoinWaitlist, useLeaveWaitlist } from '../api/services';
import '@/features/services/locales/strings';

/** The link in the waitlist's e-mail (/legal/leave?token=…): one button takes the address off. */
export function LeaveWaitlist({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const leave = useLeaveWaitlist();
  if (leave.isSuccess)
    return (
      <p role="status" className="text-green-800">
        {t('services.waitlist.left')}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-2">
      <Button variant="outline" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
        {t('services.waitlist.leave')}
      </Button>
      {leave.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(errorKey(leave.error), locale) ?? t('services.failed')}
        </p>
      )}
    </div>
  );
}

/** "Tell me when it opens" (decision 057): an address kept and mailed once when the first lawyer is verified. */
export function LegalWaitlist() {
  const { t } = useTranslation();
  const locale = useLocale();
  const join = useJoinWaitlist();
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setError(undefined);
    join.mutate(
      { email, language: locale },
      { onError: (failure) => setError(errorText(fieldErrorKeys(failure).email ?? errorKey(failure), locale) ?? t('services.failed')) },
    );
  };
  if (join.isSuccess) {
    return (
      <p role="status" className="rounded-2xl bg-green-50 p-4 text-center text-green-900">
        {t('services.waitlist.done')}
      </p>
    );
  }
  return (
    <form
      onSubmit={submit}
      className="mx-auto flex max-w-lg flex-col gap-3 rounded-2xl bg-white p-5 text-start ring-1 ring-stone-200"
      noValidate
    >
      <h2 className="flex items-center gap-2 text-lg font-bold text-brand-800">
        <BellRing className="size-5" aria-hidden="true" />
        {t('services.waitlist.title')}
      </h2>
      <Field id="legal-waitlist-email" label={t('services.waitlist.email')} error={error} hint={t('services.waitlist.hint')}>
        <Input name="email" type="email" autoComplete="email" dir="ltr" required {...fieldAria('legal-waitlist-email', error, true)} />
      </Field>
      <Button type="submit" disabled={join.isPending}>
        {t('services.waitlist.submit')}
      </Button>
    </form>
  );
}
