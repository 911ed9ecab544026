import { describe, expect, it } from 'vitest';
import { internationalPhone, phoneDisplay, whatsappLink } from './phone';

describe('phones in international form (decision 039)', () => {
  it('reads local Palestinian numbers as +970, in any digits and separators', () => {
    expect(internationalPhone('0599 123 456')).toBe('+970599123456');
    expect(internationalPhone('٠٥٦٩-١٢٣-٤٥٦')).toBe('+970569123456');
    expect(internationalPhone('02 295 0000')).toBe('+97022950000');
    expect(internationalPhone('(09) 238 1234')).toBe('+97092381234');
    expect(internationalPhone('599123456')).toBe('+970599123456');
  });

  it('reads the other prefixes of the shared numbering plan as +972', () => {
    expect(internationalPhone('052-123-4567')).toBe('+972521234567');
    expect(internationalPhone('03 612 3456')).toBe('+97236123456');
  });

  it('keeps numbers that carry their country code, with + or 00 or neither', () => {
    expect(internationalPhone('+970 59 912 3456')).toBe('+970599123456');
    expect(internationalPhone('00972 52 123 4567')).toBe('+972521234567');
    expect(internationalPhone('970599123456')).toBe('+970599123456');
    expect(internationalPhone('+970 (0) 599 123 456')).toBe('+970599123456');
    expect(internationalPhone('+962 7 9123 4567')).toBe('+962791234567');
  });

  it('gives null for what cannot be dialled from abroad', () => {
    expect(internationalPhone(null)).toBeNull();
    expect(internationalPhone('')).toBeNull();
    expect(internationalPhone('12345')).toBeNull();
    expect(internationalPhone('0123 4567')).toBeNull();
    expect(internationalPhone('+970 12')).toBeNull();
    expect(internationalPhone('+1234567890123456')).toBeNull();
  });

  it('groups numbers for reading and builds WhatsApp links with an encoded message', () => {
    expect(phoneDisplay('+970599123456')).toBe('+970 599 123 456');
    expect(phoneDisplay('+97022950000')).toBe('+970 2 295 0000');
    expect(phoneDisplay('+962791234567')).toBe('+962791234567');
    expect(whatsappLink('+970599123456')).toBe('https://wa.me/970599123456');
    expect(whatsappLink('+970599123456', 'مرحبًا & hi')).toBe(`https://wa.me/970599123456?text=${encodeURIComponent('مرحبًا & hi')}`);
  });
});
