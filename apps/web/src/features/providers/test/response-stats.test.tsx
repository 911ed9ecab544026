import { providerPublicSchema, type ProviderPublic } from '@manara/shared/schemas/providers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ProviderPage } from '../pages/provider-page';

const provider = (extra: Partial<ProviderPublic>): ProviderPublic => ({
  id: 7,
  display_name: 'Huda Lawyer',
  provider_type: 'lawyer',
  photo: null,
  bio_ar: null,
  bio_en: null,
  cities: [],
  languages: [],
  office_city: null,
  office_address: null,
  latitude: null,
  longitude: null,
  phone: null,
  whatsapp: null,
  years_experience: null,
  verified: true,
  licence_authority: null,
  response_rate: null,
  median_response_minutes: null,
  member_since: '2026-01-15T10:00:00.000Z',
  ...extra,
});

/** Response rate and median response time (issue 32): computed by the server, shown as they come. */
describe("a provider's response", () => {
  it('shows the rate and the median time once the server computed them (English)', async () => {
    answer('get', '/providers/:id/', providerPublicSchema, provider({ response_rate: 0.75, median_response_minutes: 150 }));
    renderWithProviders(<ProviderPage />, { locale: 'en', path: '/providers/7', routePath: '/providers/:id' });
    expect(await screen.findByText('Answers 75% of requests · usually within 3 hours')).toBeInTheDocument();
  });

  // Arabic counts take their plural form: two days is «يومين», three to ten minutes «دقائق».
  it.each([
    [2 * 1440, 'عادةً خلال يومين'],
    [5, 'عادةً خلال 5 دقائق'],
    [45, 'عادةً خلال 45 دقيقة'],
  ])('in Arabic, %i minutes read «%s»', async (minutes, within) => {
    answer('get', '/providers/:id/', providerPublicSchema, provider({ response_rate: 1, median_response_minutes: minutes }));
    renderWithProviders(<ProviderPage />, { locale: 'ar', path: '/providers/7', routePath: '/providers/:id' });
    expect(await screen.findByText(new RegExp(`· ${within}$`))).toBeInTheDocument();
  });

  it('shows nothing while there are too few requests (Arabic)', async () => {
    answer('get', '/providers/:id/', providerPublicSchema, provider({}));
    renderWithProviders(<ProviderPage />, { locale: 'ar', path: '/providers/7', routePath: '/providers/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Huda Lawyer' })).toBeInTheDocument();
    expect(screen.queryByText('الاستجابة')).not.toBeInTheDocument();
  });
});
