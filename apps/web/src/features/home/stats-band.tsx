import { formatNumber } from '@manara/shared/i18n/index';
import { COUNTER_ANIMATION_MS } from '@manara/shared/limits';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/lib/use-locale';

const STATS = [
  { key: 'clients', target: 500 },
  { key: 'properties', target: 100 },
  { key: 'experts', target: 50 },
] as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Counters start once when the band is 30% visible and run for 2000 ms (specification §4, §9); for
 * readers who ask for less motion they show their final values without counting.
 */
function useCountUp(target: number, start: boolean) {
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start || reduced) return;
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / COUNTER_ANIMATION_MS);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, target, reduced]);
  return start && reduced ? target : value;
}

function Stat({ label, target, start }: { label: string; target: number; start: boolean }) {
  const locale = useLocale();
  const value = useCountUp(target, start);
  return (
    <div className="text-center">
      <p className="text-4xl font-bold text-gold-300 sm:text-5xl" aria-hidden="true">
        {formatNumber(value, locale)}+
      </p>
      <p className="sr-only">
        {formatNumber(target, locale)}+ {label}
      </p>
      <p className="mt-2 text-stone-200" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}

export function StatsBand() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} className="bg-brand-800 py-14" aria-label={t('home.stats.title')}>
      <div className="mx-auto grid max-w-5xl grid-cols-2 gap-8 px-4 sm:grid-cols-4">
        {STATS.map((s) => (
          <Stat key={s.key} label={t(`home.stats.${s.key}`)} target={s.target} start={visible} />
        ))}
        <div className="text-center">
          <p className="text-4xl font-bold text-gold-300 sm:text-5xl">24/7</p>
          <p className="mt-2 text-stone-200">{t('home.stats.support')}</p>
        </div>
      </div>
    </section>
  );
}
