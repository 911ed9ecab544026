import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, formatNumber } from '@manara/shared/i18n/index';
import { exchangeRateRequest, type AdminExchangeRate, type ExchangeRateRequest } from '@manara/shared/schemas/money';
import { useForm } from 'react-hook-form';
import { NumberField } from '@/components/form/fields';
import { FormKitProvider, useHookFormKit } from '@/components/form/form-kit';
import { FormActions } from '@/components/form/form-layout';
import { useSubmitFailure } from '@/components/form/submit-failure';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAdminRates, useSetRate } from '../../api/rates';
import { State } from '../state';

type RateForm = { per_usd: string };

/** One currency's rate: what it is, since when and by whom, and a field to set a new one. */
function RateRow({ rate }: { rate: AdminExchangeRate & { currency: 'JOD' | 'ILS' } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSetRate();
  const failed = useSubmitFailure();
  const form = useForm<RateForm, unknown, ExchangeRateRequest>({
    resolver: zodResolver(exchangeRateRequest) as never,
    mode: 'onSubmit',
    defaultValues: { per_usd: String(rate.per_usd) },
  });
  const kit = useHookFormKit(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ currency: rate.currency, values });
      form.reset({ per_usd: String(saved.per_usd) });
      toast.success(t('admin.rates.saved'));
    } catch (error) {
      failed(error, { fields: ['per_usd'], setError: form.setError, failed: t('admin.failed') });
    }
  });
  const name = t(`money.names.${rate.currency}`);
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h3 className="font-semibold text-stone-900">{name}</h3>
      <p className="mt-1 text-stone-800">
        <bdi dir="ltr">
          1 USD = {formatNumber(rate.per_usd, locale, { maximumFractionDigits: 6 })} {rate.currency}
        </bdi>
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {rate.set_by
          ? t('admin.rates.setBy', {
              date: formatDate(rate.set_at, locale, { dateStyle: 'medium', timeStyle: 'short' }),
              name: rate.set_by.name,
            })
          : t('admin.rates.initial', { date: formatDate(rate.set_at, locale) })}
      </p>
      <form onSubmit={submit} noValidate className="mt-3 max-w-sm space-y-3">
        <FormKitProvider kit={kit}>
          <NumberField name="per_usd" label={t('admin.rates.field', { currency: name })} required />
        </FormKitProvider>
        <FormActions busy={form.formState.isSubmitting} submitLabel={t('admin.rates.save')} onCancel={() => form.reset()} />
      </form>
    </li>
  );
}

/** Exchange rates (decision 040): staff set how many dinars and shekels a US dollar is; prices are converted with them. */
export function RatesPanel() {
  const { t } = useTranslation();
  const rates = useAdminRates();
  const editable = (rates.data ?? []).filter((r): r is AdminExchangeRate & { currency: 'JOD' | 'ILS' } => r.currency !== 'USD');
  return (
    <div className="mt-6">
      <p className="mb-4 text-stone-600">{t('admin.rates.intro')}</p>
      <State query={rates}>
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('admin.rates.title')}>
          {editable.map((r) => (
            <RateRow key={r.currency} rate={r} />
          ))}
        </ul>
      </State>
    </div>
  );
}
