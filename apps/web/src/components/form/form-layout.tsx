import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';

/** A titled group of a long form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-stone-200 p-4">
      <legend className="px-1 text-base font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Cancel and submit at the end of a dialog's form; both wait while it is busy. */
export function FormActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {busy ? (busyLabel ?? submitLabel) : submitLabel}
      </Button>
    </div>
  );
}

/** A form-level message (a failed check the fields do not show, a file refused). */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
