import type { HeroPage } from '@manara/shared/heroes';
import { localized } from '@manara/shared/i18n/index';
import { HERO_AUTOPLAY_RETRY_MS } from '@manara/shared/limits';
import { Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { HeroSkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useDataSaver } from '@/lib/data-saver';
import { useHero } from './use-hero';

interface HeroProps {
  page: HeroPage;
  /** Buttons or anchors under the subtitle. */
  children?: ReactNode | ((hero: { ctaText: string | null; ctaLink: string | null }) => ReactNode);
  className?: string;
}

/**
 * Plays a muted looping background video while at least 10% visible; a blocked autoplay is retried once.
 * With data saver on (decision 073) nothing of the video loads by itself: its poster shows, with a
 * button that starts it.
 */
function HeroVideo({ src, poster }: { src: string; poster: string | null }) {
  const { t } = useTranslation();
  const saver = useDataSaver();
  const [asked, setAsked] = useState(false);
  const autoplay = !saver.on || asked;
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!autoplay) return void video.pause();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const play = () =>
      video.play().catch(() => {
        retry = setTimeout(() => void video.play().catch(() => {}), HERO_AUTOPLAY_RETRY_MS);
      });
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void play();
        else video.pause();
      },
      { threshold: 0.1 },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      clearTimeout(retry);
    };
  }, [src, autoplay]);
  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 size-full object-cover"
        src={src}
        poster={poster ?? undefined}
        muted
        loop
        playsInline
        autoPlay={autoplay}
        preload={autoplay ? 'metadata' : 'none'}
        aria-hidden="true"
      />
      {!autoplay && (
        <button
          type="button"
          onClick={() => setAsked(true)}
          className="absolute end-4 bottom-4 z-10 inline-flex items-center gap-2 rounded-full bg-black/55 px-4 py-2 text-sm font-medium text-white hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <Play className="size-4" aria-hidden="true" />
          {t('hero.playVideo')}
        </button>
      )}
    </>
  );
}

/**
 * A page's hero: title, subtitle and a background video, image or the brand gradient. While loading
 * it shows a skeleton; when loading fails it shows the built-in default hero (specification §8).
 */
export function Hero({ page, children, className }: HeroProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, isPending, isError } = useHero(page);
  if (isPending) return <HeroSkeleton />;

  const hero = isError || !data ? null : data;
  const title = hero ? localized(hero, 'title', locale) : t(`hero.default.${page}.title`);
  const subtitle = hero ? localized(hero, 'subtitle', locale) : t(`hero.default.${page}.subtitle`);
  const ctaText = hero ? localized(hero, 'cta_text', locale) || null : page === 'home' ? t('hero.default.home.cta') : null;
  const ctaLink = hero ? hero.cta_link : page === 'home' ? '/auth/register' : null;
  const image = hero?.background_image_url ?? null;
  const video = hero?.background_video_url ?? null;

  return (
    <section
      className={cn('relative isolate overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white', className)}
      aria-labelledby={`hero-${page}-title`}
    >
      {video ? (
        <HeroVideo src={video} poster={image} />
      ) : image ? (
        <img src={image} alt="" className="absolute inset-0 size-full object-cover" fetchPriority="high" decoding="async" />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-t from-brand-900/85 via-brand-900/55 to-brand-900/30" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <h1 id={`hero-${page}-title`} className="text-3xl leading-tight font-bold text-balance sm:text-5xl">
          {title}
        </h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl">{subtitle}</p>}
        {children && (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {typeof children === 'function' ? children({ ctaText, ctaLink }) : children}
          </div>
        )}
      </div>
    </section>
  );
}
