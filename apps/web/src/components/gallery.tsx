import { formatNumber } from '@manara/shared/i18n/index';
import { Building2, Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { prefetch } from '@/lib/prefetch';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { arrowStep, Photo, StepButton, useSwipe, type GalleryImage } from './gallery-parts';

/** The main photo's width: the page's wide column on large screens, the full width below. */
/** The main photo's displayed width (also the page's preload hint for its first photo). */
export const GALLERY_MAIN_SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw';
const THUMB_SIZES = '(min-width: 768px) 160px, 33vw';

// The full-screen viewer comes with its first opening (hovering or focusing the photo fetches it): page budget, decision 054.
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(async () => ({ default: (await loadViewer()).PhotoViewer }));

/**
 * A listing's photos: the main photo (the first one is not lazy-loaded and has high priority), previous
 * and next buttons, dots, a thumbnail grid (3 columns on small screens, 5 from medium) and the viewer.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = locale === 'ar';
  const [index, setIndex] = useState(0);
  // null until first opened: the viewer's code is not loaded before.
  const [viewerOpen, setViewerOpen] = useState<boolean | null>(null);
  const total = images.length;
  const go = (step: -1 | 1) => setIndex((i) => (i + step + total) % total);
  const { handlers: swipe, consumeSwipe } = useSwipe(go, rtl);

  if (total === 0) {
    return (
      <div className="flex aspect-[16/9] items-center justify-center rounded-2xl bg-stone-100 text-stone-600">
        <div className="flex flex-col items-center gap-2">
          <Building2 className="size-14" aria-hidden="true" />
          <span>{t('gallery.noPhotos')}</span>
        </div>
      </div>
    );
  }

  const current = images[Math.min(index, total - 1)]!;
  const photoLabel = (i: number) => t('gallery.position', { n: formatNumber(i + 1, locale), total: formatNumber(total, locale) });

  return (
    <section aria-roledescription={t('gallery.roledescription')} aria-label={t('gallery.label')} className="space-y-3">
      <div
        className="relative touch-pan-y overflow-hidden rounded-2xl bg-stone-200 select-none"
        onKeyDown={(e) => {
          const step = arrowStep(e.key, rtl);
          if (step && total > 1 && e.target === e.currentTarget.querySelector('[data-main-photo]')) {
            e.preventDefault();
            go(step);
          }
        }}
        {...swipe}
      >
        <button
          type="button"
          data-main-photo
          onClick={() => {
            if (!consumeSwipe()) setViewerOpen(true);
          }}
          onPointerEnter={() => prefetch(loadViewer)}
          onFocus={() => prefetch(loadViewer)}
          className="group block aspect-[16/10] w-full cursor-zoom-in"
          aria-label={`${t('gallery.open')} — ${photoLabel(index)}`}
        >
          <Photo
            key={current.url}
            image={current}
            sizes={GALLERY_MAIN_SIZES}
            eager={index === 0}
            alt={`${current.alt || title} — ${photoLabel(index)}`}
            className="absolute inset-0 size-full object-cover"
          />
          <span className="absolute end-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-sm text-white">
            <Expand className="size-4" aria-hidden="true" />
            {/* Isolated left-to-right: in an Arabic paragraph "1 / 2" would otherwise read "2 / 1". */}
            <bdi dir="ltr">
              {formatNumber(index + 1, locale)} / {formatNumber(total, locale)}
            </bdi>
          </span>
        </button>
        {total > 1 && (
          <>
            <StepButton
              step={-1}
              onClick={() => go(-1)}
              label={t('gallery.previous')}
              className="bg-white/90 text-stone-800 hover:bg-white"
            />
            <StepButton step={1} onClick={() => go(1)} label={t('gallery.next')} className="bg-white/90 text-stone-800 hover:bg-white" />
          </>
        )}
      </div>
      {current.alt && <p className="text-center text-sm text-stone-600">{current.alt}</p>}

      {total > 1 && (
        <>
          <div className="flex justify-center gap-1.5" role="group" aria-label={t('gallery.dots')}>
            {images.map((image, i) => (
              <button
                key={image.url}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={photoLabel(i)}
                aria-current={i === index ? 'true' : undefined}
                className="inline-flex size-6 items-center justify-center"
              >
                <span className={cn('block h-2 rounded-full transition-all', i === index ? 'w-5 bg-brand-700' : 'w-2 bg-stone-400')} />
              </button>
            ))}
          </div>
          <ul className="grid grid-cols-3 gap-2 md:grid-cols-5" aria-label={t('gallery.thumbnails')}>
            {images.map((image, i) => (
              <li key={image.url}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t('gallery.show', { label: photoLabel(i) })}
                  aria-current={i === index ? 'true' : undefined}
                  className={cn(
                    'block aspect-[4/3] w-full overflow-hidden rounded-xl ring-2 transition',
                    i === index ? 'ring-brand-700' : 'opacity-80 ring-transparent hover:opacity-100',
                  )}
                >
                  <Photo image={image} sizes={THUMB_SIZES} alt="" className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      {viewerOpen !== null && (
        <Suspense fallback={null}>
          <PhotoViewer images={images} index={index} onIndex={setIndex} open={viewerOpen} onOpenChange={setViewerOpen} title={title} />
        </Suspense>
      )}
    </section>
  );
}
