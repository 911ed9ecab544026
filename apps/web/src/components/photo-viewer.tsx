import { formatNumber } from '@manara/shared/i18n/index';
import { LazyDialog as Dialog } from '@/components/ui/lazy-dialog';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { arrowStep, Photo, StepButton, useSwipe, type GalleryImage } from './gallery-parts';

/** The full-screen photo viewer: Escape closes, arrow keys and swipes move, labelled by the listing. */
export function PhotoViewer({
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
