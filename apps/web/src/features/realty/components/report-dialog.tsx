import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_REPORT_DETAILS, REPORT_REASONS, reportRequest, type ReportForm, type ReportRequest } from '@manara/shared/schemas/reports';
import { Flag } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { RadioField, TextField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { isolate } from '@/lib/bidi';
import { loadOutbox } from '@/lib/outbox/load';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useReportListing } from '../api/reports';
import '@/features/realty/locales/more-strings';

const FIELDS = ['reason', 'details'] as const;

/**
 * Report this listing (decision 041): a reason from the list and, optionally (required for "other"),
 * what is wrong; from visitors and signed-in users. Sent to the staff queue; what was typed stays when
 * sending is refused; without a connection the report waits in the outbox (decision 071).
 */
export function ReportDialog({
  propertyId,
  propertyTitle,
  open,
  onOpenChange,
}: {
  propertyId: number;
  propertyTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const send = useReportListing(propertyId, t);
  const failed = useSubmitFailure();
  const form = useForm<ReportForm, unknown, ReportRequest>({
    resolver: zodResolver(reportRequest),
    defaultValues: { reason: undefined, details: '' },
  });
  const kit = useHookFormKit(form);
  const busy = form.formState.isSubmitting;

  // The outbox comes with the form, so that a report made without a connection can still be kept.
  useEffect(() => {
    if (open) void loadOutbox(t).catch(() => {});
  }, [open, t]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const outcome = await send.mutateAsync(values);
      // Kept in the outbox (no connection): it goes when the connection is back (decision 071).
      if (outcome.queued) void loadOutbox(t).then((outbox) => outbox.showWaiting(outcome.key));
      else toast.success(t('realty.report.sent'));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      failed(error, { fields: FIELDS, setError: form.setError, failed: t('realty.report.failed') });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      closeDisabled={busy}
      title={t('realty.report.title')}
      description={t('realty.report.description', { title: isolate(propertyTitle) })}
    >
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4" aria-busy={busy}>
        <FormKitProvider kit={kit}>
          <RadioField
            name="reason"
            label={t('realty.report.reason')}
            required
            options={REPORT_REASONS.map((value) => ({ value, label: t(`realty.report.reasons.${value}`) }))}
          />
          <TextField
            name="details"
            label={t('realty.report.details')}
            hint={t('realty.report.detailsHint')}
            long
            rows={3}
            maxLength={MAX_REPORT_DETAILS}
          />
        </FormKitProvider>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={busy}>
            <Flag className="size-4" aria-hidden="true" />
            {busy ? t('realty.report.sending') : t('realty.report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
