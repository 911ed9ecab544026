import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { StatsBand } from './stats-band';

/** An IntersectionObserver the test drives: `show(ratio)` reports the band that visible. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
function show(ratio: number) {
  for (const o of observers.filter((o) => !o.disconnected)) {
    const threshold = Number(o.options?.threshold ?? 0);
    o.callback([{ isIntersecting: ratio >= threshold, intersectionRatio: ratio } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
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
  it('counts up once the band is 30% visible, reaching 500, 100 and 50 after 2000 ms, next to the fixed 24/7', async () => {
    setReducedMotion(false);
    renderWithProviders(<StatsBand />, { locale: 'en' });
    expect(observers[0]!.options?.threshold).toBe(0.3);
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

  it('shows the final values at once for readers who prefer reduced motion', () => {
    setReducedMotion(true);
    renderWithProviders(<StatsBand />, { locale: 'ar' });
    act(() => show(0.5));
    expect(counters()).toEqual(['500+', '100+', '50+']);
  });
});
