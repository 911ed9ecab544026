import type { ErrorCode } from '../errors';
import { MAX_PASSWORD, MIN_PASSWORD } from '../limits';
import { emailField, MAX_EMAIL, optionalText, phoneField, visible } from './fields';
import { LOCALES } from '../i18n/index';
import { z } from '../zod';

/** Account types offered at registration, and the kinds of service provider (specification §1, §3). */
export const ROLES = ['client', 'provider'] as const;
export const PROVIDER_TYPES = ['financial_expert', 'realtor', 'lawyer'] as const;
export type Role = (typeof ROLES)[number];
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export { isValidPhone, MAX_EMAIL, MAX_PHONE, MAX_PHONE_DIGITS, MIN_PHONE_DIGITS, normalizePhone } from './fields';

export const MAX_NAME = 120;
/** Refresh tokens are 43 base64url characters; anything far longer is not one of ours. */
const MAX_REFRESH = 512;

/** Missing (or null) input gets the "required" code, any other wrong type the "invalid" one. */
const typeError = (required: ErrorCode, invalid: ErrorCode) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid;

/** E-mails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** NUL and the other C0/C1 control characters (tab and newline too): never part of a name or an e-mail. */
const CONTROL_CHARACTER = /\p{Cc}/u;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTER.test(value);

/** A new password: never trimmed (spaces are part of it), 8–128 characters. */
const newPasswordField = z
  .string({ error: typeError('password_required', 'invalid') })
  .min(MIN_PASSWORD, { error: (issue) => (issue.input === '' ? 'password_required' : 'password_too_short') })
  .max(MAX_PASSWORD, { error: 'password_too_long' });

const nameField = z
  .string({ error: typeError('name_required', 'invalid') })
  .trim()
  .min(1, { error: 'name_required' })
  .max(MAX_NAME, { error: 'too_long' })
  .refine((name) => !hasControlCharacters(name), { error: 'invalid_characters' })
  .refine(...visible);

/**
 * A password that is the account's e-mail, the e-mail's local part or the name (case and surrounding
 * spaces aside) is the first thing a guesser tries: refused at registration, change and reset.
 */
export function passwordResemblesAccount(password: string, account: { email?: unknown; name?: unknown }): boolean {
  const p = password.trim().toLowerCase();
  if (!p) return false;
  const email = typeof account.email === 'string' ? account.email.trim().toLowerCase() : '';
  const name = typeof account.name === 'string' ? account.name.trim().toLowerCase() : '';
  return [email, email.split('@')[0] ?? '', name].some((value) => value !== '' && value === p);
}

/**
 * Registration (specification §3, §5). Unknown keys are dropped. Cross-field rules: the passwords
 * match, providers name their provider type and clients do not (an empty value counts as none).
 */
export const registerRequest = z
  .object({
    email: emailField,
    password: newPasswordField,
    password_confirm: z.string({ error: typeError('required', 'invalid') }).max(MAX_PASSWORD, { error: 'password_too_long' }),
    name: nameField,
    phone: phoneField,
    role: z.enum(ROLES, { error: 'invalid_choice' }).default('client'),
    provider_type: z
      .enum([...PROVIDER_TYPES, ''], { error: 'invalid_choice' })
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((data, ctx) => {
    // Runs even when a field failed (no check aborts), so a form shows every problem at once: fields may be missing here.
    const { password, password_confirm, role, provider_type } = data as Partial<typeof data>;
    if (typeof password === 'string' && typeof password_confirm === 'string' && password !== password_confirm) {
      ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwords_do_not_match' });
    }
    if (typeof password === 'string' && passwordResemblesAccount(password, data)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password_too_similar' });
    }
    if (role === 'provider' && !provider_type) {
      ctx.addIssue({ code: 'custom', path: ['provider_type'], message: 'provider_type_required' });
    }
    if (role === 'client' && provider_type) {
      ctx.addIssue({ code: 'custom', path: ['provider_type'], message: 'provider_type_not_allowed' });
    }
  });
export type RegisterRequest = z.output<typeof registerRequest>;
export type RegisterForm = z.input<typeof registerRequest>;

/** Login (specification §5): both fields required. The e-mail format is not checked: a wrong one simply fails. */
export const loginRequest = z.object({
  email: z
    .string({ error: typeError('email_required', 'email_invalid') })
    .trim()
    .min(1, { error: 'email_required' })
    .max(MAX_EMAIL, { error: 'email_invalid' })
    .refine((email) => !hasControlCharacters(email), { error: 'email_invalid' })
    .toLowerCase(),
  password: z
    .string({ error: typeError('password_required', 'invalid') })
    .min(1, { error: 'password_required' })
    .max(MAX_PASSWORD, { error: 'password_too_long' }),
});
export type LoginRequest = z.output<typeof loginRequest>;
export type LoginForm = z.input<typeof loginRequest>;

/** Refresh and logout: the refresh token in the body, or (web app) in the HttpOnly cookie. */
export const refreshRequest = z.object({
  refresh: z.string({ error: 'invalid' }).max(MAX_REFRESH, { error: 'invalid' }).nullish(),
});
export type RefreshRequest = z.output<typeof refreshRequest>;

/** E-mails a user can turn off (profile page, or the one-click link in each of them). */
export const NOTIFICATION_KINDS = [
  'inquiry_received',
  'inquiry_sent',
  'listing_approved',
  'listing_rejected',
  'saved_search_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
const notificationChoices = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: 'invalid' })])) as Record<NotificationKind, z.ZodBoolean>,
);

/**
 * The signed-in user's own profile changes: name, phone, the language of their e-mail and which
 * notifications they get (other keys are ignored; the e-mail and password have their own requests).
 */
export const updateMeRequest = z.object({
  name: nameField.optional(),
  /**
   * The public name in Arabic and in English (decision 072): shown on listings and the owner's page in
   * the reader's language; empty or null clears it, absent leaves it as it is.
   */
  display_name_ar: optionalText(MAX_NAME).optional(),
  display_name_en: optionalText(MAX_NAME).optional(),
  phone: phoneField,
  language: z.enum(LOCALES, { error: 'invalid_choice' }).optional(),
  notifications: notificationChoices.partial().optional(),
  /** Whether listing pages show the phone with Call and WhatsApp buttons (decision 039). */
  show_phone: z.boolean({ error: 'invalid' }).optional(),
});
export type UpdateMeRequest = z.output<typeof updateMeRequest>;
export type UpdateMeForm = z.input<typeof updateMeRequest>;

/** A user as the API shows it: never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** The public name in Arabic and in English; null where not written (decision 072). */
  display_name_ar: z.string().nullable(),
  display_name_en: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  provider_type: z.enum(PROVIDER_TYPES).nullable(),
  is_staff: z.boolean(),
  /** ISO 8601 timestamp. */
  date_joined: z.string(),
  /** The language of the e-mail the user receives. */
  language: z.enum(LOCALES),
  /** Whether the user opened the verification link sent to their current address. */
  email_verified: z.boolean(),
  /** Each notification e-mail: on (true) or turned off. */
  notifications: notificationChoices,
  /** Listing pages show the phone with Call and WhatsApp buttons (on by default for providers; decision 039). */
  show_phone: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A link's token (43 base64url characters as we make them). */
const linkToken = z.string({ error: 'invalid' }).min(1, { error: 'invalid' }).max(MAX_REFRESH, { error: 'invalid' });
const confirmPassword = z.string({ error: typeError('required', 'invalid') }).max(MAX_PASSWORD, { error: 'password_too_long' });
const currentPassword = z
  .string({ error: typeError('password_required', 'invalid') })
  .min(1, { error: 'password_required' })
  .max(MAX_PASSWORD, { error: 'password_too_long' });
const passwordsMatch = (data: { password?: unknown; password_confirm?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof data.password === 'string' && typeof data.password_confirm === 'string' && data.password !== data.password_confirm) {
    ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'passwords_do_not_match' });
  }
};

/** Forgot password: the answer is the same whether or not the address has an account. */
export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequest>;

/** A new password from the link in the reset e-mail. */
export const resetPasswordRequest = z
  .object({ token: linkToken, password: newPasswordField, password_confirm: confirmPassword })
  .superRefine(passwordsMatch);
export type ResetPasswordRequest = z.output<typeof resetPasswordRequest>;
export type ResetPasswordForm = z.input<typeof resetPasswordRequest>;

/** The signed-in user changes their password: the current one is required. */
export const changePasswordRequest = z
  .object({ current_password: currentPassword, password: newPasswordField, password_confirm: confirmPassword })
  .superRefine(passwordsMatch);
export type ChangePasswordRequest = z.output<typeof changePasswordRequest>;
export type ChangePasswordForm = z.input<typeof changePasswordRequest>;

/** The signed-in user moves their account to another address: the current password is required. */
export const changeEmailRequest = z.object({ current_password: currentPassword, email: emailField });
export type ChangeEmailRequest = z.output<typeof changeEmailRequest>;
export type ChangeEmailForm = z.input<typeof changeEmailRequest>;

/** The link from the verification e-mail, or a one-click unsubscribe link. */
export const linkTokenRequest = z.object({ token: linkToken });
export type LinkTokenRequest = z.output<typeof linkTokenRequest>;

/** A refresh: the new access token, and the new refresh token only for a client that sent its token in the body. */
export const refreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const loginResponse = z.object({ access: z.string(), refresh: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;
