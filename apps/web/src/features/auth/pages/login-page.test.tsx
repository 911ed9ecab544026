import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from '@/components/ui/link';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginResponse } from '@manara/shared/schemas/auth';
import { useAuthStore } from '@/lib/auth/store';
import { apiUser } from '@/test/factories';
import { answer, fail, Failure, unreachable } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';

const user = apiUser({ id: 7, email: 'salma@example.ps', name: 'سلمى', date_joined: '2025-03-01T10:00:00.000Z' });
const signIn = (reply: Parameters<typeof answer<typeof loginResponse>>[3] = { access: 'a', refresh: 'r', user }) =>
  answer('post', '/auth/login/', loginResponse, reply);

const routes = [
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/realty/rent', element: <p>rent page</p> },
];

function renderLogin(locale: 'ar' | 'en' = 'ar', extra: { path?: string; routes?: typeof routes } = {}) {
  return renderWithProviders(<LoginPage />, { locale, path: '/auth/login', routePath: '/auth/login', routes, ...extra });
}

describe('LoginPage', () => {
  beforeEach(() => useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, accessToken: null }));

  it('labels its fields and says both are required, in Arabic', async () => {
    const post = signIn();
    renderLogin('ar');
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(/^كلمة المرور/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' })).toHaveAttribute('href', '/auth/register');
    // The toggle's accessible name is its visible label (WCAG 2.5.3), and it links to this page in English.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/auth/login');

    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة.')).toBeInTheDocument();
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/البريد الإلكتروني/)).toHaveAccessibleDescription('البريد الإلكتروني مطلوب.');
    expect(post).toEqual([]);
  });

  it('says both are required in English, clears an error when its field is edited, and follows a language switch', async () => {
    const { i18n } = renderLogin('en');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/E-mail/), 'a');
    expect(screen.queryByText('E-mail is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('كلمة المرور مطلوبة.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderLogin('en');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in: sends the normalized e-mail, stores the session and goes to the dashboard', async () => {
    const post = signIn({ access: 'access-1', refresh: 'refresh-1', user });
    renderLogin('ar');
    await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), '  Salma@Example.PS ');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(post.map((r) => [r.json, r.token])).toEqual([[{ email: 'salma@example.ps', password: 'secret pass' }, null]]);
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ user, isAuthenticated: true, isLoading: false, accessToken: 'access-1' });
    // Only the user and the signed-in flag are persisted; never a token.
    expect(localStorage.getItem('auth-storage')).not.toContain('access-1');
    expect(localStorage.getItem('auth-storage')).not.toContain('refresh-1');
  });

  it('returns to the page that asked for a login', async () => {
    signIn();
    const { router } = renderLogin('en');
    await act(() => router.navigate('/en/auth/login', { state: { from: '/realty/rent' } }));
    await userEvent.type(screen.getByLabelText(/E-mail/), user.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('rent page')).toBeInTheDocument();
  });

  it('is busy while signing in: loading flag set, button announces it, a second submit sends nothing', async () => {
    let resolve!: (value: { access: string; refresh: string; user: typeof user }) => void;
    const post = signIn(() => new Promise((r) => (resolve = r)));
    renderLogin('en');
    await userEvent.type(screen.getByLabelText(/E-mail/), user.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(useAuthStore.getState().isLoading).toBe(true);
    await userEvent.click(busy);
    expect(post).toHaveLength(1);

    await act(async () => resolve({ access: 'a', refresh: 'r', user }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it.each([
    ['ar', 'البريد الإلكتروني أو كلمة المرور غير صحيحة.', 'تسجيل الدخول'],
    ['en', 'Invalid e-mail or password.', 'Sign in'],
  ] as const)('shows the server message on a failed login (%s) and resets the loading flag', async (locale, detail, submit) => {
    fail('post', '/auth/login/', new Failure(401, { detail, code: 'invalid_credentials' }));
    renderLogin(locale);
    await userEvent.type(screen.getByLabelText(locale === 'ar' ? /البريد الإلكتروني/ : /E-mail/), 'nobody@example.ps');
    await userEvent.type(screen.getByLabelText(locale === 'ar' ? /^كلمة المرور/ : /^Password/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: submit }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    // What was typed stays.
    expect(screen.getByLabelText(locale === 'ar' ? /البريد الإلكتروني/ : /E-mail/)).toHaveValue('nobody@example.ps');
  });

  it("shows the server's own text when it is not a known code", async () => {
    fail('post', '/auth/login/', new Failure(403, { detail: 'Account suspended by the operator.', code: 'something_new' }));
    renderLogin('en');
    await userEvent.type(screen.getByLabelText(/E-mail/), user.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account suspended by the operator.');
  });

  it("puts the server's field errors on their fields, focused, as every form does (useSubmitFailure)", async () => {
    fail(
      'post',
      '/auth/login/',
      new Failure(400, {
        email: ['Enter a valid e-mail address.'],
        code: 'validation_error',
        detail: 'Some fields are invalid.',
        field_codes: { email: ['email_invalid'] },
      }),
    );
    renderLogin('en');
    await userEvent.type(screen.getByLabelText(/E-mail/), user.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue(user.email);
    // The field says it; the form's alert stays empty.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it.each([
    ['ar', 'فشل تسجيل الدخول. يرجى التحقق من بيانات الدخول.', 'تسجيل الدخول'],
    ['en', 'Login failed. Please check your credentials.', 'Sign in'],
  ] as const)('shows the specification message when the server gives none (%s)', async (locale, message, submit) => {
    unreachable('post', '/auth/login/');
    renderLogin(locale);
    await userEvent.type(screen.getByLabelText(locale === 'ar' ? /البريد الإلكتروني/ : /E-mail/), user.email);
    await userEvent.type(screen.getByLabelText(locale === 'ar' ? /^كلمة المرور/ : /^Password/), 'secret pass');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it('sends a signed-in visitor on to the dashboard', async () => {
    useAuthStore.setState({ user, isAuthenticated: true, accessToken: 'a' });
    renderLogin('ar');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it.each([
    ['ar', 'تم إنشاء الحساب. يمكنك الآن تسجيل الدخول.'],
    ['en', 'Account created. You can now sign in.'],
  ] as const)('confirms a fresh registration and fills in its e-mail (%s)', async (locale, confirmation) => {
    renderWithProviders(<LoginPage />, {
      locale,
      path: '/from-register',
      routePath: '/auth/login',
      routes: [{ path: '/from-register', element: <Navigate to="/auth/login" state={{ registered: true, email: user.email }} /> }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(confirmation);
    expect(screen.getByLabelText(locale === 'ar' ? /البريد الإلكتروني/ : /E-mail/)).toHaveValue(user.email);
  });

  it('keeps no confirmation when arriving without one', async () => {
    renderLogin('en');
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });
});
