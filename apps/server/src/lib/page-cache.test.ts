import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

function setup(ttlMs = 10_000, maxEntries = 3) {
  let now = 0;
  let renders = 0;
  const cache = new PageCache<string>(ttlMs, maxEntries, () => now);
  const render = (value: string) => async () => {
    renders += 1;
    return value;
  };
  return { cache, render, renders: () => renders, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('renders an address once within its lifetime, and again after it', async () => {
    const { cache, render, renders, advance } = setup();
    expect(await cache.get('/a', render('one'))).toBe('one');
    expect(await cache.get('/a', render('two'))).toBe('one');
    expect(renders()).toBe(1);
    advance(10_001);
    expect(await cache.get('/a', render('three'))).toBe('three');
  });

  it('lets concurrent requests share one render', async () => {
    const { cache, render, renders } = setup();
    const results = await Promise.all(Array.from({ length: 16 }, () => cache.get('/a', render('page'))));
    expect(new Set(results)).toEqual(new Set(['page']));
    expect(renders()).toBe(1);
  });

  it('keeps nothing it is told not to (server errors) and nothing that failed', async () => {
    const { cache, render, renders } = setup();
    await cache.get('/a', render('error'), (v) => v !== 'error');
    await cache.get('/a', render('ok'));
    expect(renders()).toBe(2);
    await expect(cache.get('/b', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('/b', render('recovered'))).toBe('recovered');
  });

  it('forgets everything on clear, including a render that was under way', async () => {
    const { cache, render } = setup();
    await cache.get('/a', render('old'));
    let finish!: (v: string) => void;
    const slow = cache.get('/b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('/a', render('new'))).toBe('new');
    expect(await cache.get('/b', render('fresh'))).toBe('fresh');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { cache, render, renders } = setup(10_000, 2);
    await cache.get('/a', render('a'));
    await cache.get('/b', render('b'));
    await cache.get('/c', render('c'));
    expect(cache.size).toBe(2);
    await cache.get('/a', render('a2'));
    expect(renders()).toBe(4);
  });

  it('is off with a zero lifetime', async () => {
    const { cache, render, renders } = setup(0);
    await cache.get('/a', render('a'));
    await cache.get('/a', render('a'));
    expect(renders()).toBe(2);
  });
});
