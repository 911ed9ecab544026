import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '@/lib/api';
import { answer, Failure, unreachable } from '@/test/msw/contract';
import { renderWithProviders } from '@/test/render';
import { EmailField, TextField } from './fields';
import { FormKitProvider, useHookFormKit } from './form-kit';
import { useSubmitFailure } from './submit-failure';

const values = z.object({ name: z.string(), email: z.string() });
const PATH = '/common/contact-messages/';

/** A form on the kit that sends its values and ends a failure through the helper. */
function Probe() {
  const form = useForm({ resolver: zodResolver(values), defaultValues: { name: '', email: '' } });
  const kit = useHookFormKit(form);
  const failed = useSubmitFailure();
  const submit = form.handleSubmit(async (v) => {
    try {
      await api.post(PATH, v);
    } catch (error) {
      failed(error, { fields: ['name', 'email'] as const, setError: form.setError, checkFields: 'Check the fields.', failed: 'Not sent.' });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormKitProvider kit={kit}>
        <TextField name="name" label="Name" />
        <EmailField name="email" label="E-mail" />
      </FormKitProvider>
      <button type="submit">Send</button>
    </form>
  );
}

async function send(locale: 'ar' | 'en' = 'en') {
  renderWithProviders(<Probe />, { locale });
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Lina');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lina@');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

const refuse = (failure: Failure) =>
  answer('post', PATH, z.object({}), () => {
    throw failure;
  });

describe('useSubmitFailure', () => {
  it('puts the server’s field errors on their fields, by code in the page’s language, focused, with what was typed kept', async () => {
    const sent = refuse(
      new Failure(400, {
        detail: 'Some fields are invalid.',
        code: 'validation_error',
        email: ['Enter a valid e-mail address.'],
        field_codes: { email: ['email_invalid'] },
      }),
    );
    await send('ar');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('أدخل بريدًا إلكترونيًا صالحًا.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('lina@');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Check the fields.')).toBeInTheDocument();
    expect(sent[0]!.json).toEqual({ name: 'Lina', email: 'lina@' });
  });

  it('says a refusal that is not about a field in the server’s words, translated from its code', async () => {
    refuse(new Failure(429, { code: 'throttled', detail: 'slow down' }));
    await send('ar');
    expect(await screen.findByText('طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.queryByText('slow down')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lina');
  });

  it('says the form’s own words for a server failure', async () => {
    refuse(new Failure(500, { code: 'internal_error', detail: 'boom' }));
    await send();
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
  });

  it('says the form’s own words when nothing answers', async () => {
    unreachable('post', PATH);
    await send();
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
  });

  it('says the form’s own words for field errors it has no field for', async () => {
    refuse(
      new Failure(400, {
        detail: 'Some fields are invalid.',
        code: 'validation_error',
        token: ['Expired.'],
        field_codes: { token: ['invalid'] },
      }),
    );
    await send();
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    expect(screen.queryByText('Some fields are invalid.')).not.toBeInTheDocument();
    expect(screen.queryByText('Check the fields.')).not.toBeInTheDocument();
  });
});
