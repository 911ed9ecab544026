import { describe, expect, it } from 'vitest';
import { formatDate } from './index';

const at = '2026-11-28T10:00:00Z';

describe('formatDate: one date style per language (issue 33)', () => {
  it('writes every date with the month in words, whatever style a page asks for', () => {
    for (const dateStyle of [undefined, 'short', 'medium', 'long'] as const) {
      const options = dateStyle ? { dateStyle } : undefined;
      expect(formatDate(at, 'ar', options)).toBe('28 نوفمبر 2026');
      expect(formatDate(at, 'en', options)).toBe('November 28, 2026');
    }
  });

  it('keeps the time, the weekday and a month alone in the same style', () => {
    expect(formatDate(at, 'ar', { dateStyle: 'medium', timeStyle: 'short' })).toBe(
      formatDate(at, 'ar', { dateStyle: 'long', timeStyle: 'short' }),
    );
    expect(formatDate(at, 'ar', { dateStyle: 'medium', timeStyle: 'short' })).toMatch(/^28 نوفمبر 2026/);
    expect(formatDate(at, 'en', { dateStyle: 'full' })).toBe('Saturday, November 28, 2026');
    expect(formatDate(at, 'ar', { year: 'numeric', month: 'long' })).toBe('نوفمبر 2026');
    expect(formatDate(at, 'ar', { dateStyle: 'medium' })).not.toMatch(/\//);
  });
});
