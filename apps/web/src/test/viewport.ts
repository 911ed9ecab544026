/**
 * jsdom lays nothing out, so nothing ever nears the viewport: this IntersectionObserver (installed by
 * setup.ts) records what components observe, and `scrollToObserved()` brings all of it into view, as a
 * visitor scrolling down the page would.
 */
const observers = new Set<TestIntersectionObserver>();

class TestIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  reveal() {
    if (this.targets.size === 0) return;
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installTestIntersectionObserver() {
  globalThis.IntersectionObserver ??= TestIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Every observed element comes into view (wrap in `act`). */
export function scrollToObserved() {
  for (const observer of [...observers]) observer.reveal();
}

export function forgetObserved() {
  observers.clear();
}
