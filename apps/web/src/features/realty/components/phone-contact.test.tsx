import { leadRequest, propertyDetail } from '@manara/shared/schemas/realty';
import { z } from '@manara/shared/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/test/factories';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { OwnerCard } from './owner-card';
import { PhoneContact } from './phone-contact';

const withPhone = detail({
  id: 7,
  title: 'شقة حديثة في الماصيون',
  owner: {
    id: 3,
    name: 'Owner',
    display_name_ar: null,
    display_name_en: null,
    provider_type: 'realtor',
    phone: '+970599123456',
    whatsapp: true,
  },
});
const counted = z.object({ counted: z.boolean() });

function renderContact(locale: 'ar' | 'en', property = withPhone) {
  return renderWithProviders(<PhoneContact property={propertyDetail.parse(property)} />, { locale, path: '/realty/property/7' });
}

describe('Call and WhatsApp (decision 039)', () => {
  it('links to the phone and to a WhatsApp chat whose message names the listing and its address, in Arabic', async () => {
    renderContact('ar');
    expect(screen.getByRole('link', { name: 'اتصال' })).toHaveAttribute('href', 'tel:+970599123456');
    const whatsapp = screen.getByRole('link', { name: /واتساب/ });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/970599123456');
    expect(href.searchParams.get('text')).toBe(
      `مرحبًا، رأيت إعلانك «شقة حديثة في الماصيون» على منارة وأودّ معرفة المزيد: ${window.location.origin}/realty/property/7`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(screen.getByText('+970 599 123 456')).toHaveAttribute('dir', 'ltr');
  });

  it('writes the message in English on English pages, with the English address', () => {
    renderContact('en');
    const href = new URL(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')!);
    expect(href.searchParams.get('text')).toBe(
      `Hello, I saw your listing “شقة حديثة في الماصيون” on Manara and would like to know more: ${window.location.origin}/en/realty/property/7`,
    );
  });

  it('counts each press as a lead of its kind', async () => {
    const leads = answer('post', '/realty/properties/:id/leads/', counted, { counted: true });
    renderContact('en');
    const call = screen.getByRole('link', { name: 'Call' });
    // jsdom cannot follow tel: or open a window; the press is what counts.
    call.addEventListener('click', (e) => e.preventDefault());
    screen.getByRole('link', { name: /WhatsApp/ }).addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(call);
    await userEvent.click(screen.getByRole('link', { name: /WhatsApp/ }));
    await waitFor(() => expect(leads).toHaveLength(2));
    expect(leads.map((r) => [r.path, leadRequest.parse(r.json).kind])).toEqual([
      ['/realty/properties/7/leads/', 'call'],
      ['/realty/properties/7/leads/', 'whatsapp'],
    ]);
  });

  it('shows nothing when the owner does not show a phone', () => {
    const { container } = renderContact(
      'en',
      detail({
        owner: { id: 3, name: 'Owner', display_name_ar: null, display_name_en: null, provider_type: null, phone: null, whatsapp: false },
      }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('names a provider’s kind on the owner card, and nothing for a private owner', () => {
    const { unmount } = renderWithProviders(<OwnerCard owner={withPhone.owner} />, { locale: 'ar' });
    expect(screen.getByText('وسيط عقاري')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <OwnerCard
        owner={{ id: 4, name: 'Private', display_name_ar: null, display_name_en: null, provider_type: null, phone: null, whatsapp: false }}
      />,
      {
        locale: 'en',
      },
    );
    expect(screen.queryByText(/Realtor|Lawyer|Financial expert/)).not.toBeInTheDocument();
  });
});

describe('WhatsApp only for a mobile (issue 33)', () => {
  it('offers a call but no WhatsApp when the server says the number is a landline', () => {
    renderContact(
      'en',
      detail({
        id: 7,
        owner: {
          id: 3,
          name: 'Office',
          display_name_ar: null,
          display_name_en: null,
          provider_type: 'realtor',
          phone: '+97022950000',
          whatsapp: false,
        },
      }),
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+97022950000');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
