import { CONSULTATION_LANGUAGES, CONTACT_PREFERENCES, MAX_PREFERRED_TIMES, REQUEST_TOPICS } from '@manara/shared/requests';
import type { PreferredTimeInput } from '@manara/shared/schemas/requests';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { errorKey, errorText, fieldErrorKeys } from '@/lib/errors';
import { loadOutbox } from '@/lib/outbox/load';
import { useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useCreateRequest } from '../api/requests';
import { LawyerChooser } from './lawyer-chooser';
import '@/features/requests/locales/strings';

/** What the request is addressed to and about, from the address (?provider=…&service=…&offering=…&listing=…&topic=…). */
export interface RequestSubject {
  provider?: number;
  service?: number;
  offering?: number;
  listing?: number;
  /** The listing's city (its lawyers are offered first). */
  city?: number;
  topic?: (typeof REQUEST_TOPICS)[number];
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const blankTime = (): PreferredTimeInput => ({ date: tomorrow(), from: '10:00', to: '11:00' });

/** The consultation request form (decision 058): description, one to three windows in Palestine time, contact and language. */
export function RequestForm({ subject }: { subject: RequestSubject }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateRequest(t);
  /** Kept in the outbox (sent without a connection): its key, until it is sent (decision 071). */
  const [queued, setQueued] = useState<string | null>(null);
  // "Ask a lawyer" from a listing: the buyer chooses the lawyer here (or the team: null).
  const choosing = Boolean(subject.listing) && subject.topic === 'legal' && !subject.provider && !subject.service;
  const [lawyer, setLawyer] = useState<number | null | undefined>(undefined);
  const providerId = subject.provider ?? (choosing ? (lawyer ?? null) : null);
  const toTeam = !providerId && !subject.service;
  const [description, setDescription] = useState('');
  const [times, setTimes] = useState<PreferredTimeInput[]>([blankTime()]);
  const [contact, setContact] = useState<(typeof CONTACT_PREFERENCES)[number]>('thread');
  const [language, setLanguage] = useState<(typeof CONSULTATION_LANGUAGES)[number]>(locale);
  const [topic, setTopic] = useState(subject.topic ?? 'finance');
  const errors = create.error ? fieldErrorKeys(create.error) : {};
  const err = (field: string) => errorText(errors[field], locale);
  const general =
    create.error && Object.keys(errors).length === 0 ? (errorText(errorKey(create.error), locale) ?? t('requests.failed')) : null;

  // The outbox comes with the form, so that a request made without a connection can still be kept.
  useEffect(() => void loadOutbox(t).catch(() => {}), [t]);

  // Once the kept request is sent (by this page or the service worker), it opens as if sent at once.
  useEffect(() => {
    if (!queued) return;
    let stop = () => {};
    let live = true;
    void loadOutbox(t).then((outbox) => {
      if (!live) return;
      stop = outbox.whenSettled(queued, ({ sent, data }) => {
        const id = sent ? (data as { id?: number } | undefined)?.id : undefined;
        if (id) navigate(paths.request(id));
        else setQueued(null);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [queued, t, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        provider_id: providerId,
        service_id: subject.service ?? null,
        offering_id: subject.offering ?? null,
        listing_id: subject.listing ?? null,
        topic: toTeam ? topic : null,
        description,
        preferred_times: times,
        contact_preference: contact,
        language,
      },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) return navigate(paths.request(outcome.data.id));
          // No connection: "Waiting for a connection" until it is sent, then "Sent" (decision 071).
          void loadOutbox(t).then((outbox) => outbox.showWaiting(outcome.key));
          setQueued(outcome.key);
        },
      },
    );
  };
  const setTime = (i: number, change: Partial<PreferredTimeInput>) => setTimes(times.map((w, j) => (j === i ? { ...w, ...change } : w)));

  if (queued) return <QueuedNotice text={t('requests.form.queued')} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      {subject.listing && (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">{t('requests.form.about', { id: subject.listing })}</p>
      )}
      {choosing && <LawyerChooser city={subject.city} value={lawyer} onChange={setLawyer} />}
      {toTeam && !choosing && (
        <Field id="request-topic" label={t('requests.form.topic')} error={err('topic')}>
          <Select {...fieldAria('request-topic', err('topic'))} value={topic} onChange={(e) => setTopic(e.target.value as typeof topic)}>
            {REQUEST_TOPICS.map((k) => (
              <option key={k} value={k}>
                {t(`requests.topic.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field
        id="request-description"
        label={t('requests.form.description')}
        hint={t('requests.form.descriptionHint')}
        error={err('description')}
        required
      >
        <Textarea
          {...fieldAria('request-description', err('description'), true)}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
        />
      </Field>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('requests.form.times')}</legend>
        <p className="text-xs text-stone-600">{t('requests.form.timesHint')}</p>
        {times.map((w, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <Field id={`request-date-${i}`} label={t('requests.form.date')} className="min-w-36 flex-1">
              <Input
                type="date"
                id={`request-date-${i}`}
                value={w.date}
                min={tomorrow()}
                onChange={(e) => setTime(i, { date: e.target.value })}
              />
            </Field>
            <Field id={`request-from-${i}`} label={t('requests.form.from')} className="w-28">
              <Input type="time" id={`request-from-${i}`} value={w.from} onChange={(e) => setTime(i, { from: e.target.value })} />
            </Field>
            <Field id={`request-to-${i}`} label={t('requests.form.until')} className="w-28">
              <Input type="time" id={`request-to-${i}`} value={w.to} onChange={(e) => setTime(i, { to: e.target.value })} />
            </Field>
            {times.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setTimes(times.filter((_, j) => j !== i))}
                aria-label={t('requests.form.removeTime', { n: i + 1 })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {err('preferred_times') && (
          <p role="alert" className="text-sm text-red-700">
            {err('preferred_times')}
          </p>
        )}
        {times.length < MAX_PREFERRED_TIMES && (
          <Button type="button" variant="secondary" size="sm" onClick={() => setTimes([...times, blankTime()])}>
            <Plus className="size-4" aria-hidden="true" />
            {t('requests.form.addTime')}
          </Button>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="request-contact" label={t('requests.form.contact')}>
          <Select id="request-contact" value={contact} onChange={(e) => setContact(e.target.value as typeof contact)}>
            {CONTACT_PREFERENCES.map((k) => (
              <option key={k} value={k}>
                {t(`requests.contact.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="request-language" label={t('requests.form.language')}>
          <Select id="request-language" value={language} onChange={(e) => setLanguage(e.target.value as typeof language)}>
            {CONSULTATION_LANGUAGES.map((k) => (
              <option key={k} value={k}>
                {t(`requests.language.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {(err('provider_id') || err('service_id') || err('listing_id') || general) && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {err('provider_id') ?? err('service_id') ?? err('listing_id') ?? general}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('requests.form.sending') : t('requests.form.submit')}
      </Button>
    </form>
  );
}

/**
 * "Kept on this device, sent once there is a connection", in place of the form. The form was long and
 * the reader at its end: the notice is brought into view and focused, or a phone would show the footer.
 */
function QueuedNotice({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <p ref={ref} tabIndex={-1} role="status" className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-800 shadow-sm">
      {text}
    </p>
  );
}
