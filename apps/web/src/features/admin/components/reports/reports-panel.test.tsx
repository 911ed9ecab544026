import { auditEntrySchema } from '@manara/shared/schemas/admin';
import { paginated } from '@manara/shared/schemas/common';
import { adminReportSchema, type AdminReport } from '@manara/shared/schemas/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fail, Failure, noContent } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { AuditPanel } from '../audit/audit-panel';
import { ReportsPanel } from './reports-panel';

const report = (id: number, extra: Partial<AdminReport> = {}): AdminReport => ({
  id,
  reason: 'fraud',
  details: 'They asked for a deposit by transfer.',
  status: 'open',
  created_at: '2026-11-25T10:00:00.000Z',
  resolved_at: null,
  property: { id: 40 + id, title: `Listing ${id}`, text_lang: 'en', title_ar: '', title_en: `Listing ${id}`, status: 'active' },
  reporter: null,
  ...extra,
});
const page = (results: AdminReport[]) => ({ count: results.length, next: null, previous: null, results });

describe('the staff queue of reports (decision 041)', () => {
  it('lists open reports with the listing, reason, text, sender and date; hides or dismisses', async () => {
    const seen = answer('get', '/admin/reports/', paginated(adminReportSchema), ({ query }) =>
      page(
        query.get('status') === 'open'
          ? [report(1), report(2, { reason: 'wrong_info', details: null, reporter: { id: 5, name: 'Lina Haddad' } })]
          : [report(3, { status: 'dismissed', resolved_at: '2026-11-25T12:00:00.000Z' })],
      ),
    );
    const hidden = noContent('post', '/admin/reports/:id/hide/');
    const dismissed = noContent('post', '/admin/reports/:id/dismiss/');
    renderWithProviders(<ReportsPanel />, { locale: 'en' });
    const list = await screen.findByRole('list', { name: 'Reports' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Listing 1');
    expect(items[0]).toHaveTextContent('Fraud or scam');
    expect(items[0]).toHaveTextContent('They asked for a deposit by transfer.');
    expect(items[0]).toHaveTextContent('From:A visitor');
    expect(items[0]).toHaveTextContent('Listing now:Active');
    expect(items[0]).toHaveTextContent(/Reported on November 25, 2026/);
    expect(items[1]).toHaveTextContent('Wrong information');
    expect(items[1]).toHaveTextContent('No details given.');
    expect(items[1]).toHaveTextContent('From:Lina Haddad');
    expect(within(items[0]!).getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/en/realty/property/41');
    expect(seen[0]!.query.get('status')).toBe('open');

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Hide the listing' }));
    expect(await screen.findByText('The listing is hidden and its reports are closed.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(hidden.map((r) => r.path)).toEqual(['/admin/reports/1/hide/']);
    expect(dismissed.map((r) => r.path)).toEqual(['/admin/reports/2/dismiss/']);

    await userEvent.click(screen.getByRole('tab', { name: 'Dismissed' }));
    await waitFor(() => expect(seen.at(-1)!.query.get('status')).toBe('dismissed'));
    const closed = await screen.findByText('Listing 3');
    const item = closed.closest('li')!;
    expect(item).toHaveTextContent(/Handled on November 25, 2026/);
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when another staff member already handled the report (Arabic)', async () => {
    answer('get', '/admin/reports/', paginated(adminReportSchema), page([report(1)]));
    fail('post', '/admin/reports/:id/dismiss/', new Failure(409, { code: 'report_closed', detail: 'x' }));
    renderWithProviders(<ReportsPanel />, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'رفض البلاغ' }));
    expect(await screen.findByText('تمت معالجة هذا البلاغ من قبل.')).toBeInTheDocument();
  });

  it('reads report actions in the audit log', async () => {
    answer('get', '/admin/audit-log/', paginated(auditEntrySchema), {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 1,
          actor: { id: 1, name: 'Moderator', email: 'm@example.ps' },
          action: 'report.hide',
          entity: 'report',
          entity_id: '9',
          details: { property_id: 41, reason: 'fraud', closed_reports: [9, 10] },
          created_at: '2026-11-25T10:00:00.000Z',
        },
      ],
    });
    renderWithProviders(<AuditPanel />, { locale: 'en' });
    const entry = (await screen.findByRole('list', { name: 'Audit log' })).querySelector('li')!;
    expect(entry).toHaveTextContent('Listing hidden from a report');
    expect(entry).toHaveTextContent('Report');
    expect(entry).toHaveTextContent('Fraud or scam');
    expect(entry).toHaveTextContent('#9, #10');
    expect(entry).toHaveTextContent('#41');
  });
});
