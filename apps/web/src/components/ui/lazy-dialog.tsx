import { lazy, Suspense, useState, type ComponentProps } from 'react';

const Dialog = lazy(async () => ({ default: (await import('./dialog')).Dialog }));

/**
 * The dialog, with its code (focus trap, scroll lock) loaded the first time it opens rather than with
 * the page: most readers of a listing never open it. Once loaded it stays mounted, so closing animates
 * and focus returns as usual.
 */
export function LazyDialog(props: ComponentProps<typeof Dialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
