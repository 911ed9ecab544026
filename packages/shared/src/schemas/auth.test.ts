import { describe, expect, it } from 'vitest';
import { isValidPhone, loginRequest, normalizePhone, registerRequest, updateMeRequest } from './auth';

const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const valid = { email: 'a@example.com', password: 'password1', password_confirm: 'password1', name: 'Name' };

describe('auth schemas (shared by the API and the forms)', () => {
  it('normalizes phones to Latin digits and checks them loosely', () => {
    expect(normalizePhone(' ٠٥٩٩  ١٢٣ ٤٥٦ ')).toBe('0599 123 456');
    expect(normalizePhone('۰۵۹۹۱۲۳۴۵۶')).toBe('0599123456');
    expect(isValidPhone('+970 (59) 912-3456')).toBe(true);
    expect(isValidPhone('123456')).toBe(false);
    expect(isValidPhone('1'.repeat(21))).toBe(false);
    expect(isValidPhone('05991234x')).toBe(false);
    expect(isValidPhone('059+9123456')).toBe(false);
  });

  it('reports every registration problem at once, one code per field', () => {
    const result = registerRequest.safeParse({ email: 'bad', password: 'short', password_confirm: 'other', name: ' ', role: 'provider' });
    expect(codes(result)).toEqual({
      email: 'email_invalid',
      password: 'password_too_short',
      password_confirm: 'passwords_do_not_match',
      name: 'name_required',
      provider_type: 'provider_type_required',
    });
    expect(codes(registerRequest.safeParse({ ...valid, password: '', password_confirm: '' }))).toEqual({ password: 'password_required' });
  });

  it('cleans a valid registration: trimmed, lower-cased e-mail, client by default, unknown keys dropped', () => {
    const result = registerRequest.parse({ ...valid, email: ' A@Example.COM ', name: ' Name ', phone: '', is_staff: true });
    expect(result).toEqual({ ...valid, email: 'a@example.com', name: 'Name', phone: null, role: 'client', provider_type: null });
  });

  it('refuses control characters in names and login e-mails', () => {
    expect(codes(registerRequest.safeParse({ ...valid, name: 'Na\u0000me' }))).toEqual({ name: 'invalid_characters' });
    expect(codes(updateMeRequest.safeParse({ name: 'Na\nme' }))).toEqual({ name: 'invalid_characters' });
    expect(codes(loginRequest.safeParse({ email: 'a\u0000@example.com', password: 'x' }))).toEqual({ email: 'email_invalid' });
    // Surrounding blanks are trimmed, not refused; letters of every script and joiners stay valid.
    expect(updateMeRequest.parse({ name: '\tعبد\u200cالله\n' })).toEqual({ name: 'عبد\u200cالله' });
  });

  it('requires login fields and keeps profile updates to name and phone', () => {
    expect(codes(loginRequest.safeParse({ email: '', password: '' }))).toEqual({ email: 'email_required', password: 'password_required' });
    expect(updateMeRequest.parse({ phone: '٠٥٩٩١٢٣٤٥٦', email: 'x@y.z' })).toEqual({ phone: '0599123456' });
  });
});
