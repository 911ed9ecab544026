import type { Clock } from '../src/lib/clock';

/**
 * A clock that stands still until the test moves it. `sleep` returns at once, moving the clock by
 * the time asked for, and remembers each request in `sleeps`.
 */
export function createTestClock(start = new Date()): Clock & { advance(ms: number): void; sleeps: number[] } {
  let current = start.getTime();
  const sleeps: number[] = [];
  return {
    now: () => new Date(current),
    async sleep(ms) {
      sleeps.push(ms);
      current += ms;
    },
    advance(ms) {
      current += ms;
    },
    sleeps,
  };
}
