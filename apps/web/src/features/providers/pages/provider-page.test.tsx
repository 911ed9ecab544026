import { providerPublicSchema, type ProviderPublic } from '@manara/shared/schemas/providers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, Failure } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { ProviderPage } from './provider-page';

const provider = (extra: Partial<ProviderPublic> = {}): ProviderPublic => ({
  id: 7,
  display_name: 'Omar Haddad',
  provider_type: 'financial_expert',
  photo: null,
  bio_ar: 'خبير في تمويل المساكن.',
  bio_en: 'Mortgage and home-finance adviser.',
  cities: [{ id: 1, name_ar: 'رام الله', name_en: 'Ramallah' }],
  languages: ['ar', 'en'],
  office_city: null,
  office_address: null,
  latitude: null,
  longitude: null,
  phone: null,
  whatsapp: null,
  years_experience: 9,
  verified: false,
  licence_authority: null,
  response_rate: null,
  median_response_minutes: null,
  member_since: '2026-01-15T10:00:00.000Z',
  ...extra,
});

const renderPage = (locale: 'ar' | 'en') =>
  renderWithProviders(<ProviderPage />, { locale, path: '/providers/7', routePath: '/providers/:id' });

describe("a provider's public page (decision 056)", () => {
  it('shows who they are in the page’s language; no badge, phone or WhatsApp unless verified and chosen', async () => {
    answer('get', '/providers/:id/', providerPublicSchema, provider());
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Omar Haddad' })).toBeInTheDocument();
    expect(screen.getByText('Financial expert')).toBeInTheDocument();
    expect(screen.getByText('Mortgage and home-finance adviser.')).toBeInTheDocument();
    expect(screen.getByText('Ramallah')).toBeInTheDocument();
    expect(screen.getByText('9 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows the badge, the licensing body, the phone and WhatsApp once verified and chosen (Arabic)', async () => {
    answer(
      'get',
      '/providers/:id/',
      providerPublicSchema,
      provider({ verified: true, licence_authority: 'هيئة سوق رأس المال', phone: '+970599123456', whatsapp: '+970599123456' }),
    );
    renderPage('ar');
    expect(await screen.findByText('خبير في تمويل المساكن.')).toBeInTheDocument();
    expect(screen.getAllByText('موثّق').length).toBeGreaterThan(0);
    expect(screen.getByText('تحقّقت منارة من الترخيص: هيئة سوق رأس المال')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /اتصال/ })).toHaveAttribute('href', 'tel:+970599123456');
    expect(screen.getByRole('link', { name: 'واتساب' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/970599123456\?text=/);
  });

  it('says so when there is no such provider', async () => {
    fail('get', '/providers/:id/', new Failure(404, { code: 'provider_not_found', detail: 'x' }));
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider not found' })).toBeInTheDocument();
  });
});
