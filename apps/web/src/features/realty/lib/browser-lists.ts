import { COMPARE_MAX, RECENT_MAX } from '@manara/shared/compare';
import { useSyncExternalStore } from 'react';

/**
 * Lists of listing ids kept in this browser only (issue 33, no account needed): the listings chosen
 * for comparison and those recently viewed. Each is a localStorage entry other tabs see change (the
 * `storage` event); without storage (private mode, the server) a list lives for the page only.
 */
export interface IdList {
  /** The ids, in the list's order (recently viewed: newest first). */
  read(): readonly number[];
  subscribe(listener: () => void): () => void;
  write(ids: readonly number[]): void;
}

const NONE: readonly number[] = [];

function createIdList(key: string, max: number): IdList {
  const listeners = new Set<() => void>();
  let memory: readonly number[] = NONE;
  // The array handed out stays the same object until the stored text changes (useSyncExternalStore needs that).
  let cache: { text: string | null; ids: readonly number[] } = { text: null, ids: NONE };

  const parse = (text: string | null): readonly number[] => {
    if (!text) return NONE;
    try {
      const value: unknown = JSON.parse(text);
      if (!Array.isArray(value)) return NONE;
      const ids = value.filter((v): v is number => Number.isInteger(v) && v > 0 && v <= 2_147_483_647);
      return [...new Set(ids)].slice(0, max);
    } catch {
      return NONE;
    }
  };
  const stored = (): string | null | undefined => {
    try {
      return typeof localStorage === 'undefined' ? undefined : localStorage.getItem(key);
    } catch {
      return undefined;
    }
  };
  const notify = () => listeners.forEach((l) => l());

  return {
    read() {
      const text = stored();
      if (text === undefined) return memory;
      if (text !== cache.text) cache = { text, ids: parse(text) };
      return cache.ids;
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
    write(ids) {
      const next = [...new Set(ids)].slice(0, max);
      memory = next;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        /* private mode or full: kept in memory for this page */
      }
      notify();
    },
  };
}

/** The listings chosen for comparison, in the order chosen (at most COMPARE_MAX). */
export const compareList = createIdList('manara.compare', COMPARE_MAX);
/** The listings this browser viewed, newest first (at most RECENT_MAX). */
export const recentList = createIdList('manara.recent', RECENT_MAX);

/** Adds or removes a listing from the comparison; false when it is full (COMPARE_MAX) and `id` is not in it. */
export function toggleCompare(id: number): boolean {
  const ids = compareList.read();
  if (ids.includes(id)) compareList.write(ids.filter((i) => i !== id));
  else if (ids.length >= COMPARE_MAX) return false;
  else compareList.write([...ids, id]);
  return true;
}

/** Remembers a viewed listing: first in the list, each listing once, the oldest past RECENT_MAX forgotten. */
export function rememberViewed(id: number) {
  const ids = recentList.read();
  if (ids[0] === id) return;
  recentList.write([id, ...ids.filter((i) => i !== id)]);
}

/**
 * A list's ids, kept current; empty while the server renders and the browser hydrates (the server's
 * HTML is every visitor's), so the first render matches it.
 */
export function useIdList(list: IdList): readonly number[] {
  return useSyncExternalStore(list.subscribe, list.read, () => NONE);
}
