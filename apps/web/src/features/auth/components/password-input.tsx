import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria, Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import '@/features/auth/locales/strings';

/** A password input with a show/hide button at its end. */
export function PasswordInput({
  id,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input id={id} type={visible ? 'text' : 'password'} className={cn('pe-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-controls={id}
        aria-label={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-stone-600 hover:text-stone-900"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}

/** A required password box with its label, error and hint (`hint`: the rules of a new password). */
export function PasswordField({
  id,
  label,
  error,
  hint,
  field,
  autoComplete,
}: {
  id: string;
  label: string;
  error: string | null | undefined;
  hint?: string;
  field: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required>
      <PasswordInput {...fieldAria(id, error, Boolean(hint))} {...field} autoComplete={autoComplete} aria-required="true" />
    </Field>
  );
}
