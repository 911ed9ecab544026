import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydration';

/**
 * The full-width submit of the login and register forms. Until the page is hydrated it is disabled (a
 * click would post the form natively); while busy it says so and stays focusable (aria-disabled), and
 * the form ignores a second submit.
 */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full aria-disabled:cursor-wait aria-disabled:opacity-80"
      aria-disabled={busy || undefined}
      disabled={!hydrated}
    >
      {busy && <Loader2 className="size-5 animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
