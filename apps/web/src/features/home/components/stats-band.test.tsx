import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createI18n } from '@/lib/i18n';
import catalogueEn from '@/locales/full-catalogue-en';
import { renderWithProviders } from '@/test/render';
import { StatsBand } from './stats-band';

/** An IntersectionObserver the test drives: `show(ratio)` reports the band that visible. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
function show(ratio: number) {
  for (const o of observers.filter((o) => !o.disconnected))
    o.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], {} as IntersectionObserver);
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const counters = () => screen.getAllByText(/^\d[\d,]*\+$/).map((el) => el.textContent);

beforeEach(() => {
  observers = [];
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('statistics band', () => {
  it('is rendered on the server with its real numbers, not zeros', () => {
    const html = renderToString(
      <AppProviders i18n={createI18n('en', catalogueEn)} queryClient={createQueryClient({ server: true })}>
        <StatsBand />
      </AppProviders>,
    );
    for (const n of ['500+', '100+', '50+', '24/7']) expect(html).toContain(`>${n}<`);
    expect(html).not.toContain('>0+<');
  });

  it('out of view when the scripts start: drops to zero, then counts up once 30% visible, reaching 500, 100 and 50 in 2000 ms', () => {
    setReducedMotion(false);
    renderWithProviders(<StatsBand />, { locale: 'en' });
    expect(counters()).toEqual(['500+', '100+', '50+']);
    act(() => show(0));
    expect(counters()).toEqual(['0+', '0+', '0+']);
    act(() => show(0.1));
    act(() => vi.advanceTimersByTime(500));
    expect(counters()).toEqual(['0+', '0+', '0+']);
    act(() => show(0.3));
    act(() => vi.advanceTimersByTime(1000));
    const midway = counters().map((c) => Number(c!.replace(/\D/g, '')));
    expect(midway[0]).toBeGreaterThan(0);
    expect(midway[0]).toBeLessThan(500);
    act(() => vi.advanceTimersByTime(1100));
    expect(counters()).toEqual(['500+', '100+', '50+']);
    expect(screen.getByText('24/7')).toBeInTheDocument();
    // Once: the observer is gone, so scrolling away and back does not restart the count.
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('already in view when the scripts start: keeps its numbers (no flash back to zero)', () => {
    setReducedMotion(false);
    renderWithProviders(<StatsBand />, { locale: 'ar' });
    act(() => show(0.2));
    act(() => vi.advanceTimersByTime(2100));
    expect(counters()).toEqual(['500+', '100+', '50+']);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('never moves for readers who prefer reduced motion', () => {
    setReducedMotion(true);
    renderWithProviders(<StatsBand />, { locale: 'ar' });
    expect(counters()).toEqual(['500+', '100+', '50+']);
    expect(observers).toHaveLength(0);
  });
});
