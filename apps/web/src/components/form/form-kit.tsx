import { createContext, use, useId, type ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';

/**
 * What the form kit's fields need from the form around them: a control's id, the props that bind the
 * control to its value, and the field's error as text in the page's language (error *keys* become
 * text only here, so errors on screen follow a language switch). A form made with react-hook-form gets
 * one from `useHookFormKit`; a form that keeps its values in state from `useStateFormKit`.
 */
export interface FormKit {
  id(name: string): string;
  bind(name: string): Record<string, unknown>;
  error(name: string): string | undefined;
  /** Every control is disabled while the form is busy. */
  disabled?: boolean;
}

const KitContext = createContext<FormKit | null>(null);

/** Gives the fields inside it their form. */
export function FormKitProvider({ kit, children }: { kit: FormKit; children: ReactNode }) {
  return <KitContext value={kit}>{children}</KitContext>;
}

export function useFormKit(): FormKit {
  const kit = use(KitContext);
  if (!kit) throw new Error('A form field must be inside <FormKitProvider>.');
  return kit;
}

/**
 * The kit of a react-hook-form form. `options` adds register options per field (an onChange that
 * clears a dependent field, `setValueAs`).
 */
export function useHookFormKit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  {
    options,
    disabled,
    idPrefix,
  }: {
    options?: Partial<Record<Path<T>, RegisterOptions<T, Path<T>>>>;
    disabled?: boolean;
    /** A fixed prefix of the controls' ids (a page's only form); else one unique to the form. */
    idPrefix?: string;
  } = {},
): FormKit {
  const unique = useId();
  const prefix = idPrefix ?? unique;
  const locale = useLocale();
  const errorText = useErrorText();
  // Read during this render: react-hook-form re-renders the form when the errors it was asked for change.
  const { errors } = form.formState;
  return {
    id: (name) => `${prefix}-${name}`,
    bind: (name) => form.register(name as Path<T>, options?.[name as Path<T>]),
    error: (name) => errorText(errors[name]?.message as string | undefined, locale),
    disabled,
  };
}

/** The kit of a form kept in React state: `errors` holds error keys (codes, or a server's message). */
export function useStateFormKit<V extends Record<string, string>>({
  values,
  onChange,
  errors,
  disabled,
}: {
  values: V;
  onChange(name: keyof V & string, value: string): void;
  errors: Record<string, string | undefined>;
  disabled?: boolean;
}): FormKit {
  const prefix = useId();
  const locale = useLocale();
  const errorText = useErrorText();
  return {
    id: (name) => `${prefix}-${name}`,
    bind: (name) => ({ name, value: values[name] ?? '', onChange: (e: { target: { value: string } }) => onChange(name, e.target.value) }),
    error: (name) => errorText(errors[name], locale),
    disabled,
  };
}
