import { Share2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { withStrings } from '@/lib/i18n';
import { prefetch } from '@/lib/prefetch';

// The fallback menu and its strings load when it first opens (most phones have a share sheet).
const loadMenu = () => import('./share-menu');
const ShareMenu = lazy(async () => ({ default: (await withStrings(loadMenu())).ShareMenu }));

/**
 * Share: the device's share sheet where there is one (Web Share API); otherwise a small menu with Copy
 * link and WhatsApp (share-menu.tsx).
 */
/** `url` is read when the reader shares (the page's address is known only in the browser). */
export function ShareButton({ title, url, className }: { title: string; url: () => string; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

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
  const prefetchMenu = () => {
    if (typeof navigator.share !== 'function') prefetch(loadMenu);
  };

  return (
    <div ref={ref} className="relative">
      <Button
        variant="outline"
        className={className}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => void share()}
        onPointerEnter={prefetchMenu}
        onFocus={prefetchMenu}
      >
        <Share2 className="size-4" aria-hidden="true" />
        {t('realty.property.share')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareMenu id={`${id}-menu`} title={title} url={url} container={ref} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
