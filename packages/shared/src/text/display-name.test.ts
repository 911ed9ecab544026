import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName (decision 072)', () => {
  const typedArabic = { name: 'رانية خوري', display_name_ar: null, display_name_en: null };

  it("shows the reader's language's display name first", () => {
    const both = { name: 'R. K.', display_name_ar: 'رانية خوري', display_name_en: 'Rania Khoury' };
    expect(displayName(both, 'ar')).toEqual({ text: 'رانية خوري', lang: 'ar', fallback: false });
    expect(displayName(both, 'en')).toEqual({ text: 'Rania Khoury', lang: 'en', fallback: false });
  });

  it('else the typed name when its script is the reader’s language, else the other display name, marked', () => {
    expect(displayName({ ...typedArabic, display_name_en: null }, 'ar')).toEqual({ text: 'رانية خوري', lang: 'ar', fallback: false });
    expect(displayName({ name: 'Rania', display_name_ar: 'رانية خوري' }, 'en')).toEqual({ text: 'Rania', lang: 'en', fallback: false });
    expect(displayName({ name: 'Rania', display_name_ar: 'رانية خوري', display_name_en: '' }, 'ar')).toEqual({
      text: 'رانية خوري',
      lang: 'ar',
      fallback: false,
    });
    expect(displayName({ name: 'رانية', display_name_ar: 'رانية خوري' }, 'en')).toEqual({ text: 'رانية خوري', lang: 'ar', fallback: true });
  });

  it('falls back to the typed name in the language its script says', () => {
    expect(displayName(typedArabic, 'en')).toEqual({ text: 'رانية خوري', lang: 'ar', fallback: true });
    expect(displayName({ name: ' Yousef Hamdan ' }, 'ar')).toEqual({ text: 'Yousef Hamdan', lang: 'en', fallback: true });
  });
});
