import { privateFileAccept, privateFileProblem } from '@manara/shared/media';
import { MAX_LICENCE_AUTHORITY, MAX_LICENCE_NUMBER, type ProviderOwn } from '@manara/shared/schemas/providers';
import { Download, Loader2, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/fields';
import { FormKitProvider, useStateFormKit } from '@/components/form/form-kit';
import { FormSection } from '@/components/form/form-layout';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { downloadPrivate, useSubmitLicence } from '../api/providers';
import '@/features/providers/locales/strings';

const FIELDS = ['licence_authority', 'licence_number', 'document'] as const;

/** The licence and its private document, sent for staff to verify (decision 056); shown as it stands once sent. */
export function LicenceForm({ own }: { own: ProviderOwn }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const send = useSubmitLicence();
  const fail = useSubmitFailure();
  const [values, setValues] = useState({ licence_authority: own.licence_authority ?? '', licence_number: own.licence_number ?? '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const kit = useStateFormKit({
    values,
    onChange: (name, value) => setValues((v) => ({ ...v, [name]: value })),
    errors,
    disabled: send.isPending,
  });
  const locked = own.verification_status === 'pending' || own.verification_status === 'verified';
  const documentError = errorText(errors.document, locale);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    if (!file) return setErrors({ document: 'document_required' });
    const problem = privateFileProblem(file);
    if (problem) return setErrors({ document: problem });
    send.mutate(
      { authority: values.licence_authority, number: values.licence_number, document: file },
      {
        onSuccess: () => toast.success(t('providers.own.submitted')),
        onError: (error) =>
          fail(error, {
            fields: FIELDS,
            setError: (field, { message }) => setErrors((current) => ({ ...current, [field]: message })),
            failed: t('providers.own.failed'),
          }),
      },
    );
  };
  return (
    <FormKitProvider kit={kit}>
      <form onSubmit={submit} noValidate aria-label={t('providers.own.licenceTitle')}>
        <FormSection title={t('providers.own.licenceTitle')}>
          <p className="flex items-start gap-2 text-sm text-stone-700">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {t('providers.own.licenceText')}
          </p>
          <TextField
            name="licence_authority"
            required
            maxLength={MAX_LICENCE_AUTHORITY}
            label={t('providers.own.authority')}
            disabled={locked}
          />
          <TextField
            name="licence_number"
            required
            ltr
            maxLength={MAX_LICENCE_NUMBER}
            label={t('providers.own.number')}
            disabled={locked}
          />
          {!locked && (
            <Field id="licence-document" label={t('providers.own.document')} error={documentError} required>
              <input
                {...fieldAria('licence-document', documentError)}
                type="file"
                accept={privateFileAccept()}
                disabled={send.isPending}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setErrors((current) => ({ ...current, document: undefined }));
                }}
                className="block w-full text-sm"
              />
            </Field>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {own.document && (
              <Button
                variant="outline"
                onClick={() =>
                  void downloadPrivate('/providers/me/verification/document/').catch(() => toast.error(t('providers.own.failed')))
                }
              >
                <Download className="size-4" aria-hidden="true" />
                {t('providers.own.myDocument')}
              </Button>
            )}
            {!locked && (
              <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
                {send.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
                {t('providers.own.submit')}
              </Button>
            )}
          </div>
        </FormSection>
      </form>
    </FormKitProvider>
  );
}
