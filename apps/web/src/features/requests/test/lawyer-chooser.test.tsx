import { consultationRequestSchema, type ConsultationRequestView } from '@manara/shared/schemas/requests';
import { directoryPage, type DirectoryPage } from '@manara/shared/schemas/services';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { RequestForm } from '../components/request-form';

const lawyer = (id: number, name: string, city: number | null): DirectoryPage['results'][number] => ({
  provider: {
    id,
    name,
    provider_type: 'lawyer',
    photo_url: null,
    languages: ['ar'],
    cities: city ? [{ id: city, name_ar: 'رام الله', name_en: 'Ramallah' }] : [],
  },
  services: [],
  service_count: 0,
});
const page = (results: DirectoryPage['results']): DirectoryPage => ({
  open: true,
  count: results.length,
  count_capped: false,
  next: null,
  previous: null,
  results,
});
const created = (providerId: number | null): ConsultationRequestView => ({
  id: 31,
  role: 'client',
  kind: 'consultation',
  status: 'requested',
  topic: 'legal',
  client: { id: 2, name: 'Sami' },
  provider: providerId ? { id: providerId, name: 'Lawyer' } : null,
  service_id: null,
  offering_id: null,
  listing: null,
  description: 'x',
  preferred_times: [],
  contact_preference: 'thread',
  language: 'ar',
  scheduled_at: null,
  duration_minutes: null,
  quoted_price: null,
  quoted_currency: null,
  reason: null,
  changed_by: 'client',
  actions: ['cancel'],
  unread_count: 0,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:00:00.000Z',
});

/** "Ask a lawyer to check this property's papers" (issue 32 item 7): the buyer chooses the lawyer. */
describe('the lawyer chooser', () => {
  const near = lawyer(4, 'ريم منصور', 17);
  const far = lawyer(8, 'خالد يوسف', null);

  it("offers the lawyers serving the listing's city first, then the others, then the team; the request carries the chosen one and the listing (Arabic)", async () => {
    const directory = answer('get', '/services/directory/legal/', directoryPage, ({ query }) =>
      query.get('city') === '17' ? page([near]) : page([far, near]),
    );
    const sent = answer('post', '/requests/', consultationRequestSchema, ({ json }) =>
      created((json as { provider_id: number | null }).provider_id),
    );
    renderWithProviders(<RequestForm subject={{ listing: 12, city: 17, topic: 'legal' }} />, { locale: 'ar' });

    const group = await screen.findByRole('group', { name: 'من يفحص الأوراق؟' });
    expect(group).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'ريم منصور' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'ريم منصور',
      'خالد يوسف',
      'المكتب القانوني لفريق منارةنجيبك أو نحوّل طلبك إلى محامٍ مناسب.',
    ]);
    // The first lawyer serving the city is chosen until the buyer picks another (once both lists answered).
    await expect.poll(() => (screen.getByRole('radio', { name: 'ريم منصور' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('محامون موثَّقون يخدمون مدينة هذا العقار')).toBeInTheDocument();
    expect(directory.map((r) => r.query.get('city'))).toEqual(expect.arrayContaining(['17', null]));
    // Addressed to a lawyer, the form asks no topic.
    expect(screen.queryByRole('combobox', { name: 'موضوع الاستشارة' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'خالد يوسف' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ما الذي تحتاجه؟' }), 'أرجو فحص أوراق قطعة الأرض قبل الشراء.');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.json).toMatchObject({ provider_id: 8, listing_id: 12, topic: null });
  });

  it('keeps the team as the choice when no lawyer is verified (English)', async () => {
    answer('get', '/services/directory/legal/', directoryPage, page([]));
    const sent = answer('post', '/requests/', consultationRequestSchema, created(null));
    renderWithProviders(<RequestForm subject={{ listing: 12, city: 17, topic: 'legal' }} />, { locale: 'en' });
    expect(await screen.findByText('No lawyer is verified yet: your request goes to the Manara team.')).toBeInTheDocument();
    await expect.poll(() => (screen.getByRole('radio', { name: /The Manara team's legal desk/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What do you need?' }),
      'Please check the papers of this plot before I buy it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.json).toMatchObject({ provider_id: null, listing_id: 12, topic: 'legal' });
  });
});
