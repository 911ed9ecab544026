import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, optionalText, requiredText } from './fields';

const FLAG_ENGLAND = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';

describe('free text refuses invisible characters that change how it reads', () => {
  it.each([
    ['right-to-left override (U+202E)', 'Ahmad\u202Egnp.exe'],
    ['left-to-right override (U+202D)', '\u202Dأحمد'],
    ['embeddings and their pop (U+202A, U+202B, U+202C)', 'a\u202Ab\u202Bc\u202Cd'],
    ['first-strong isolate (U+2068)', 'Lina \u2068Admin\u2069'],
    ['left-to-right isolate (U+2066)', 'x\u2066y'],
    ['right-to-left isolate (U+2067)', 'x\u2067y'],
    ['pop directional isolate (U+2069)', 'x\u2069'],
    ['zero-width space (U+200B)', 'ad\u200Bmin'],
    ['word joiner (U+2060)', 'ad\u2060min'],
    ['invisible times (U+2062)', 'a\u2062b'],
    ['zero-width no-break space inside (U+FEFF)', 'sta\uFEFFff'],
    ['soft hyphen (U+00AD)', 'ad\u00ADmin'],
    ['Mongolian vowel separator (U+180E)', 'a\u180Eb'],
    ['a tag character alone (U+E0041)', 'Hi\u{E0041}\u{E0042}'],
    ['a cancel tag alone (U+E007F)', 'Hi\u{E007F}'],
    ['interlinear annotation (U+FFF9)', 'a\uFFF9b\uFFFBc'],
    ['Hangul filler passing for a name (U+3164)', '\u3164'],
    ['combining grapheme joiner (U+034F)', 'a\u034Fb'],
  ])('%s', (_, text) => {
    expect(hasInvisibleCharacters(text)).toBe(true);
    const required = requiredText(200, 'name_required').safeParse(text);
    expect(required.success).toBe(false);
    expect(required.error?.issues.map((i) => i.message)).toEqual(['invalid_characters']);
    expect(
      optionalText(200)
        .safeParse(text)
        .error?.issues.map((i) => i.message),
    ).toEqual(['invalid_characters']);
  });

  it.each([
    ['Arabic', 'شقة فاخرة في رام الله'],
    ['Persian with ZWNJ (U+200C)', 'می\u200Cخواهم'],
    ['emoji with ZWJ (U+200D)', 'Family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['emoji with a variation selector', '\u2764\uFE0F home'],
    ['a flag made of tags', `${FLAG_ENGLAND} flat`],
    ['mixed text with LRM and RLM (U+200E, U+200F)', 'شقة \u200E(120 m²)\u200F'],
    ['Arabic letter mark (U+061C)', '\u061C-5'],
    ['Arabic number sign (U+0600)', '\u0600١٢٣'],
    ['several lines and a tab', 'Line one\nLine two\r\n\tindented'],
    ['accents and other scripts', 'Crème brûlée — 東京 — Ελλάδα'],
  ])('keeps %s', (_, text) => {
    expect(hasInvisibleCharacters(text)).toBe(false);
    expect(requiredText(200, 'name_required').safeParse(text).success).toBe(true);
    expect(optionalText(200).safeParse(text).success).toBe(true);
  });

  it('lets a byte-order mark at either end go, as any surrounding blank', () => {
    expect(requiredText(200, 'name_required').parse('\uFEFFSami\uFEFF')).toBe('Sami');
  });
});
