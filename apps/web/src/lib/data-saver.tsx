import { cookieValue, DATA_SAVER_COOKIE, DATA_SAVER_COOKIE_MAX_AGE, dataSaverOn, smallestVariant } from '@manara/shared/data-saver';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * What the server decided for the page it rendered (decision 073): the mode, and whether the request
 * said `Save-Data: on` (which the browser's scripts cannot read). Embedded in the hydration state.
 */
export interface DataSaverState {
  on: boolean;
  header: boolean;
}

interface DataSaverContextValue {
  on: boolean;
  /** The footer switch: remembered in a cookie (so the server renders the next page the same way). */
  set(on: boolean): void;
}

const DataSaverContext = createContext<DataSaverContextValue>({ on: false, set: () => {} });

/** The browser's own data-saver setting (Chromium's Network Information API), if it tells. */
function browserSaveData(): boolean | null {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return typeof connection?.saveData === 'boolean' ? connection.saveData : null;
}

/** Components that show the mode: told when the footer switch changes the cookie. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function setCookie(on: boolean) {
  document.cookie = `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; path=/; max-age=${DATA_SAVER_COOKIE_MAX_AGE}; samesite=lax`;
  listeners.forEach((listener) => listener());
}

/**
 * Holds the page's data-saver mode. Hydration renders it as the server did; in the browser it is then
 * decided from the cookie, the server's header and the browser's setting — a page the service worker
 * kept from another mode, or a browser whose data saver the header did not carry, then switches.
 */
export function DataSaverProvider({ initial, children }: { initial: DataSaverState; children: ReactNode }) {
  const header = initial.header;
  const current = useCallback(
    () => dataSaverOn({ cookie: cookieValue(document.cookie, DATA_SAVER_COOKIE), header, browser: browserSaveData() }),
    [header],
  );
  const on = useSyncExternalStore(subscribe, current, () => initial.on);
  const value = useMemo<DataSaverContextValue>(() => ({ on, set: setCookie }), [on]);
  return <DataSaverContext.Provider value={value}>{children}</DataSaverContext.Provider>;
}

/** Whether the page saves data, and its switch. */
export const useDataSaver = () => useContext(DataSaverContext);

/**
 * A responsive image's `src`/`srcSet`: as given, or with data saver only its narrowest variant (no
 * `srcSet`, so the browser cannot pick a wider one for a large or dense screen).
 */
export function useImageSource(): (url: string, srcset: string | null | undefined) => { src: string; srcSet: string | undefined } {
  const { on } = useDataSaver();
  return (url, srcset) => (on ? { src: smallestVariant(url, srcset), srcSet: undefined } : { src: url, srcSet: srcset || undefined });
}
