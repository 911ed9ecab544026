import { describe, expect, it } from 'vitest';
import { isolate, keepHyphenatedWords } from './bidi';

describe('mixed-direction text', () => {
  it('keeps a hyphenated Latin name whole inside Arabic text', () => {
    const name = keepHyphenatedWords('مكتب الزيتونة العقاري — Al-Zaytouna Real Estate');
    expect(name).toBe('مكتب الزيتونة العقاري — Al\u2011Zaytouna Real Estate');
    // Dashes between words and minus signs are left alone.
    expect(keepHyphenatedWords('Ramallah - Al-Bireh, 3-4')).toBe('Ramallah - Al\u2011Bireh, 3-4');
  });

  it('isolates user text inserted into a sentence', () => {
    expect(isolate('Villa (new)')).toBe('\u2068Villa (new)\u2069');
  });
});
