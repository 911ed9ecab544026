import {
  consultationRequestSchema,
  requestAttachmentSchema,
  requestMessageSchema,
  type ConsultationRequestView,
} from '@manara/shared/schemas/requests';
import { z } from '@manara/shared/zod';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { RequestView } from '../components/request-view';

const request: ConsultationRequestView = {
  id: 31,
  role: 'provider',
  kind: 'consultation',
  status: 'requested',
  topic: 'legal',
  client: { id: 2, name: 'Sami' },
  provider: { id: 4, name: 'ريم منصور' },
  service_id: null,
  offering_id: null,
  listing: {
    id: 12,
    title_ar: 'أرض زراعية في عين عريك',
    title_en: '',
    type: 'land',
    area: 2000,
    city: { name_ar: 'رام الله', name_en: 'Ramallah' },
    village_ar: 'عين عريك',
    village_en: null,
    address_ar: null,
    address_en: null,
    land_basin: 'حوض 5 — المراح',
    land_plot: '112',
  },
  description: 'Please check the papers.',
  preferred_times: [],
  contact_preference: 'thread',
  language: 'ar',
  scheduled_at: null,
  duration_minutes: null,
  quoted_price: null,
  quoted_currency: null,
  reason: null,
  changed_by: 'client',
  actions: ['accept', 'decline'],
  unread_count: 0,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:00:00.000Z',
};

/** "Ask a lawyer to check this property's papers" (issue 32 item 7): the lawyer reads the plot's details. */
describe("the lawyer's view of a request about a land listing", () => {
  it.each([
    ['ar', 'الحوض', 'رقم القطعة'],
    ['en', 'Basin', 'Plot number'],
  ] as const)('shows the basin and plot number the owner gave (%s)', async (locale, basin, plot) => {
    answer('get', '/requests/:id/', consultationRequestSchema, request);
    answer('get', '/requests/:id/messages/', z.array(requestMessageSchema), []);
    answer('get', '/requests/:id/attachments/', z.array(requestAttachmentSchema), []);
    renderWithProviders(<RequestView id={31} />, { locale });
    expect((await screen.findByText(basin)).nextElementSibling).toHaveTextContent('حوض 5 — المراح');
    const number = screen.getByText(plot).nextElementSibling as HTMLElement;
    expect(number).toHaveTextContent('112');
    expect(number.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });
});
