import { ERROR_MESSAGES } from '@manara/shared/errors';
import { describe, expect, it } from 'vitest';
import arMessages from './error-messages-ar';
import enMessages from './error-messages-en';
import { errorText, fieldErrorKeys, isErrorCode } from './errors';

describe('error messages by language', () => {
  it("hold one language each, every code's message in it", () => {
    const codes = Object.keys(ERROR_MESSAGES) as (keyof typeof ERROR_MESSAGES)[];
    expect(Object.keys(arMessages)).toEqual(codes);
    expect(Object.keys(enMessages)).toEqual(codes);
    for (const code of codes) {
      expect(arMessages[code]).toBe(ERROR_MESSAGES[code].ar);
      expect(enMessages[code]).toBe(ERROR_MESSAGES[code].en);
    }
  });

  it('turn codes into text in the asked language, and leave other text as it is', () => {
    // test/setup.ts loads both languages, as a page does its own with its catalogue.
    expect(errorText('email_taken', 'en')).toBe(ERROR_MESSAGES.email_taken.en);
    expect(errorText('email_taken', 'ar')).toBe(ERROR_MESSAGES.email_taken.ar);
    expect(errorText('Already translated by the server.', 'ar')).toBe('Already translated by the server.');
    expect(errorText(null, 'ar')).toBeUndefined();
    expect(isErrorCode('email_taken')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it("keep a 400's field codes when known, else the server's message", () => {
    const body = {
      code: 'validation_error',
      email: ['taken'],
      name: ['Too odd.'],
      field_codes: { email: ['email_taken'], name: ['nope'] },
    };
    expect(fieldErrorKeys({ body })).toEqual({ email: 'email_taken', name: 'Too odd.' });
  });
});
