import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../limits';
import { LISTING_FILTERS } from '../filters';
import { inquiryRequest, localToday, propertyListQuery } from './realty';

const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('propertyListQuery', () => {
  it('parses query strings, Arabic-Indic digits included, with defaults (no ordering: the server picks relevance or newest)', () => {
    expect(propertyListQuery.parse({ purpose: 'rent', price_max: '١٥٠٠', beds_min: '2', status: 'pending' })).toEqual({
      purpose: 'rent',
      price_max: 1500,
      beds_min: 2,
      page: 1,
      page_size: 12,
    });
  });

  it('clamps page_size and refuses bad values with error codes', () => {
    expect(propertyListQuery.parse({ page_size: '5000' }).page_size).toBe(MAX_PAGE_SIZE);
    expect(codes(propertyListQuery.safeParse({ ordering: 'views', price_min: '-1', city: 'x' }))).toEqual({
      ordering: 'invalid_ordering',
      price_min: 'too_small',
      city: 'invalid_number',
    });
    // The range rule is reported together with other problems.
    expect(codes(propertyListQuery.safeParse({ price_min: '9', price_max: '1', area_min: '5', area_max: '2', type: 'x' }))).toEqual({
      price_min: 'price_range_invalid',
      area_min: 'area_range_invalid',
      type: 'invalid_choice',
    });
  });
});

describe('propertyListQuery from the filter description (filters.ts)', () => {
  it('takes exactly the described filters, with paging (by number or cursor) and ordering', () => {
    const keys = Object.keys(propertyListQuery.shape);
    expect(keys.sort()).toEqual([...LISTING_FILTERS.map((f) => f.key), 'page', 'page_size', 'cursor', 'ordering'].sort());
  });

  it('refuses a lower bound above its upper bound, for each described range', () => {
    for (const filter of LISTING_FILTERS) {
      if (!('notAbove' in filter)) continue;
      const result = propertyListQuery.safeParse({ [filter.key]: '10', [filter.notAbove.key]: '5' });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[filter.key, filter.notAbove.error]]);
    }
  });
});

describe('inquiryRequest', () => {
  const base = { name: 'Lina', email: 'lina@example.com', message: 'Hello' };

  it('defaults to a contact message and treats empty optional fields as none', () => {
    expect(inquiryRequest.parse({ ...base, phone: '', preferred_date: '', preferred_time: '' })).toEqual({
      ...base,
      kind: 'contact',
      phone: null,
      preferred_date: null,
      preferred_time: null,
    });
  });

  it('needs a visit date from today on, in Palestine', () => {
    expect(codes(inquiryRequest.safeParse({ ...base, kind: 'visit' }))).toEqual({ preferred_date: 'visit_date_required' });
    expect(codes(inquiryRequest.safeParse({ ...base, kind: 'visit', preferred_date: '2000-01-01' }))).toEqual({
      preferred_date: 'visit_date_in_past',
    });
    expect(inquiryRequest.parse({ ...base, kind: 'visit', preferred_date: localToday() }).preferred_date).toBe(localToday());
  });

  it('reports a missing visit date together with every other field error', () => {
    expect(codes(inquiryRequest.safeParse({ kind: 'visit', name: ' ', email: 'not-mail', message: '' }))).toEqual({
      name: 'name_required',
      email: 'email_invalid',
      preferred_date: 'visit_date_required',
    });
    // The message is required of a message to the owner, also beside other errors; a visit may go without.
    expect(codes(inquiryRequest.safeParse({ name: ' ', email: 'lina@example.com', message: ' ' }))).toEqual({
      name: 'name_required',
      message: 'message_required',
    });
  });

  it('computes today in the Asia/Hebron time zone', () => {
    // 22:30 UTC on 1 March is already 2 March in Palestine (UTC+2 in winter).
    expect(localToday(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(localToday(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
  });
});
