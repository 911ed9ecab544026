import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type Size = 'sm' | 'md' | 'lg' | 'full';

const sizes: Record<Size, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  full: 'max-w-none',
};

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Every dialog is labelled by its title (visually hidden with `hideTitle`). */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  hideDescription?: boolean;
  children?: ReactNode;
  size?: Size;
  /** Classes for the content panel (e.g. a dark full-screen viewer). */
  className?: string;
  /** Classes for the close button. */
  closeClassName?: string;
  /** Disable the close button (e.g. while saving). */
  closeDisabled?: boolean;
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog (Radix): focus trapped and restored, Escape and the close button close it, labelled by
 * its title and described by its description. Right-to-left aware through the app's DirectionProvider.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  hideDescription = false,
  children,
  size = 'md',
  className,
  closeClassName,
  closeDisabled = false,
  onKeyDown,
  onOpenAutoFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const full = size === 'full';
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50', full ? 'bg-black/95' : 'bg-stone-900/60 backdrop-blur-sm')} />
        <DialogPrimitive.Content
          onKeyDown={onKeyDown}
          onOpenAutoFocus={onOpenAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed z-50 focus:outline-none',
            full
              ? 'inset-0 flex flex-col bg-stone-950'
              : 'inset-x-0 bottom-0 mx-auto max-h-[92dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-0 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:rounded-2xl sm:p-6',
            sizes[size],
            className,
          )}
        >
          <div className={cn('flex items-start justify-between gap-4', hideTitle && !description && 'absolute end-3 top-3 z-10')}>
            <div className={cn(hideTitle && 'sr-only')}>
              <DialogPrimitive.Title className="text-xl font-bold text-stone-900">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className={cn('mt-1 text-sm text-stone-600', hideDescription && 'sr-only')}>
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              disabled={closeDisabled}
              aria-label={t('common.close')}
              className={cn(
                'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 disabled:opacity-50',
                closeClassName,
              )}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
