import { useState } from 'react';

/**
 * The saving state of a form kept in state (the form kit's `disabled`, the dialog's close): `saving`
 * while `run` works, and `progress`, the share of an upload sent (null when there is none to show).
 */
export function useSaving(onSavingChange?: (saving: boolean) => void) {
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  /** Runs `save`; with `upload` its progress is shown from 0. A failure is the caller's to handle. */
  const run = async <T>(save: (onProgress: (fraction: number) => void) => Promise<T>, upload: boolean): Promise<T> => {
    setSaving(true);
    onSavingChange?.(true);
    setProgress(upload ? 0 : null);
    try {
      return await save((fraction) => upload && setProgress(fraction));
    } finally {
      setSaving(false);
      onSavingChange?.(false);
      setProgress(null);
    }
  };
  return { saving, progress, run };
}
