import { MAX_PREFERRED_TIMES, MAX_REQUEST_MESSAGE } from '@manara/shared/requests';
import type { PreferredTimeInput } from '@manara/shared/schemas/requests';
import { CalendarCheck, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Field, fieldAria, Input, Textarea } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { useSession } from '@/lib/auth/use-session';
import { isolate } from '@/lib/bidi';
import { errorKey, errorText, fieldErrorKeys } from '@/lib/errors';
import { loadOutbox } from '@/lib/outbox/load';
import { useLocation } from 'react-router';
import { useNavigate } from '@/lib/navigation';
import { paths, plainPath } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useCreateVisit } from '../api/requests';
import '@/features/requests/locales/strings';

/** The draft a signed-out visitor typed, kept for the tab while they sign in (decision 067). */
interface VisitDraft {
  message: string;
  times: PreferredTimeInput[];
}
const draftKey = (listing: number) => `manara.visit-draft.${listing}`;
/** The address that reopens the form on the listing once signed in. */
export const VISIT_PARAM = 'visit';

function readDraft(listing: number): VisitDraft | null {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(draftKey(listing));
    return raw ? (JSON.parse(raw) as VisitDraft) : null;
  } catch {
    return null;
  }
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const blankTime = (): PreferredTimeInput => ({ date: tomorrow(), from: '10:00', to: '11:00' });

/**
 * "Request a visit" (decision 067): a message and one to three times in Palestine time, sent to the
 * listing's owner as a request they accept, move or decline. Signed out, sending keeps what was typed
 * and goes to sign in; the form opens again filled in on the listing afterwards.
 */
export function VisitRequestDialog({
  listingId,
  listingTitle,
  open,
  onOpenChange,
}: {
  listingId: number;
  listingTitle: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const create = useCreateVisit(t);
  const [draft] = useState(() => readDraft(listingId));
  const [message, setMessage] = useState(draft?.message ?? '');
  const [times, setTimes] = useState<PreferredTimeInput[]>(draft?.times.length ? draft.times : [blankTime()]);
  const [sentId, setSentId] = useState<number | null>(null);
  const errors = create.error ? fieldErrorKeys(create.error) : {};
  const err = (field: string) => errorText(errors[field], locale);
  const general =
    create.error && Object.keys(errors).length === 0 ? (errorText(errorKey(create.error), locale) ?? t('requests.failed')) : null;
  const busy = create.isPending;
  const setTime = (i: number, change: Partial<PreferredTimeInput>) => setTimes(times.map((w, j) => (j === i ? { ...w, ...change } : w)));

  // The outbox comes with the form, so that a request made without a connection can still be kept.
  useEffect(() => {
    if (open && isAuthenticated) void loadOutbox(t).catch(() => {});
  }, [open, isAuthenticated, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAuthenticated) {
      window.sessionStorage.setItem(draftKey(listingId), JSON.stringify({ message, times } satisfies VisitDraft));
      navigate(paths.login, { state: { from: `${plainPath(pathname)}?${VISIT_PARAM}=1` } });
      return;
    }
    create.mutate(
      { listing_id: listingId, message: message || null, preferred_times: times },
      {
        onSuccess: (outcome) => {
          window.sessionStorage.removeItem(draftKey(listingId));
          if (!outcome.queued) return setSentId(outcome.data.id);
          // Kept in the outbox (no connection): "Waiting for a connection", then "Sent" (decision 071).
          void loadOutbox(t).then((outbox) => outbox.showWaiting(outcome.key));
          setMessage('');
          setTimes([blankTime()]);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      closeDisabled={busy}
      title={t('requests.visit.title')}
      description={t('requests.visit.description', { title: isolate(listingTitle) })}
    >
      {sentId !== null ? (
        <div className="mt-5 space-y-4" role="status">
          <p className="flex items-start gap-2 rounded-xl bg-green-50 p-3 text-green-900">
            <CalendarCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {t('requests.visit.sent')}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">{t('requests.action.close')}</Button>
            </DialogClose>
            <Link
              to={paths.request(sentId)}
              className="inline-flex h-10 items-center justify-center rounded-full bg-brand-700 px-5 font-medium text-white"
            >
              {t('requests.visit.open')}
            </Link>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-5 space-y-4" aria-busy={busy}>
          {!isAuthenticated && <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">{t('requests.visit.signInNote')}</p>}
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium text-stone-800">{t('requests.visit.times')}</legend>
            <p className="text-xs text-stone-600">{t('requests.form.timesHint')}</p>
            {times.map((w, i) => (
              <div key={i} className="flex flex-wrap items-end gap-2">
                <Field id={`visit-date-${i}`} label={t('requests.form.date')} className="min-w-36 flex-1">
                  <Input
                    type="date"
                    id={`visit-date-${i}`}
                    value={w.date}
                    min={tomorrow()}
                    onChange={(e) => setTime(i, { date: e.target.value })}
                  />
                </Field>
                <Field id={`visit-from-${i}`} label={t('requests.form.from')} className="w-28">
                  <Input type="time" id={`visit-from-${i}`} value={w.from} onChange={(e) => setTime(i, { from: e.target.value })} />
                </Field>
                <Field id={`visit-to-${i}`} label={t('requests.form.until')} className="w-28">
                  <Input type="time" id={`visit-to-${i}`} value={w.to} onChange={(e) => setTime(i, { to: e.target.value })} />
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
          <Field id="visit-message" label={t('requests.visit.message')} hint={t('requests.visit.optional')} error={err('message')}>
            <Textarea
              {...fieldAria('visit-message', err('message'))}
              value={message}
              maxLength={MAX_REQUEST_MESSAGE}
              rows={3}
              onChange={(e) => setMessage(e.target.value)}
            />
          </Field>
          {(err('listing_id') || general) && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {err('listing_id') ?? general}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={busy}>
                {t('requests.action.close')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? t('requests.form.sending') : t(isAuthenticated ? 'requests.visit.submit' : 'requests.visit.signIn')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
