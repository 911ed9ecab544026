import { formatNumber } from '@manara/shared/i18n/index';
import { COUNTER_ANIMATION_MS } from '@manara/shared/limits';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/lib/use-locale';
import '@/features/home/locales/strings';

const STATS = [
  { key: 'clients', target: 500 },
  { key: 'properties', target: 100 },
  { key: 'experts', target: 50 },
] as const;

/** The band counts once this much of it is visible (specification §9). */
const STATS_THRESHOLD = 0.3;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * How a counter shows: its target (the server's HTML, a reader who prefers less motion, a band already
 * on screen when the scripts arrive), zero while the band is out of view, then counting up.
 */
type Phase = 'final' | 'waiting' | 'counting';

/** Counts from 0 to `target` in 2000 ms (specification §4, §9) while `phase` is `counting`. */
function useCountUp(target: number, phase: Phase) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (phase !== 'counting') return;
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / COUNTER_ANIMATION_MS);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, target]);
  return phase === 'final' ? target : phase === 'waiting' ? 0 : value;
}

function Stat({ label, target, phase }: { label: string; target: number; phase: Phase }) {
  const locale = useLocale();
  const value = useCountUp(target, phase);
  return (
    <div className="text-center">
      <p className="text-4xl font-bold text-gold-300 sm:text-5xl" aria-hidden="true">
        {`${formatNumber(value, locale)}+`}
      </p>
      <p className="sr-only">{`${formatNumber(target, locale)}+ ${label}`}</p>
      <p className="mt-2 text-stone-200" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

/**
 * The statistics band. Its HTML (server rendering, crawlers, share previews, a reader scrolling before
 * the scripts load) carries the real numbers. Once the scripts run, a band out of view drops to zero and
 * counts up once it is 30% visible; a band already in view keeps its numbers (it does not flash back to
 * zero), and so does every band for readers who prefer reduced motion.
 */
export function StatsBand() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // Until the browser says otherwise (and on the server), no motion.
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
  const [phase, setPhase] = useState<Phase>('final');
  useEffect(() => {
    const el = ref.current;
    if (!el || reduced) return;
    // The observer's first report says where the band is as the scripts start.
    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const onScreen = firstReport && entry.isIntersecting;
        firstReport = false;
        if (onScreen) return observer.disconnect();
        if (entry.intersectionRatio >= STATS_THRESHOLD) {
          setPhase('counting');
          observer.disconnect();
        } else setPhase('waiting');
      },
      { threshold: [0, STATS_THRESHOLD] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [reduced]);
  return (
    <section ref={ref} className="bg-brand-800 py-14" aria-label={t('home.stats.title')}>
      <div className="mx-auto grid max-w-5xl grid-cols-2 gap-8 px-4 sm:grid-cols-4">
        {STATS.map((s) => (
          <Stat key={s.key} label={t(`home.stats.${s.key}`)} target={s.target} phase={phase} />
        ))}
        <div className="text-center">
          <p className="text-4xl font-bold text-gold-300 sm:text-5xl">24/7</p>
          <p className="mt-2 text-stone-200">{t('home.stats.support')}</p>
        </div>
      </div>
    </section>
  );
}
