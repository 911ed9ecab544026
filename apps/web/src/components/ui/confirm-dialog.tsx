import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from './button';
import { LazyDialog } from './lazy-dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Destructive actions (delete) get the danger style. */
  tone?: 'danger' | 'primary';
  /** While the action runs both buttons are disabled and the dialog cannot be dismissed. */
  pending?: boolean;
  onConfirm(): void;
}

/** Asks before an action that cannot be undone. Cancel has focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <LazyDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      closeDisabled={pending}
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {confirmLabel}
        </Button>
      </div>
    </LazyDialog>
  );
}
