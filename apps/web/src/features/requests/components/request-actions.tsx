import { formatDate, formatNumber } from '@manara/shared/i18n/index';
import { CONSULTATION_MINUTES, REQUEST_TIME_ZONE } from '@manara/shared/requests';
import { zonedParts } from '@manara/shared/zoned-time';
import { CURRENCIES } from '@manara/shared/money';
import type { ConsultationRequestView, RequestEventName } from '@manara/shared/schemas/requests';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { errorKey, errorText, fieldErrorKeys } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useChangeStatus } from '../api/requests';
import '@/features/requests/locales/strings';

const LONG = { dateStyle: 'full', timeStyle: 'short' } as const;

/** Steps that need a few words or a time before they go. */
const WITH_FORM: RequestEventName[] = ['accept', 'propose', 'decline'];

/** The reader's steps on a request (its `actions`): one button each, a small form for a time, a quote or a reason. */
export function RequestActions({ request }: { request: ConsultationRequestView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useChangeStatus(request.id);
  const [open, setOpen] = useState<RequestEventName | null>(null);
  // The first preferred time, in Palestine time (the answering side usually takes one of them).
  const first = request.preferred_times[0] && zonedParts(new Date(request.preferred_times[0].start), REQUEST_TIME_ZONE);
  const [date, setDate] = useState(first?.date ?? '');
  const [time, setTime] = useState(first?.time ?? '10:00');
  const [duration, setDuration] = useState(60);
  const [price, setPrice] = useState('');
  const [currency, setCurrency] = useState<string>('JOD');
  const [reason, setReason] = useState('');
  if (request.actions.length === 0) return null;
  const errors = change.error ? fieldErrorKeys(change.error) : {};
  const err = (field: string) => errorText(errors[field], locale);
  const general = change.error
    ? (err('status') ?? (Object.keys(errors).length ? null : (errorText(errorKey(change.error), locale) ?? t('requests.failed'))))
    : null;

  const go = (event: RequestEventName) => {
    const body =
      event === 'accept' || event === 'propose'
        ? { event, date, time, duration_minutes: duration, ...(event === 'accept' && price ? { price: Number(price), currency } : {}) }
        : event === 'decline'
          ? { event, reason }
          : { event };
    change.mutate(body, { onSuccess: () => setOpen(null) });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (open) go(open);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {request.actions.map((event) => (
          <Button
            key={event}
            size="sm"
            variant={event === 'cancel' || event === 'decline' || event === 'no_show' ? 'outline' : 'primary'}
            disabled={change.isPending}
            aria-expanded={WITH_FORM.includes(event) ? open === event : undefined}
            onClick={() => (WITH_FORM.includes(event) ? setOpen(open === event ? null : event) : go(event))}
          >
            {t(request.kind === 'visit' && event === 'done' ? 'requests.action.visitDone' : `requests.action.${event}`)}
          </Button>
        ))}
      </div>
      {open && (
        <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
          {open === 'decline' ? (
            <Field id="action-reason" label={t('requests.action.reason')} error={err('reason')} required>
              <Textarea {...fieldAria('action-reason', err('reason'))} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Field>
          ) : (
            <div className="flex flex-wrap gap-3">
              {open === 'accept' && request.preferred_times.length > 0 && (
                <fieldset className="w-full space-y-1">
                  <legend className="mb-1 text-sm font-medium text-stone-800">{t('requests.action.requested')}</legend>
                  {request.preferred_times.map((w, i) => {
                    const at = zonedParts(new Date(w.start), REQUEST_TIME_ZONE);
                    return (
                      <label key={w.start} className="flex items-center gap-2 text-sm">
                        <input
                          type="radio"
                          name="action-requested"
                          checked={date === at.date && time === at.time}
                          onChange={() => {
                            setDate(at.date);
                            setTime(at.time);
                          }}
                          aria-label={t('requests.action.requestedTime', { n: i + 1, when: formatDate(w.start, locale, LONG) })}
                        />
                        {formatDate(w.start, locale, LONG)}
                      </label>
                    );
                  })}
                </fieldset>
              )}
              <Field id="action-date" label={t('requests.action.date')} error={err('date')} className="min-w-36 flex-1">
                <Input type="date" {...fieldAria('action-date', err('date'))} value={date} onChange={(e) => setDate(e.target.value)} />
              </Field>
              <Field id="action-time" label={t('requests.action.time')} error={err('time')} className="w-36">
                <Input type="time" {...fieldAria('action-time', err('time'))} value={time} onChange={(e) => setTime(e.target.value)} />
              </Field>
              <Field id="action-duration" label={t('requests.action.duration')} className="w-36">
                <Select id="action-duration" value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
                  {CONSULTATION_MINUTES.map((m) => (
                    <option key={m} value={m}>
                      {t('requests.view.minutes', { count: m, n: formatNumber(m, locale) })}
                    </option>
                  ))}
                </Select>
              </Field>
              {open === 'accept' && request.kind === 'consultation' && (
                <>
                  <Field id="action-price" label={t('requests.action.price')} error={err('price')} className="w-32">
                    <Input
                      type="number"
                      min={1}
                      {...fieldAria('action-price', err('price'))}
                      value={price}
                      onChange={(e) => setPrice(e.target.value)}
                    />
                  </Field>
                  <Field id="action-currency" label={t('requests.action.currency')} className="w-28">
                    <Select id="action-currency" value={currency} onChange={(e) => setCurrency(e.target.value)}>
                      {CURRENCIES.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </Select>
                  </Field>
                </>
              )}
            </div>
          )}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={change.isPending}>
              {t(`requests.action.${open}`)}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(null)}>
              {t('requests.action.close')}
            </Button>
          </div>
        </form>
      )}
      {general && (
        <p role="alert" className="text-sm text-red-700">
          {general}
        </p>
      )}
    </div>
  );
}
