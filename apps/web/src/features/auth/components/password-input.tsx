import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';

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
