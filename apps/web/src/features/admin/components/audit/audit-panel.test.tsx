import { auditEntrySchema, type AuditEntry } from '@manara/shared/schemas/admin';
import { paginated } from '@manara/shared/schemas/common';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { AuditPanel } from './audit-panel';

const staff = { id: 1, name: 'Moderator', email: 'moderator@example.ps' };
const entry = (id: number, action: string, entity: string, details: unknown): AuditEntry => ({
  id,
  actor: staff,
  action,
  entity,
  entity_id: String(id),
  details,
  created_at: '2025-03-01T10:00:00.000Z',
});

/** What the server writes for each kind of staff action (see the services' audit calls). */
const LOG = [
  entry(1, 'property.approve', 'property', { from: 'pending', to: 'active', title: 'شقة في البيرة' }),
  entry(2, 'property.reject', 'property', { from: 'pending', to: 'rejected', reason: 'The photos are unclear.', title: 'Villa' }),
  entry(3, 'user.update', 'user', { before: { is_staff: false, is_active: true }, after: { is_staff: true, is_active: true } }),
  entry(4, 'project.update', 'project', {
    before: { title_en: 'Old tower', budget: 100000, media: [{ id: 1, media_type: 'image' }] },
    after: {
      title_en: 'Al-Yasmeen tower',
      budget: 125000,
      media: [
        { id: 1, media_type: 'image' },
        { id: 2, media_type: 'video' },
      ],
    },
  }),
  entry(5, 'city.create', 'city', { before: null, after: { id: 9, name_ar: 'سلفيت', name_en: 'Salfit', listings_count: 0 } }),
  entry(6, 'property.edit', 'property', { fields: ['title', 'price'], photos_added: 2, media_removed: 0 }),
  entry(7, 'offering.update', 'offering', {
    before: { id: 3, title_en: 'Tax advice', price: 40, price_unit: 'hour', is_active: true },
    after: { id: 3, title_en: 'Tax advice', price: 45, price_unit: 'hour', is_active: false },
  }),
];

function renderLog(locale: 'ar' | 'en') {
  answer('get', '/admin/audit-log/', paginated(auditEntrySchema), { count: LOG.length, next: null, previous: null, results: LOG });
  renderWithProviders(<AuditPanel />, { locale });
}

/** The "label: value" lines of an entry, as read (the arrow is hidden; screen readers hear "changed to"). */
async function lines(n: number) {
  const items = within(await screen.findByRole('list', { name: /Audit log|سجل العمليات/ })).getAllByRole('listitem');
  return [...items[n]!.querySelectorAll('dl > div')].map((row) =>
    [...row.children]
      .map((part) => part.textContent)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('audit log', () => {
  it('lists what each action changed, field by field, with before and after, in English', async () => {
    renderLog('en');
    expect(await screen.findByText('Approved · Listing #1')).toBeInTheDocument();
    expect(await lines(0)).toEqual(['Status: Under review changed to Active', 'Title: شقة في البيرة']);
    expect(await lines(1)).toEqual(['Status: Under review changed to Rejected', 'Reason given: The photos are unclear.', 'Title: Villa']);
    expect(await lines(2)).toEqual(['Staff: No changed to Yes']);
    expect(await lines(3)).toEqual([
      'Title (English): Old tower changed to Al-Yasmeen tower',
      'Budget: 100,000 changed to 125,000',
      'Photos and videos: 1 photos · 0 videos changed to 1 photos · 1 videos',
    ]);
    expect(await lines(4)).toEqual(['Name (Arabic): سلفيت', 'Name (English): Salfit']);
    expect(await lines(5)).toEqual(['Fields changed: Title, Price', 'Photos added: 2']);
    expect(await lines(6)).toEqual(['Price (USD, empty: on request): 40 changed to 45', 'Active: Yes changed to No']);
    // No raw JSON anywhere.
    expect(screen.getByRole('list', { name: 'Audit log' }).textContent).not.toMatch(/[{}"]/);
  });

  it('speaks the page’s language in Arabic', async () => {
    renderLog('ar');
    expect(await screen.findByText('موافقة · إعلان #1')).toBeInTheDocument();
    expect(await lines(0)).toEqual(['الحالة: قيد المراجعة أصبح منشور', 'العنوان: شقة في البيرة']);
    expect(await lines(2)).toEqual(['موظف: لا أصبح نعم']);
    expect(await lines(5)).toEqual(['الحقول المعدّلة: العنوان، السعر', 'صور مضافة: 2']);
    expect(screen.getByRole('list', { name: 'سجل العمليات' }).textContent).not.toMatch(/[{}"]/);
  });
});
