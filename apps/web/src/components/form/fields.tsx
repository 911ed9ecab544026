import type { ReactNode } from 'react';
import { Field, fieldAria, Input, Select, Textarea } from '@/components/ui/field';
import { useFormKit } from './form-kit';

type Lang = 'ar' | 'en';

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  disabled?: boolean;
}

/** A labelled control bound to its field: id, hint and error wired for screen readers, required marked. */
function useControl({ name, required, hint, disabled }: BaseProps) {
  const kit = useFormKit();
  const id = kit.id(name);
  const error = kit.error(name);
  return {
    id,
    error,
    props: {
      ...fieldAria(id, error, !!hint),
      'aria-required': required ? true : undefined,
      disabled: kit.disabled || disabled || undefined,
      ...kit.bind(name),
    },
  };
}

/** Text direction of a field written in one language (name_ar is right-to-left), or as typed. */
const direction = (lang?: Lang) => (lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : 'auto');

/** Free text, one line or (`long`) several; `lang` fixes its language and direction, `ltr` the direction of a code or link. */
export function TextField({
  lang,
  ltr,
  long,
  rows,
  maxLength,
  autoComplete,
  placeholder,
  suggestions,
  ...base
}: BaseProps & {
  lang?: Lang;
  ltr?: boolean;
  long?: boolean;
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  /** Values offered as the field is typed (a one-line field's datalist). */
  suggestions?: readonly string[];
}) {
  const { id, error, props } = useControl(base);
  const shared = { ...props, dir: ltr ? 'ltr' : direction(lang), lang, maxLength, autoComplete, placeholder };
  return (
    <Field id={id} label={base.label} error={error} hint={base.hint} required={base.required} className={base.className}>
      {long ? (
        <Textarea {...shared} rows={rows ?? 3} />
      ) : (
        <Input {...shared} {...(suggestions && { list: `${id}-list`, autoComplete: 'off' })} />
      )}
      {suggestions && (
        <datalist id={`${id}-list`}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </Field>
  );
}

/** A number typed as text (Arabic-Indic digits are accepted by the shared schemas), left to right. */
export function NumberField({ integer, ...base }: BaseProps & { integer?: boolean }) {
  const { id, error, props } = useControl(base);
  return (
    <Field id={id} label={base.label} error={error} hint={base.hint} required={base.required} className={base.className}>
      <Input {...props} type="text" inputMode={integer ? 'numeric' : 'decimal'} dir="ltr" autoComplete="off" />
    </Field>
  );
}

/** A date (or, with `time`, a time of day) picked in the browser's own control, left to right. */
export function DateField({ min, time, ...base }: BaseProps & { min?: string; time?: boolean }) {
  const { id, error, props } = useControl(base);
  return (
    <Field id={id} label={base.label} error={error} hint={base.hint} required={base.required} className={base.className}>
      <Input {...props} type={time ? 'time' : 'date'} min={min} dir="ltr" />
    </Field>
  );
}

/** One choice of a list; `placeholder` is the empty first option ("Choose…"). */
export function SelectField({
  options,
  placeholder,
  ...base
}: BaseProps & { options: readonly { value: string | number; label: string }[]; placeholder?: string }) {
  const { id, error, props } = useControl(base);
  return (
    <Field id={id} label={base.label} error={error} hint={base.hint} required={base.required} className={base.className}>
      <Select {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * One choice of a short list, each visible at once (radio buttons in a fieldset whose legend is the
 * label); the error and hint belong to the group.
 */
export function RadioField({ options, ...base }: BaseProps & { options: readonly { value: string; label: string }[] }) {
  const { id, error, props } = useControl(base);
  const { id: _id, 'aria-invalid': invalid, 'aria-describedby': describedBy, 'aria-required': required, ...bound } = props;
  // A form kept in state binds `value`: each radio is checked when it is the value.
  const current = 'value' in bound ? bound.value : undefined;
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-invalid={invalid}
      aria-required={required}
      aria-describedby={describedBy}
      className={base.className}
    >
      <legend id={`${id}-legend`} className="mb-1.5 block text-sm font-medium text-stone-800">
        {base.label}
        {base.required && (
          <span className="ms-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-stone-300 px-3 py-2.5 text-stone-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              className="size-4 shrink-0 accent-brand-700"
              {...bound}
              value={o.value}
              {...(current !== undefined && { checked: current === o.value })}
            />
            {o.label}
          </label>
        ))}
      </div>
      {base.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {base.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

// An address or number reads left to right, but sits at the reading start of an Arabic form.
const ltrInput = { dir: 'ltr', className: 'rtl:text-end' } as const;

/** An e-mail address (the shared `emailField` checks it). */
export function EmailField({ autoComplete = 'email', ...base }: BaseProps & { autoComplete?: string }) {
  const { id, error, props } = useControl(base);
  return (
    <Field id={id} label={base.label} error={error} hint={base.hint} required={base.required} className={base.className}>
      <Input {...props} {...ltrInput} type="email" inputMode="email" autoComplete={autoComplete} />
    </Field>
  );
}

/** A phone number (the shared `phoneField` accepts Arabic-Indic digits and separators). */
export function PhoneField(base: BaseProps) {
  const { id, error, props } = useControl(base);
  return (
    <Field id={id} label={base.label} error={error} hint={base.hint} required={base.required} className={base.className}>
      <Input {...props} {...ltrInput} type="tel" inputMode="tel" autoComplete="tel" />
    </Field>
  );
}

/**
 * A text kept in both languages: `<name>_ar` (right to left) and `<name>_en` (left to right), side by
 * side on wide screens.
 */
export function BilingualFields({
  name,
  label,
  ...rest
}: Omit<BaseProps, 'label'> & {
  /** The label of each language's field. */
  label: Record<Lang, ReactNode>;
  long?: boolean;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <>
      {(['ar', 'en'] as const).map((lang) => (
        <TextField key={lang} {...rest} name={`${name}_${lang}`} label={label[lang]} lang={lang} />
      ))}
    </>
  );
}
