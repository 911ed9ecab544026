import { directoryPage, type DirectoryPage } from '@manara/shared/schemas/services';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer } from '@/test/msw/contract';
import { answerPlaces, queries } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { ServiceDirectory } from './directory';
import { LegalWaitlist } from './waitlist';

const open: DirectoryPage = {
  open: true,
  count: 1,
  count_capped: false,
  next: null,
  previous: null,
  results: [
    {
      provider: { id: 4, name: 'ريم منصور', provider_type: 'lawyer', photo_url: null, languages: ['ar', 'en'], cities: [] },
      services: [
        {
          id: 9,
          provider_id: 4,
          category: 'contracts_documentation',
          title_ar: '',
          title_en: 'Contract review',
          description_ar: '',
          description_en: 'Read before you sign.',
          price_on_request: false,
          price: 50,
          currency: 'JOD',
          unit: 'session',
          delivery: ['office'],
          cities: [],
        },
      ],
      service_count: 4,
    },
  ],
};

describe('the services directory (decision 057)', () => {
  it('lists verified providers with their services and prices, and searches through the address', async () => {
    answerPlaces();
    const seen = answer('get', '/services/directory/legal/', directoryPage, open);
    renderWithProviders(<ServiceDirectory directory="legal" closed={<p>soon</p>} />, { path: '/legal' });
    const provider = (await screen.findByText('ريم منصور')).closest('article')!;
    expect(within(provider).getByText('Contract review')).toBeTruthy();
    expect(within(provider).getByText('للجلسة')).toBeTruthy();
    expect(within(provider).getByText('و3 خدمات أخرى')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'ابحث بالاسم أو الخدمة' }), 'عقود');
    await userEvent.click(screen.getByRole('button', { name: 'بحث' }));
    await screen.findByText('ريم منصور');
    expect(queries(seen).at(-1)).toMatchObject({ search: 'عقود' });
  });

  it('shows what it is given while no provider is verified', async () => {
    answerPlaces();
    answer('get', '/services/directory/legal/', directoryPage, { ...open, open: false, count: 0, results: [] });
    renderWithProviders(<ServiceDirectory directory="legal" closed={<p>soon</p>} />, { path: '/legal' });
    expect(await screen.findByText('soon')).toBeTruthy();
  });

  it('keeps an address for the legal waitlist and says so', async () => {
    const seen = answer('post', '/services/legal-waitlist/', z.object({ detail: z.string() }), { detail: 'ok' });
    renderWithProviders(<LegalWaitlist />, { path: '/legal' });
    await userEvent.type(screen.getByRole('textbox', { name: 'بريدك الإلكتروني' }), 'reem@example.ps');
    await userEvent.click(screen.getByRole('button', { name: 'أخبرني' }));
    expect(await screen.findByRole('status')).toHaveTextContent('سنراسلك مرة واحدة');
    expect(seen[0]?.json).toEqual({ email: 'reem@example.ps', language: 'ar' });
  });
});
