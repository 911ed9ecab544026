import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { Printer } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydration';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { printedPhotos, qrUrl } from '../lib/brochure';
import { prefetch } from '@/lib/prefetch';
import { withStrings } from '@/lib/i18n';

type Brochure = ComponentType<{ property: PropertyDetail }>;

/** The brochure's code, loaded once (its own chunk: nothing of it in a listing's first load). */
let loading: Promise<Brochure> | null = null;
let loaded: Brochure | null = null;
const loadBrochure = () => (loading ??= withStrings(import('./print-brochure')).then((m) => (loaded = m.PrintBrochure)));

/** Fetches `urls` into the browser's cache (at most `ms` waited), so the printed page has them. */
function preload(urls: string[], ms: number): Promise<void> {
  const each = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image();
        image.onload = image.onerror = () => resolve();
        image.src = url;
      }),
  );
  return Promise.race([Promise.all(each).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** Print brochure: gets the brochure's code and pictures, then opens the browser's print dialog. */
export function PrintButton({ property, className }: { property: PropertyDetail; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prepare = () =>
    Promise.all([loadBrochure(), preload([qrUrl(property.id, locale), ...printedPhotos(property).map((m) => m.file_url)], 4000)]);
  return (
    <Button
      variant="ghost"
      onPointerEnter={() => prefetch(prepare)}
      onFocus={() => prefetch(prepare)}
      // Offline or its code gone, the page itself prints (as when printing before the brochure arrived).
      onClick={() =>
        void prepare()
          .catch(() => {})
          .then(() => window.print())
      }
      className={className}
    >
      <Printer className="size-5" aria-hidden="true" />
      {t('realty.brochure.print')}
    </Button>
  );
}

/**
 * Where a listing's A4 brochure goes (issue 33; decision 064): nothing on screen, on the server or in
 * the page's first load. Print brochure (PrintButton) fetches its code, QR code and photos, then
 * prints; when the page prints (`beforeprint`, or print media) the brochure is rendered at once once
 * its code is there, and styles.css prints only it.
 */
export function PrintBrochureSlot({ property }: { property: PropertyDetail }) {
  const hydrated = useHydrated();
  const [Brochure, setBrochure] = useState<Brochure | null>(null);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    const load = () =>
      void loadBrochure().then(
        (component) => live && setBrochure(() => component),
        () => {}, // not downloaded (offline): the page itself prints
      );
    const print = window.matchMedia?.('print');
    // Printing before the brochure's code arrived (Ctrl+P at once) prints the page itself; print media
    // (a browser's print preview, the tests' emulation) shows the brochure as soon as it has loaded.
    const start = () => {
      const ready = loaded;
      // Rendered before the browser lays the page out for print.
      flushSync(() => {
        if (ready) setBrochure(() => ready);
        setPrinting(true);
      });
      if (!ready) load();
    };
    const end = () => setPrinting(print?.matches ?? false);
    const change = (e: MediaQueryListEvent) => (e.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    print?.addEventListener('change', change);
    return () => {
      live = false;
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      print?.removeEventListener('change', change);
    };
  }, [hydrated]);

  return printing && Brochure ? <Brochure property={property} /> : null;
}
