import { formatNumber } from '@manara/shared/i18n/index';
import { Building2, ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LazyDialog as Dialog } from '@/components/ui/lazy-dialog';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useImageSource } from '@/lib/data-saver';

export interface GalleryImage {
  url: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
  /** What the photo shows (a caption), when known. */
  alt?: string;
}

/** The main photo's width: the page's wide column on large screens, the full width below. */
/** The main photo's displayed width (also the page's preload hint for its first photo). */
export const GALLERY_MAIN_SIZES = '(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw';
const THUMB_SIZES = '(min-width: 768px) 160px, 33vw';
const SWIPE_PX = 40;

/**
 * The step an arrow key means: in right-to-left the next photo is to the left, so ArrowLeft goes
 * forward and ArrowRight back.
 */
export function arrowStep(key: string, rtl: boolean): -1 | 1 | null {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return null;
}

/** Pointer swipes: a horizontal drag of 40 px or more moves one photo (direction-aware). */
function useSwipe(onStep: (step: -1 | 1) => void, rtl: boolean) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  /** True once after a swipe: the click that ends a drag must not also open the viewer. */
  const consumeSwipe = () => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  };
  const handlers = {
    onPointerDown: (e: React.PointerEvent) => {
      swiped.current = false;
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    onPointerUp: (e: React.PointerEvent) => {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dx = e.clientX - s.x;
      const dy = e.clientY - s.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      // Dragging towards the start edge brings the next photo in.
      const towardsStart = rtl ? dx > 0 : dx < 0;
      swiped.current = true;
      onStep(towardsStart ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  return { handlers, consumeSwipe };
}

function Photo({
  image,
  sizes,
  eager,
  className,
  alt,
}: {
  image: GalleryImage;
  sizes: string;
  eager?: boolean;
  className?: string;
  alt: string;
}) {
  const source = useImageSource();
  return (
    <img
      {...source(image.url, image.srcset)}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'auto' : 'async'}
      draggable={false}
      className={className}
    />
  );
}

function StepButton({ step, onClick, label, className }: { step: -1 | 1; onClick(): void; label: string; className?: string }) {
  const Icon = step < 0 ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full shadow-md transition',
        step < 0 ? 'start-3' : 'end-3',
        className,
      )}
    >
      <Icon className="flip-rtl size-6" aria-hidden="true" />
    </button>
  );
}

/** The full-screen photo viewer: Escape closes, arrow keys and swipes move, labelled by the listing. */
function PhotoViewer({
  images,
  index,
  onIndex,
  open,
  onOpenChange,
  title,
}: {
  images: GalleryImage[];
  index: number;
  onIndex(i: number): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = locale === 'ar';
  const total = images.length;
  const go = (step: -1 | 1) => onIndex((index + step + total) % total);
  const { handlers: swipe } = useSwipe(go, rtl);
  const image = images[index];
  if (!image) return null;
  const position = t('gallery.position', { n: formatNumber(index + 1, locale), total: formatNumber(total, locale) });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="full"
      title={t('gallery.viewerTitle', { title })}
      hideTitle
      className="text-white"
      closeClassName="bg-white/10 text-white hover:bg-white/20"
      onKeyDown={(e) => {
        const step = arrowStep(e.key, rtl);
        if (step && total > 1) {
          e.preventDefault();
          go(step);
        } else if (e.key === 'Home' || e.key === 'End') {
          e.preventDefault();
          onIndex(e.key === 'Home' ? 0 : total - 1);
        }
      }}
    >
      <div className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 py-14 select-none sm:px-16" {...swipe}>
        <Photo
          key={image.url}
          image={image}
          sizes="100vw"
          eager
          alt={position}
          className="max-h-full max-w-full rounded-lg object-contain"
        />
        {total > 1 && (
          <>
            <StepButton
              step={-1}
              onClick={() => go(-1)}
              label={t('gallery.previous')}
              className="bg-white/10 text-white hover:bg-white/25"
            />
            <StepButton step={1} onClick={() => go(1)} label={t('gallery.next')} className="bg-white/10 text-white hover:bg-white/25" />
          </>
        )}
      </div>
      <p className="pb-4 text-center text-sm text-white/85" aria-live="polite">
        {position}
      </p>
    </Dialog>
  );
}

/**
 * A listing's photos: the main photo (the first one is not lazy-loaded and has high priority), previous
 * and next buttons, dots, a thumbnail grid (3 columns on small screens, 5 from medium) and the viewer.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = locale === 'ar';
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
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

      <PhotoViewer images={images} index={index} onIndex={setIndex} open={viewerOpen} onOpenChange={setViewerOpen} title={title} />
    </section>
  );
}
