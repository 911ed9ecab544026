import { Check, Copy, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';

/** WhatsApp's share link for a text (works on phones and on the desktop app/web). */
export const whatsappUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * Share: the device's share sheet where there is one (Web Share API); otherwise a small menu with Copy
 * link and WhatsApp.
 */
/** `url` is read when the reader shares (the page's address is known only in the browser). */
export function ShareButton({ title, url, className }: { title: string; url: () => string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url: url() });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Anything else: offer the fallback menu.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((v) => !v);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setCopied(true);
      toast.success(t('realty.share.copied'));
      setOpen(false);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('realty.share.copyFailed'));
    }
  };

  return (
    <div ref={ref} className="relative">
      <Button variant="outline" className={className} aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => void share()}>
        <Share2 className="size-4" aria-hidden="true" />
        {t('realty.property.share')}
      </Button>
      {open && (
        <div
          id={`${id}-menu`}
          className="absolute end-0 bottom-full z-20 mb-2 w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-stone-200"
        >
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
                onClick={() => setOpen(false)}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-stone-800 hover:bg-stone-100"
              >
                <MessageCircle className="size-4 text-green-700" aria-hidden="true" />
                {t('realty.share.whatsapp')}
                <span className="sr-only">{t('realty.share.newWindow')}</span>
              </a>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
