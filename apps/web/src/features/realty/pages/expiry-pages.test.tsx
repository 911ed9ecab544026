import { listingRenewal, propertyCard } from '@manara/shared/schemas/realty';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useAuthStore } from '@/lib/auth/store';
import { card } from '@/test/factories';
import { answer, fail, Failure } from '@/test/msw/contract';
import { answerPlaces, noHeroes } from '@/test/msw/handlers';
import { renderWithProviders } from '@/test/render';
import { PropertyPage } from './property-page';
import { RenewalPage } from './renewal-page';

/** The pages of expiry (decision 061): an expired listing's page, and the renewal link's page. */
afterEach(() => {
  vi.restoreAllMocks();
  useAuthStore.getState().signOut();
});

const renewal = (status: 'active' | 'expired', expires_at: string) => ({
  id: 7,
  title: 'Sunny flat in Ramallah',
  text_lang: 'en' as const,
  title_ar: '',
  title_en: 'Sunny flat in Ramallah',
  status,
  expires_at,
});

describe('an expired listing’s page', () => {
  it('says it is no longer available and lists similar listings (English)', async () => {
    noHeroes();
    answerPlaces();
    fail('get', '/realty/properties/7/', new Failure(410, { detail: 'This listing is no longer available.', code: 'property_expired' }));
    answer('get', '/realty/properties/7/similar/', z.array(propertyCard), [card({ id: 9, title: 'A similar villa' })]);
    renderWithProviders(<PropertyPage />, { locale: 'en', path: '/realty/property/7', routePath: '/realty/property/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This listing is no longer available' })).toBeInTheDocument();
    const similar = await screen.findByRole('region', { name: 'Similar properties' });
    expect(within(similar).getByText('A similar villa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties for sale' })).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    noHeroes();
    answerPlaces();
    fail('get', '/realty/properties/7/', new Failure(410, { detail: 'هذا العقار لم يعد متاحًا.', code: 'property_expired' }));
    answer('get', '/realty/properties/7/similar/', z.array(propertyCard), []);
    renderWithProviders(<PropertyPage />, { locale: 'ar', path: '/realty/property/7', routePath: '/realty/property/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'هذا العقار لم يعد متاحًا' })).toBeInTheDocument();
  });
});

describe('the renewal link’s page', () => {
  it('shows the listing it renews, renews only when pressed, then says until when', async () => {
    const preview = answer('get', '/realty/properties/renewal/', listingRenewal, renewal('active', '2027-03-01T10:00:00.000Z'));
    const renew = answer('post', '/realty/properties/renewal/', listingRenewal, renewal('active', '2027-05-30T10:00:00.000Z'));
    renderWithProviders(<RenewalPage />, { locale: 'en', path: '/renew?token=7.123.abc', routePath: '/renew' });
    expect(await screen.findByText('Sunny flat in Ramallah')).toBeInTheDocument();
    expect(screen.getByText('Expires on March 1, 2027')).toBeInTheDocument();
    expect(preview[0]!.query.get('token')).toBe('7.123.abc');
    // Opening the page renewed nothing.
    expect(renew).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Renew the listing' }));
    expect(await screen.findByText('Renewed. It stays on Manara until May 30, 2027.')).toBeInTheDocument();
    expect(renew.map((r) => r.query.get('token'))).toEqual(['7.123.abc']);
    expect(screen.getByRole('link', { name: 'View the listing' })).toHaveAttribute('href', '/en/realty/property/7');
  });

  it('says when a link is spent or broken (Arabic)', async () => {
    fail(
      'get',
      '/realty/properties/renewal/',
      new Failure(400, { detail: 'x', code: 'validation_error', field_codes: { token: ['renewal_link_invalid'] } }),
    );
    renderWithProviders(<RenewalPage />, { locale: 'ar', path: '/renew?token=bad', routePath: '/renew' });
    expect(await screen.findByRole('alert')).toHaveTextContent('رابط التجديد هذا غير صالح أو استُخدم من قبل');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'تجديد العقار' })).not.toBeInTheDocument());
  });
});
