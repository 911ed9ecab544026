import type { ErrorCode } from '../errors';
import { MAX_PASSWORD, MIN_PASSWORD } from '../limits';
import { toLatinDigits } from '../text/normalize';
import { z } from '../zod';

/** Account types offered at registration, and the kinds of service provider (specification §1, §3). */
export const ROLES = ['client', 'provider'] as const;
export const PROVIDER_TYPES = ['financial_expert', 'realtor', 'lawyer'] as const;
export type Role = (typeof ROLES)[number];
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const MAX_EMAIL = 254;
export const MAX_NAME = 120;
/** Longest phone input accepted before normalization (digits plus spaces, dashes, parentheses). */
export const MAX_PHONE = 40;
export const MIN_PHONE_DIGITS = 7;
export const MAX_PHONE_DIGITS = 20;
/** Refresh tokens are 43 base64url characters; anything far longer is not one of ours. */
const MAX_REFRESH = 512;

/** Missing (or null) input gets the "required" code, any other wrong type the "invalid" one. */
const typeError = (required: ErrorCode, invalid: ErrorCode) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : invalid;

/** E-mails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Latin digits, single spaces, no surrounding blanks: "٠٥٩ ١٢٣  ٤٥٦٧" → "059 123 4567". */
export function normalizePhone(phone: string): string {
  return toLatinDigits(phone).replace(/\s+/g, ' ').trim();
}

/** Loose check of a normalized phone: an optional leading +, digits, spaces, dashes, parentheses; 7–20 digits. */
export function isValidPhone(phone: string): boolean {
  if (!/^\+?[0-9 ()-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

/** NUL and the other C0/C1 control characters (tab and newline too): never part of a name or an e-mail. */
const CONTROL_CHARACTER = /\p{Cc}/u;
export const hasControlCharacters = (value: string) => CONTROL_CHARACTER.test(value);

// No `abort: true` on field checks: an explicitly aborted field would skip the cross-field rules of
// registerRequest. A pipe runs its right side only when the left passed, so one code per field.
const emailField = z
  .string({ error: typeError('email_required', 'email_invalid') })
  .trim()
  .min(1, { error: 'email_required' })
  .max(MAX_EMAIL, { error: 'email_invalid' })
  .toLowerCase()
  .pipe(z.email({ error: 'email_invalid' }));

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
  .refine((name) => !hasControlCharacters(name), { error: 'invalid_characters' });

/** Optional phone: empty or null means none; Arabic-Indic digits become Latin. */
const phoneField = z
  .string({ error: 'phone_invalid' })
  .max(MAX_PHONE, { error: 'phone_invalid' })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === '') return null;
    if (!isValidPhone(phone)) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    return phone;
  })
  .nullish();

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

/** The signed-in user's own profile changes: name and phone only (other keys are ignored). */
export const updateMeRequest = z.object({
  name: nameField.optional(),
  phone: phoneField,
});
export type UpdateMeRequest = z.output<typeof updateMeRequest>;
export type UpdateMeForm = z.input<typeof updateMeRequest>;

/** A user as the API shows it: never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  provider_type: z.enum(PROVIDER_TYPES).nullable(),
  is_staff: z.boolean(),
  /** ISO 8601 timestamp. */
  date_joined: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A refresh: the new access token, and the new refresh token only for a client that sent its token in the body. */
export const refreshResponse = z.object({ access: z.string(), refresh: z.string().optional() });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const loginResponse = z.object({ access: z.string(), refresh: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;
