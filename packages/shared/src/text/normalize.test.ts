import { describe, expect, it } from 'vitest';
import { normalizeSearchText, toLatinDigits } from './normalize';

describe('toLatinDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['١٬٥٠٠٫٧٥', '1,500.75'],
    ['شقة ١٥٠ م²', 'شقة 150 م²'],
    ['abc 123', 'abc 123'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(toLatinDigits(input)).toBe(expected);
  });
});

describe('normalizeSearchText', () => {
  it.each([
    // Alef variants fold to a bare alef.
    ['أرض', 'ارض'],
    ['إطلالة', 'اطلالة'.replace('ة', 'ه')],
    ['آمنة', 'امنه'],
    ['ٱلقدس', 'القدس'],
    // Taa marbuta, alef maqsura, hamza seats.
    ['مدرسة', 'مدرسه'],
    ['مستشفى', 'مستشفي'],
    ['مؤسسة', 'موسسه'],
    ['بيئة', 'بييه'],
    // Harakat, superscript alef and tatweel removed.
    ['شَقَّةٌ', 'شقه'],
    ['رحمٰن', 'رحمن'],
    ['جمـــيل', 'جميل'],
    // Digits made Latin, case folded, Latin accents stripped, spaces collapsed and trimmed.
    ['  شقة   ١٥٠  ', 'شقة 150'.replace('ة', 'ه')],
    ['Beit Sahour', 'beit sahour'],
    ['Café Naïve', 'cafe naive'],
    ['رام\tالله\nالتحتا', 'رام الله التحتا'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent: a normalised text normalises to itself', () => {
    for (const text of ['أرضٌ في بيت لحم', 'Villa — Nablus ٣ غرف', 'مؤسسة إسكان']) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once)).toBe(once);
    }
  });
});
