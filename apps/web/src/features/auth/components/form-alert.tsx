import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A message about the whole form. The live region stays in the page so that assistive technology
 * announces a message as soon as it appears: an error as an alert, a confirmation politely.
 */
export function FormAlert({ tone, children, className }: { tone: 'error' | 'success'; children?: ReactNode; className?: string }) {
  const Icon = tone === 'error' ? CircleAlert : CheckCircle2;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {children ? (
        <div
          className={cn(
            'flex items-start gap-2 rounded-xl px-4 py-3 text-sm',
            tone === 'error' ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
            className,
          )}
        >
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>{children}</div>
        </div>
      ) : null}
    </div>
  );
}
