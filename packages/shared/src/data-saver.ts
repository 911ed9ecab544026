/**
 * Data-saver mode (issue 34, decision 073): the smallest photo widths, no hero video autoplay, no map
 * tiles until asked. Who decides, strongest first: the reader's own switch (a cookie, so the server's
 * render sees it), the request's `Save-Data: on` header, the browser's `navigator.connection.saveData`.
 */

/** The footer switch's cookie: `on` or `off`, a year, on every path. */
export const DATA_SAVER_COOKIE = 'manara_data_saver';
export const DATA_SAVER_COOKIE_MAX_AGE = 365 * 86_400;

export type DataSaverChoice = 'on' | 'off';

/** The cookie's value as a choice; anything else (absent, tampered) is no choice. */
export function dataSaverChoice(value: string | null | undefined): DataSaverChoice | null {
  const v = value?.trim().toLowerCase();
  return v === 'on' || v === 'off' ? v : null;
}

/** `Save-Data: on` (the header's only defined value; case and spaces ignored, other tokens may follow). */
export function saveDataHeaderOn(value: string | string[] | null | undefined): boolean {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  return raw
    .split(/[,;]/)
    .map((token) => token.trim().toLowerCase())
    .includes('on');
}

/** The cookie `name`'s value in a Cookie header (or document.cookie), if any. */
export function cookieValue(cookies: string | null | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Whether data saver is on: the reader's switch either way, else the request's `Save-Data: on`
 * (`saveDataHeaderOn`), else the browser's setting (unknown on the server).
 */
export function dataSaverOn({ cookie, header, browser }: { cookie?: string | null; header?: boolean; browser?: boolean | null }): boolean {
  const choice = dataSaverChoice(cookie);
  if (choice) return choice === 'on';
  return header === true || browser === true;
}

/**
 * The narrowest variant of a responsive image (`srcset` lists `<url> <width>w`, in any order): what a
 * data-saving page asks for instead of letting the browser pick a wide one. Falls back to `url`.
 */
export function smallestVariant(url: string, srcset: string | null | undefined): string {
  let best: { url: string; width: number } | null = null;
  for (const entry of (srcset ?? '').split(',')) {
    const [candidate, descriptor] = entry.trim().split(/\s+/);
    const width = descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN;
    if (candidate && Number.isFinite(width) && (!best || width < best.width)) best = { url: candidate, width };
  }
  return best?.url ?? url;
}
