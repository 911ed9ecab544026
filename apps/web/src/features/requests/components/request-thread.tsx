import { formatDate } from '@manara/shared/i18n/index';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, fieldAria, Textarea } from '@/components/ui/field';
import { errorText, fieldErrorKeys } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useSendMessage, useThread } from '../api/requests';
import '@/features/requests/locales/strings';

/** A request's thread: the parties' messages and each change of status, oldest first; the parties write in it. */
export function RequestThread({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const thread = useThread(id);
  const send = useSendMessage(id);
  const [body, setBody] = useState('');
  const error = send.error ? errorText(fieldErrorKeys(send.error).body, locale) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <section aria-labelledby="thread-title" className="space-y-3">
      <h2 id="thread-title" className="text-lg font-bold text-brand-800">
        {t('requests.view.thread')}
      </h2>
      <ol className="space-y-2">
        {(thread.data ?? []).map((m) =>
          m.kind === 'event' ? (
            <li key={m.id} className="text-center text-xs text-stone-600">
              {t(`requests.event.${m.event}`)} · <bdi>{m.author?.name}</bdi> ·{' '}
              {formatDate(m.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              {m.body && <span className="block text-stone-800">«{m.body}»</span>}
            </li>
          ) : (
            <li key={m.id} className={`max-w-prose rounded-2xl p-3 text-sm ${m.mine ? 'ms-auto bg-brand-50' : 'me-auto bg-stone-100'}`}>
              <span className="block text-xs text-stone-600">
                <bdi>{m.author?.name}</bdi> · {formatDate(m.created_at, locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
              <span dir="auto" className="block whitespace-pre-line text-stone-900">
                {m.body}
              </span>
            </li>
          ),
        )}
      </ol>
      {canWrite && (
        <form onSubmit={submit} noValidate className="space-y-2">
          <Field id="thread-body" label={t('requests.view.write')} error={error}>
            <Textarea {...fieldAria('thread-body', error)} value={body} onChange={(e) => setBody(e.target.value)} className="min-h-20" />
          </Field>
          <Button type="submit" size="sm" disabled={send.isPending}>
            {t('requests.view.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
