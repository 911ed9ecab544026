import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Link } from './link';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light' | 'danger' | 'whatsapp';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-gold-500 text-brand-900 hover:bg-gold-300',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  ghost: 'text-stone-700 hover:bg-stone-100',
  light: 'bg-white/95 text-brand-800 hover:bg-white',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** WhatsApp's own green, dark enough for white text (contrast above 4.5:1). */
  whatsapp: 'bg-green-700 text-white hover:bg-green-800',
};
const sizes: Record<Size, string> = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5 text-sm', lg: 'h-12 px-6 text-base' };

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
