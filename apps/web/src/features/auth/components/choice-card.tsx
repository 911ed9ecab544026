import { CircleCheck, type LucideIcon } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from '@/lib/cn';

/** A radio button drawn as a card: an icon, a title (its name) and an optional hint (its description); the whole card is clickable. */
export function ChoiceCard({
  icon: Icon,
  title,
  hint,
  compact = false,
  ...input
}: { icon: LucideIcon; title: string; hint?: string; compact?: boolean; ref?: Ref<HTMLInputElement> } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'title'
>) {
  const id = useId();
  return (
    <label
      className={cn(
        'group relative flex cursor-pointer gap-3 rounded-xl border border-stone-300 bg-white transition-colors hover:border-brand-400',
        'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-700',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        'has-[[aria-invalid=true]]:border-red-600',
        compact ? 'items-center p-3' : 'items-start p-4',
      )}
    >
      <input
        type="radio"
        className="sr-only"
        aria-labelledby={`${id}-title`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
      <span
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-700 group-has-[:checked]:bg-brand-700 group-has-[:checked]:text-white',
          compact ? 'size-9' : 'size-10',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block font-medium text-stone-900">
          {title}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="mt-0.5 block text-sm text-stone-600">
            {hint}
          </span>
        )}
      </span>
      {!compact && <CircleCheck className="size-5 shrink-0 text-brand-700 opacity-0 group-has-[:checked]:opacity-100" aria-hidden="true" />}
    </label>
  );
}
