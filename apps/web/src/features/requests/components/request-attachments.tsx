import { MAX_REQUEST_ATTACHMENTS } from '@manara/shared/requests';
import { PRIVATE_FILE_TYPES } from '@manara/shared/media';
import type { RequestAttachment } from '@manara/shared/schemas/requests';
import { formatNumber } from '@manara/shared/i18n/index';
import { Download, Paperclip } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { errorKey, errorText, fieldErrorKeys } from '@/lib/errors';
import { downloadPrivate } from '@/lib/private-download';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useAddAttachments, useAttachments } from '../api/requests';
import '@/features/requests/locales/strings';

const ACCEPT = Object.entries(PRIVATE_FILE_TYPES)
  .flatMap(([mime, extensions]) => [mime, ...extensions.map((e) => `.${e}`)])
  .join(',');

/** A request's private files (PDF, JPEG, PNG; five at most): downloaded through their authorised route, added by the parties. */
export function RequestAttachments({ id, canAdd }: { id: number; canAdd: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useAttachments(id);
  const add = useAddAttachments(id);
  const input = useRef<HTMLInputElement>(null);
  const files: RequestAttachment[] = list.data ?? [];
  const pick = (chosen: FileList | null) => {
    if (!chosen?.length) return;
    const form = new FormData();
    for (const file of chosen) form.append('files', file);
    add.mutate(form, {
      onError: (e) => toast.error(errorText(fieldErrorKeys(e).files ?? errorKey(e), locale) ?? t('requests.failed')),
      onSettled: () => input.current && (input.current.value = ''),
    });
  };
  return (
    <section aria-labelledby="attachments-title" className="space-y-2">
      <h2 id="attachments-title" className="flex items-center gap-2 text-lg font-bold text-brand-800">
        <Paperclip className="size-5" aria-hidden="true" />
        {t('requests.attachments.title')}
      </h2>
      {files.length === 0 && <p className="text-sm text-stone-600">{t('requests.attachments.none')}</p>}
      <ul className="space-y-1">
        {files.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className="inline-flex items-center gap-2 text-sm text-brand-700 underline"
              onClick={() => void downloadPrivate(`/requests/${id}/attachments/${a.id}/`).catch(() => toast.error(t('requests.failed')))}
            >
              <Download className="size-4" aria-hidden="true" />
              {a.filename} · {formatNumber(Math.ceil(a.bytes / 1024), locale)} KB · <bdi>{a.uploader?.name}</bdi>
            </button>
          </li>
        ))}
      </ul>
      {canAdd && files.length < MAX_REQUEST_ATTACHMENTS && (
        <>
          <input
            ref={input}
            id="attachments-input"
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            aria-label={t('requests.attachments.add')}
            onChange={(e) => pick(e.target.files)}
          />
          <Button type="button" size="sm" variant="secondary" disabled={add.isPending} onClick={() => input.current?.click()}>
            <Paperclip className="size-4" aria-hidden="true" />
            {t('requests.attachments.add')}
          </Button>
          <p className="text-xs text-stone-600">{t('requests.attachments.hint', { n: MAX_REQUEST_ATTACHMENTS })}</p>
        </>
      )}
    </section>
  );
}
