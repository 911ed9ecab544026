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
