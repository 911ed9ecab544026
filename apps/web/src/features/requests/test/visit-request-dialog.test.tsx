import { consultationRequestSchema, type ConsultationRequestView } from '@manara/shared/schemas/requests';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { answer, unreachable } from '@/test/msw/contract';
import { testUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { VisitRequestDialog } from '../components/visit-request-dialog';

const created: ConsultationRequestView = {
  id: 44,
  role: 'client',
  kind: 'visit',
  status: 'requested',
  topic: 'realty',
  client: { id: 2, name: 'Sami' },
  provider: { id: 5, name: 'Omar' },
  service_id: null,
  offering_id: null,
  listing: null,
  description: '',
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
};

const dialog = () => <VisitRequestDialog listingId={12} listingTitle="شقة في الطيرة" open onOpenChange={() => undefined} />;

/** "Request a visit" (decision 067): a request to the listing's owner with one to three times. */
describe('the visit request dialog', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    useAuthStore.setState({ user: null, isAuthenticated: false, accessToken: null });
  });

  it('signed out, sending keeps what was typed and goes to sign in; back on the listing the form is filled in again (Arabic)', async () => {
    unreachable('post', '/requests/visits/');
    const user = userEvent.setup();
    const first = renderWithProviders(dialog(), {
      locale: 'ar',
      path: '/realty/property/12',
      routePath: '/realty/property/12',
      routes: [{ path: '/auth/login', element: <p>login page</p> }],
    });
    expect(screen.getByText('تحتاج إلى حساب لحجز زيارة. نحتفظ بما كتبته هنا حتى تسجّل الدخول.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('رسالة إلى المالك'), 'هل الموقف مشمول؟');
    await user.click(screen.getByRole('button', { name: 'إضافة موعد' }));
    await user.clear(screen.getAllByLabelText('من')[1]!);
    await user.type(screen.getAllByLabelText('من')[1]!, '16:00');
    await user.click(screen.getByRole('button', { name: 'سجّل الدخول للإرسال' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(first.router.state.location.state).toEqual({ from: '/realty/property/12?visit=1' });
    first.unmount();

    renderWithProviders(dialog(), { locale: 'ar', path: '/realty/property/12?visit=1', routePath: '/realty/property/12' });
    expect(screen.getByLabelText('رسالة إلى المالك')).toHaveValue('هل الموقف مشمول؟');
    expect(screen.getAllByLabelText('من').map((i) => (i as HTMLInputElement).value)).toEqual(['10:00', '16:00']);
  });

  it('signed in, sends the times and the message to the owner and links to the request (English)', async () => {
    useAuthStore.setState({ user: testUser({ id: 2 }), isAuthenticated: true, isLoading: false, accessToken: 'token' });
    const sent = answer('post', '/requests/visits/', consultationRequestSchema, () => created);
    const user = userEvent.setup();
    renderWithProviders(dialog(), { locale: 'en' });
    await user.type(screen.getByLabelText('Message to the owner'), 'Is parking included?');
    await user.click(screen.getByRole('button', { name: 'Send the visit request' }));
    expect(await screen.findByText('Your visit request was sent. You will be told when the owner answers.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the request' })).toHaveAttribute('href', '/en/dashboard/requests/44');
    expect(sent[0]!.json).toMatchObject({
      listing_id: 12,
      message: 'Is parking included?',
      preferred_times: [{ from: '10:00', to: '11:00' }],
    });
  });
});
