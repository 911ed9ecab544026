import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldLabel, formatAuditValue } from './audit-changes';

// The strings these keys name, as the catalogue holds them (a listing's labels come from its description).
const strings: Record<string, string> = {
  'realty.form.titleIn.ar': 'Title in Arabic',
  'realty.form.titleIn.en': 'Title in English',
  'realty.form.addressIn.en': 'Address in English',
  'realty.form.price': 'Price',
};
const t = ((keys: string | string[], options?: { defaultValue?: string }) => {
  for (const key of [keys].flat()) if (strings[key]) return strings[key];
  return options?.defaultValue ?? [keys].flat()[0];
}) as unknown as TFunction;

describe('audit log field names (issue 33)', () => {
  it('names every listing field by the listing description’s label, none raw', () => {
    expect(formatAuditValue(t, 'en', 'property', 'fields', ['price', 'title_ar', 'title_en'])).toBe(
      'Price, Title in Arabic, Title in English',
    );
    expect(fieldLabel(t, 'property', 'address_en')).toBe('Address in English');
  });
});
