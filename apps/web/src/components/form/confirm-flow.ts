import { useState } from 'react';
import { toast } from '@/lib/toast';

/**
 * Asking before an action that cannot be undone (delete, mark sold): `ask(item)` opens the question,
 * confirming runs `act`; success says `doneText` and closes, failure says `failedText` (the dialog
 * stays, unless `closeOnError`). Spread `dialog` on a `ConfirmDialog`.
 */
export function useConfirmFlow<T>({
  act,
  doneText,
  failedText,
  onDone,
  closeOnError = false,
}: {
  act(item: T): Promise<unknown>;
  doneText: string;
  failedText: string | ((error: unknown) => string);
  onDone?(item: T): void;
  closeOnError?: boolean;
}) {
  const [item, setItem] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (item === null || pending) return;
    setPending(true);
    try {
      await act(item);
      toast.success(doneText);
      onDone?.(item);
      setItem(null);
    } catch (error) {
      toast.error(typeof failedText === 'function' ? failedText(error) : failedText);
      if (closeOnError) setItem(null);
    } finally {
      setPending(false);
    }
  };
  return {
    /** The item being asked about, or null. */
    item,
    ask: (next: T) => setItem(next),
    dialog: {
      open: item !== null,
      onOpenChange: (open: boolean) => !open && setItem(null),
      pending,
      onConfirm: () => void confirm(),
    },
  };
}
