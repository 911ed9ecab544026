import { verificationQueueItemSchema, type VerificationQueueItem } from '@manara/shared/schemas/providers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { answer, Failure } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { VerificationsPanel } from './verifications-panel';

const item = (id: number, extra: Partial<VerificationQueueItem> = {}): VerificationQueueItem => ({
  id,
  display_name: `مكتب المحامية ${id}`,
  account_name: `Lawyer ${id}`,
  email: `lawyer${id}@example.ps`,
  provider_type: 'lawyer',
  licence_authority: 'نقابة المحامين الفلسطينيين',
  licence_number: `PBA-${id}`,
  verification_status: 'pending',
  verification_reason: null,
  document: { mime: 'application/pdf', bytes: 2048 },
  submitted_at: '2026-11-28T10:00:00.000Z',
  ...extra,
});

describe("staff's verification queue (decision 056)", () => {
  it('lists waiting licences; verifies one, and refuses another only with a reason (Arabic)', async () => {
    const seen = answer('get', '/admin/provider-verifications/', z.array(verificationQueueItemSchema), ({ query }) =>
      query.get('status') === 'pending' ? [item(1), item(2)] : [],
    );
    const decisions = answer('post', '/admin/provider-verifications/:id/decision/', verificationQueueItemSchema, ({ path, json }) => {
      const body = json as { decision: string; reason?: string };
      if (body.decision === 'refuse' && !body.reason)
        throw new Failure(400, { code: 'validation_error', detail: 'x', field_codes: { reason: ['verification_reason_required'] } });
      return item(Number(path.split('/')[3]), { verification_status: body.decision === 'verify' ? 'verified' : 'refused' });
    });
    renderWithProviders(<VerificationsPanel />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'تراخيص مزوّدي الخدمات' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('نقابة المحامين الفلسطينيين');
    expect(rows[0]).toHaveTextContent('PBA-1');
    expect(within(rows[0]!).getByRole('link', { name: 'الصفحة العامة' })).toHaveAttribute('href', '/providers/1');
    expect(seen[0]!.query.get('status')).toBe('pending');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'توثيق' }));
    expect(await screen.findByText('وُثّق مزوّد الخدمة وأُبلغ بالبريد الإلكتروني.', {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'رفض' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض هذا الترخيص' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect(await within(dialog).findByText('أخبر مزوّد الخدمة بالسبب بكلمات قليلة.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /السبب/ }), 'الرقم لا يطابق سجل النقابة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('رُفض الترخيص وأُبلغ مزوّد الخدمة بالسبب.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(decisions.map((r) => [r.path, r.json])).toEqual([
      ['/admin/provider-verifications/1/decision/', { decision: 'verify' }],
      ['/admin/provider-verifications/2/decision/', { decision: 'refuse', reason: 'الرقم لا يطابق سجل النقابة' }],
    ]);
  });
});
