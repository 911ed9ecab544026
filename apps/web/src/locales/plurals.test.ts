import { describe, expect, it } from 'vitest';
import ar from './full-catalogue-ar';
import en from './full-catalogue-en';
import type { Messages } from './merge';

/**
 * Counted strings go through i18next's plural rules (Intl.PluralRules): Arabic has six forms
 * (zero, one, two, few, many, other), English two. A key given some forms and not others falls back
 * to a wrong one for the missing numbers («3 دونم»), so every plural key has all of its language's.
 */
const FORMS = { ar: ['zero', 'one', 'two', 'few', 'many', 'other'], en: ['one', 'other'] } as const;
const SUFFIX = /_(zero|one|two|few|many|other)$/;

function pluralKeys(messages: Messages, prefix = ''): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [k, forms] of pluralKeys(value as Messages, path)) found.set(k, forms);
      continue;
    }
    const match = SUFFIX.exec(path);
    if (!match) continue;
    const base = path.slice(0, -match[0].length);
    found.set(base, (found.get(base) ?? new Set()).add(match[1]!));
  }
  return found;
}

describe('plural strings', () => {
  for (const [language, messages] of [
    ['ar', ar],
    ['en', en],
  ] as const) {
    it(`every counted string has all of ${language}'s plural forms`, () => {
      const keys = pluralKeys(messages);
      expect(keys.size).toBeGreaterThan(20);
      const incomplete = [...keys].filter(([, forms]) => FORMS[language].some((f) => !forms.has(f))).map(([key]) => key);
      expect(incomplete).toEqual([]);
    });
  }

  it('a counted string has its plural forms in both languages', () => {
    const arKeys = [...pluralKeys(ar).keys()].sort();
    const enKeys = [...pluralKeys(en).keys()].sort();
    expect(arKeys).toEqual(enKeys);
  });
});
