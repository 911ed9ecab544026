import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userSchema } from '@manara/shared/schemas/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth/store';
import { apiUser } from '@/test/factories';
import { answer, fail, Failure, unreachable } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

type Locale = 'ar' | 'en';
const L = {
  ar: {
    email: /البريد الإلكتروني/,
    password: /^كلمة المرور/,
    confirm: /تأكيد كلمة المرور/,
    name: /الاسم الكامل/,
    phone: /رقم الهاتف/,
    client: /^عميل$/,
    provider: /^مزود خدمة$/,
    realtor: /^وسيط عقاري$/,
    providerType: 'نوع مزود الخدمة',
    submit: 'إنشاء الحساب',
  },
  en: {
    email: /E-mail/,
    password: /^Password/,
    confirm: /Confirm password/,
    name: /Full name/,
    phone: /Phone number/,
    client: /^Client$/,
    provider: /^Service provider$/,
    realtor: /^Realtor$/,
    providerType: 'Provider type',
    submit: 'Create account',
  },
} as const;

function renderRegister(locale: Locale = 'ar') {
  return renderWithProviders(<RegisterPage />, {
    locale,
    path: '/auth/register',
    routePath: '/auth/register',
    routes: [{ path: '/auth/login', element: <LoginPage /> }],
  });
}

async function fill(locale: Locale, values: Partial<Record<'email' | 'password' | 'confirm' | 'name' | 'phone', string>>) {
  for (const [key, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(L[locale][key as keyof typeof values]), value);
  }
}

const valid = { email: 'Rami@Example.PS', password: 'long enough', confirm: 'long enough', name: 'رامي' };
const created = apiUser({ id: 3, email: 'rami@example.ps', name: 'رامي', date_joined: '2025-03-01T10:00:00.000Z' });
const register = (reply: Parameters<typeof answer<typeof userSchema>>[3] = created) => answer('post', '/auth/register/', userSchema, reply);
/** The registration answers with this error. */
const refuse = (failure: Failure) => fail('post', '/auth/register/', failure);

describe('RegisterPage', () => {
  beforeEach(() => useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, accessToken: null }));

  it.each([
    ['ar', ['البريد الإلكتروني مطلوب.', 'كلمة المرور مطلوبة.', 'الاسم الكامل مطلوب.']],
    ['en', ['E-mail is required.', 'Password is required.', 'Full name is required.']],
  ] as const)('says which fields are required (%s) and sends nothing', async (locale, messages) => {
    const post = register();
    renderRegister(locale);
    await userEvent.click(screen.getByRole('button', { name: L[locale].submit }));
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(L[locale].name)).toHaveAccessibleDescription(messages[2]);
    expect(post).toEqual([]);
  });

  it('labels every field with the right autocomplete and keyboard', () => {
    renderRegister('en');
    expect(screen.getByLabelText(L.en.email)).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText(L.en.password)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(L.en.confirm)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(L.en.name)).toHaveAttribute('autocomplete', 'name');
    const phone = screen.getByLabelText(L.en.phone);
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('radio', { name: L.en.client })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/auth/login');
  });

  it('writes the phone example in Arabic as one left-to-right unit that cannot be reordered or split', () => {
    renderRegister('ar');
    const phone = screen.getByLabelText(L.ar.phone);
    expect(phone).toHaveAccessibleDescription('اختياري. مثال: +970 59 123 4567');
    const example = screen.getByText('+970 59 123 4567');
    expect(example.tagName).toBe('BDI');
    expect(example).toHaveAttribute('dir', 'ltr');
    // An atomic inline: it is placed as one piece in the right-to-left line and its groups never wrap apart.
    expect(example).toHaveClass('inline-block', 'whitespace-nowrap');
  });

  it.each([
    ['ar', 'كلمتا المرور غير متطابقتين'],
    ['en', 'Passwords do not match'],
  ] as const)('says when the passwords do not match (%s)', async (locale, message) => {
    renderRegister(locale);
    await fill(locale, { ...valid, confirm: 'something else' });
    await userEvent.click(screen.getByRole('button', { name: L[locale].submit }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(message).textContent).toBe(message);
    expect(screen.getByLabelText(L[locale].confirm)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the minimum password length and the phone number', async () => {
    renderRegister('en');
    await fill('en', { ...valid, password: 'short', confirm: 'short', phone: 'call me' });
    await userEvent.click(screen.getByRole('button', { name: L.en.submit }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
  });

  it.each(['ar', 'en'] as const)('asks for a provider type only for providers, and requires it (%s)', async (locale) => {
    const post = register({ ...created, role: 'provider', provider_type: 'realtor' });
    renderRegister(locale);
    expect(screen.queryByRole('group', { name: L[locale].providerType })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: L[locale].provider }));
    const group = screen.getByRole('group', { name: L[locale].providerType });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);

    await fill(locale, valid);
    await userEvent.click(screen.getByRole('button', { name: L[locale].submit }));
    const required = locale === 'ar' ? 'نوع مزود الخدمة مطلوب لمزودي الخدمات.' : 'Provider type is required for service providers.';
    expect(await screen.findByText(required)).toBeInTheDocument();
    expect(post).toEqual([]);

    await userEvent.click(within(group).getByRole('radio', { name: L[locale].realtor }));
    expect(screen.queryByText(required)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: L[locale].submit }));
    await vi.waitFor(() => expect(post).toHaveLength(1));
    expect(post[0]!.json).toMatchObject({ role: 'provider', provider_type: 'realtor' });
  });

  it('sends a client without a provider type, even after one was picked, and normalizes e-mail and phone', async () => {
    const post = register();
    renderRegister('ar');
    await userEvent.click(screen.getByRole('radio', { name: L.ar.provider }));
    await userEvent.click(screen.getByRole('radio', { name: L.ar.realtor }));
    await userEvent.click(screen.getByRole('radio', { name: L.ar.client }));
    expect(screen.queryByRole('group', { name: L.ar.providerType })).not.toBeInTheDocument();

    await fill('ar', { ...valid, phone: '٠٥٩ ١٢٣  ٤٥٦٧' });
    await userEvent.click(screen.getByRole('button', { name: L.ar.submit }));
    await vi.waitFor(() => expect(post).toHaveLength(1));
    expect(post.map((r) => [r.json, r.token])).toEqual([
      [
        {
          email: 'rami@example.ps',
          password: 'long enough',
          password_confirm: 'long enough',
          name: 'رامي',
          phone: '059 123 4567',
          role: 'client',
          provider_type: null,
        },
        null,
      ],
    ]);
  });

  it.each([
    ['ar', 'يوجد مستخدم مسجل بهذا البريد الإلكتروني.'],
    ['en', 'A user with this e-mail already exists.'],
  ] as const)('shows the server e-mail error under the e-mail field and keeps everything typed (%s)', async (locale, message) => {
    refuse(
      new Failure(400, {
        email: [message],
        code: 'validation_error',
        detail: locale === 'ar' ? 'بعض الحقول غير صالحة.' : 'Some fields are invalid.',
        field_codes: { email: ['email_taken'] },
      }),
    );
    renderRegister(locale);
    await fill(locale, { ...valid, phone: '0591234567' });
    await userEvent.click(screen.getByRole('button', { name: L[locale].submit }));

    const email = screen.getByLabelText(L[locale].email);
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(message));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(useAuthStore.getState().isLoading).toBe(false);
    expect(email).toHaveValue(valid.email);
    expect(screen.getByLabelText(L[locale].password)).toHaveValue(valid.password);
    expect(screen.getByLabelText(L[locale].confirm)).toHaveValue(valid.confirm);
    expect(screen.getByLabelText(L[locale].name)).toHaveValue(valid.name);
    expect(screen.getByLabelText(L[locale].phone)).toHaveValue('0591234567');

    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('puts other server field errors under their fields, in their own words when there is no code', async () => {
    refuse(new Failure(400, { name: ['Name looks odd.'], code: 'validation_error', detail: 'Some fields are invalid.', field_codes: {} }));
    renderRegister('en');
    await fill('en', valid);
    await userEvent.click(screen.getByRole('button', { name: L.en.submit }));
    await vi.waitFor(() => expect(screen.getByLabelText(L.en.name)).toHaveAccessibleDescription('Name looks odd.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it.each([
    ['ar', 'فشل التسجيل. يرجى المحاولة مرة أخرى.'],
    ['en', 'Registration failed. Please try again.'],
  ] as const)('shows the specification message on any other failure (%s)', async (locale, message) => {
    unreachable('post', '/auth/register/');
    renderRegister(locale);
    await fill(locale, valid);
    await userEvent.click(screen.getByRole('button', { name: L[locale].submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('adds the server reason when registration is throttled', async () => {
    refuse(new Failure(429, { detail: 'Too many requests. Please wait a moment and try again.', code: 'throttled' }));
    renderRegister('en');
    await fill('en', valid);
    await userEvent.click(screen.getByRole('button', { name: L.en.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Registration failed. Please try again.');
    expect(alert).toHaveTextContent('Too many requests. Please wait a moment and try again.');
  });

  it('is busy while creating the account', async () => {
    let resolve!: (value: typeof created) => void;
    register(() => new Promise((r) => (resolve = r)));
    renderRegister('en');
    await fill('en', valid);
    await userEvent.click(screen.getByRole('button', { name: L.en.submit }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toHaveAttribute('aria-disabled', 'true');
    expect(useAuthStore.getState().isLoading).toBe(true);
    resolve(created);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(useAuthStore.getState().isLoading).toBe(false);
  });

  it.each([
    ['ar', 'تم إنشاء الحساب. يمكنك الآن تسجيل الدخول.', 'تسجيل الدخول'],
    ['en', 'Account created. You can now sign in.', 'Sign in'],
  ] as const)('goes to the login page with a confirmation on success (%s)', async (locale, confirmation, title) => {
    register();
    const { router } = renderRegister(locale);
    await fill(locale, valid);
    await userEvent.click(screen.getByRole('button', { name: L[locale].submit }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(locale === 'en' ? '/en/auth/login' : '/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent(confirmation);
    expect(screen.getByLabelText(L[locale].email)).toHaveValue('rami@example.ps');
    // Registration does not sign in.
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
