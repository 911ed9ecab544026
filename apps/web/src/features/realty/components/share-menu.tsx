import { Check, Copy, MessageCircle } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import '@/features/realty/locales/more-strings';

/** WhatsApp's share link for a text (works on phones and on the desktop app/web). */
export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * Share's menu where the device has no share sheet: Copy link and WhatsApp. Its own chunk, loaded when
 * it first opens (share-button.tsx); it closes on a press outside `container` or Escape.
 */
export function ShareMenu({
  id,
  title,
  url,
  container,
  onClose,
}: {
  id: string;
  title: string;
  url: () => string;
  container: RefObject<HTMLDivElement | null>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) onClose();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        container.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [container, onClose]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setCopied(true);
      toast.success(t('realty.share.copied'));
      onClose();
    } catch {
      toast.error(t('realty.share.copyFailed'));
    }
  };

  return (
    <div id={id} className="absolute end-0 bottom-full z-20 mb-2 w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-stone-200">
      <ul>
        <li>
          <button
            type="button"
            onClick={() => void copy()}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-stone-800 hover:bg-stone-100"
          >
            {copied ? <Check className="size-4 text-green-700" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {t('realty.share.copyLink')}
          </button>
        </li>
        <li>
          <a
            href={whatsappUrl(`${title}\n${url()}`)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 hover:bg-stone-100"
          >
            <MessageCircle className="size-4 text-green-700" aria-hidden="true" />
            {t('realty.share.whatsapp')}
            <span className="sr-only">{t('realty.share.newWindow')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
