import { zodResolver } from '@hookform/resolvers/zod';
import {
  inquiryRequest,
  localToday,
  MAX_INQUIRY_MESSAGE,
  type InquiryForm,
  type InquiryKind,
  type InquiryRequest,
} from '@manara/shared/schemas/realty';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { DateField, EmailField, PhoneField, TextField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { useAuthStore } from '@/lib/auth/store';
import { loadOutbox } from '@/lib/outbox/load';
import { useSendInquiry } from '../api/inquiries';
import { isolate } from '@/lib/bidi';
import '@/features/realty/locales/more-strings';

const schemaResolver = zodResolver(inquiryRequest);

/**
 * The shared schema, plus the missing visit date reported together with other errors (the schema only
 * reports it once every other field is valid), so one Send shows every problem.
 */
const inquiryResolver: Resolver<InquiryForm, unknown, InquiryRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.kind === 'visit' && !values.preferred_date && Object.keys(result.errors).length > 0 && !result.errors.preferred_date) {
    return { values: {}, errors: { ...result.errors, preferred_date: { type: 'custom', message: 'visit_date_required' } } };
  }
  return result;
};

const FIELDS = ['name', 'email', 'phone', 'message', 'preferred_date', 'preferred_time'] as const;

/**
 * Contact Seller and Schedule Visit: one form (name, e-mail, phone, message; a visit adds a preferred
 * date from today and a time), validated with the shared schema and really sent. What was typed stays
 * when sending fails or the dialog is closed; server field errors appear on their fields.
 */
export function InquiryDialog({
  propertyId,
  propertyTitle,
  kind,
  open,
  onOpenChange,
}: {
  propertyId: number;
  propertyTitle: string;
  kind: InquiryKind;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const send = useSendInquiry(propertyId, t);
  const failed = useSubmitFailure();
  const form = useForm<InquiryForm, unknown, InquiryRequest>({
    resolver: inquiryResolver,
    mode: 'onTouched',
    defaultValues: {
      kind,
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      message: '',
      preferred_date: '',
      preferred_time: '',
    },
  });
  const { handleSubmit, formState, setError, clearErrors, setValue, resetField } = form;
  const kit = useHookFormKit(form);

  // The outbox comes with the form, so that a send without a connection can still be kept.
  useEffect(() => {
    if (open) void loadOutbox(t).catch(() => {});
  }, [open, t]);

  // The same form serves both buttons; switching mode drops the other mode's errors.
  useEffect(() => {
    setValue('kind', kind);
    if (kind === 'contact') {
      setValue('preferred_date', '');
      setValue('preferred_time', '');
    }
    clearErrors();
  }, [kind, setValue, clearErrors]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await send.mutateAsync(values);
      // Kept in the outbox (no connection): it goes when the connection is back (decision 071).
      if (outcome.queued) void loadOutbox(t).then((outbox) => outbox.showWaiting(outcome.key));
      else toast.success(kind === 'visit' ? t('realty.inquiry.visitSent') : t('realty.inquiry.contactSent'));
      resetField('message');
      resetField('preferred_date');
      resetField('preferred_time');
      onOpenChange(false);
    } catch (error) {
      failed(error, {
        fields: FIELDS,
        setError,
        checkFields: t('realty.inquiry.checkFields'),
        failed: kind === 'visit' ? t('realty.inquiry.visitFailed') : t('realty.inquiry.contactFailed'),
      });
    }
  });

  const visit = kind === 'visit';
  const busy = formState.isSubmitting;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      closeDisabled={busy}
      title={visit ? t('realty.inquiry.visitTitle') : t('realty.inquiry.contactTitle')}
      description={t(visit ? 'realty.inquiry.visitDescription' : 'realty.inquiry.contactDescription', { title: isolate(propertyTitle) })}
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4" aria-busy={busy}>
        <FormKitProvider kit={kit}>
          <TextField name="name" label={t('realty.inquiry.name')} autoComplete="name" required />
          <div className="grid gap-4 sm:grid-cols-2">
            <EmailField name="email" label={t('realty.inquiry.email')} required />
            <PhoneField name="phone" label={t('realty.inquiry.phone')} hint={t('realty.inquiry.optional')} />
          </div>
          {visit && (
            <div className="grid gap-4 sm:grid-cols-2">
              <DateField name="preferred_date" label={t('realty.inquiry.date')} min={localToday()} required />
              <DateField name="preferred_time" label={t('realty.inquiry.time')} hint={t('realty.inquiry.optional')} time />
            </div>
          )}
          <TextField
            name="message"
            label={t('realty.inquiry.message')}
            long
            rows={4}
            maxLength={MAX_INQUIRY_MESSAGE}
            placeholder={t(visit ? 'realty.inquiry.visitPlaceholder' : 'realty.inquiry.messagePlaceholder')}
            hint={visit ? t('realty.inquiry.optional') : undefined}
            required={!visit}
          />
        </FormKitProvider>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={busy}>
            <Send className="flip-rtl size-4" aria-hidden="true" />
            {busy ? t('realty.inquiry.sending') : t('realty.inquiry.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
