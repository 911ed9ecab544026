import { systemClock, type Clock } from '../src/lib/clock';

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

/**
 * The system's time, moved ahead by what `advance` adds: for tests whose files or rows are dated by the
 * real time (file mtimes, an S3 object's LastModified) and that need them to look older.
 */
export function createAheadClock(): Clock & { advance(ms: number): void } {
  let ahead = 0;
  return {
    now: () => new Date(systemClock.now().getTime() + ahead),
    sleep: systemClock.sleep,
    advance(ms) {
      ahead += ms;
    },
  };
}
