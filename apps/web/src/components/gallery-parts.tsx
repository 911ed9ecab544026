import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { useImageSource } from '@/lib/data-saver';

/** What the gallery (gallery.tsx) and its full-screen viewer (photo-viewer.tsx) share. */

export interface GalleryImage {
  url: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
  /** What the photo shows (a caption), when known. */
  alt?: string;
}

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
export function useSwipe(onStep: (step: -1 | 1) => void, rtl: boolean) {
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

export function Photo({
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

export function StepButton({ step, onClick, label, className }: { step: -1 | 1; onClick(): void; label: string; className?: string }) {
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
