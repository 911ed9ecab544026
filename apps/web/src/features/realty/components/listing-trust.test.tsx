import { reportCreated, reportRequest } from '@manara/shared/schemas/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fail, Failure } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ListingTrust } from './listing-trust';

const listing = { id: 7, title_ar: 'شقة حديثة في الماصيون', title_en: '' };
const created = { id: 1, created_at: '2026-11-25T10:00:00.000Z' };

describe('trust on a listing page (decision 041)', () => {
  it('tells visitors never to pay before seeing the property and its papers, in both languages', () => {
    const { unmount } = renderWithProviders(<ListingTrust property={listing} />, { locale: 'ar' });
    expect(screen.getByRole('region', { name: 'احمِ نفسك' })).toHaveTextContent('لا تدفع عربونًا أو أي مبلغ قبل أن ترى العقار وأوراقه');
    unmount();
    renderWithProviders(<ListingTrust property={listing} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Stay safe' })).toHaveTextContent(
      'Never pay a deposit or any money before you have seen the property and its papers',
    );
  });

  it('reports the listing with a reason from the list: checked before sending, sent, confirmed', async () => {
    const sent = answer('post', '/realty/properties/:id/reports/', reportCreated, created);
    renderWithProviders(<ListingTrust property={listing} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    expect(dialog).toHaveTextContent('What is wrong with');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const reasons = within(dialog).getByRole('radiogroup', { name: /Reason/ });
    expect(await within(dialog).findByText('Choose what is wrong with this listing.')).toBeInTheDocument();
    expect(reasons).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Fraud or scam', 'Wrong information', 'Already sold or rented', 'Duplicate listing', 'Offensive content', 'Something else']);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Tell us in a few words what is wrong.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fraud or scam' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details' }), 'They asked for a deposit by transfer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will review this listing.')).toBeInTheDocument();
    expect(sent.map((r) => [r.path, reportRequest.parse(r.json)])).toEqual([
      ['/realty/properties/7/reports/', { reason: 'fraud', details: 'They asked for a deposit by transfer.' }],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when this address sent too many reports, in Arabic, keeping what was chosen', async () => {
    fail('post', '/realty/properties/:id/reports/', new Failure(429, { code: 'throttled', detail: 'x' }));
    renderWithProviders(<ListingTrust property={listing} />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'الإبلاغ عن هذا الإعلان' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن هذا الإعلان' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'إعلان مكرر' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(await screen.findByText(/طلبات كثيرة/)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'إعلان مكرر' })).toBeChecked();
  });
});
