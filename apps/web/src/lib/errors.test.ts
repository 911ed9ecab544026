import { ERROR_MESSAGES } from '@manara/shared/errors';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw/server';
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

describe('error messages load when a page is about to show one (decision 054)', () => {
  // A fresh copy of the modules, as a page that has shown no error yet: test/setup.ts loaded the others'.
  async function freshPage() {
    vi.resetModules();
    const errors = await import('./errors');
    const { api } = await import('./api');
    return { ...errors, api };
  }

  it('are not loaded with the page; a validation error waits for its text, never showing the code', async () => {
    const { useErrorText, errorText: text } = await freshPage();
    expect(text('required', 'en')).toBe('required'); // what the old order would have shown: the code
    const { result } = renderHook(() => useErrorText()('required', 'en'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(ERROR_MESSAGES.required.en));
  });

  it('load at the first press, key or focus', async () => {
    const { errorText: text } = await freshPage();
    document.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(text('required', 'ar')).toBe(ERROR_MESSAGES.required.ar));
  });

  it('are in before a failed call rejects, so its code shows as text', async () => {
    const { api, errorKey, errorText: text } = await freshPage();
    server.use(http.get('*/api/v1/nowhere/', () => HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 })));
    const failure = await api.get('/nowhere/').catch((error: unknown) => error);
    expect(errorKey(failure)).toBe('not_found');
    expect(text(errorKey(failure), 'ar')).toBe(ERROR_MESSAGES.not_found.ar);
  });
});
