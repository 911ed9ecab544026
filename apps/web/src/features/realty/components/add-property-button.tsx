import type { PropertyPurpose } from '@manara/shared/schemas/realty';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/use-translation';
import { prefetch } from '@/lib/prefetch';
import { withStrings } from '@/lib/i18n';

const loadDialog = () => import('./add-property-dialog');
const AddPropertyDialog = lazy(async () => ({ default: (await withStrings(loadDialog())).AddPropertyDialog }));

/**
 * Add Property: opens the add-property modal (its code, the form and the upload, loads on first use).
 * `floating` is the buy-sell and rent pages' button at the bottom end corner, on phones only: on wider
 * screens a floating button covered the cards of the last column, so those pages show an inline one in
 * their results toolbar there. Otherwise an inline button (the dashboard). `purpose` preselects the
 * page's own (rent or buy-sell) in the form.
 */
export function AddPropertyButton({ floating = true, purpose }: { floating?: boolean; purpose?: PropertyPurpose }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      size={floating ? 'lg' : 'md'}
      onClick={() => setOpen(true)}
      onPointerEnter={() => prefetch(loadDialog)}
      onFocus={() => prefetch(loadDialog)}
      className={
        floating ? 'pointer-events-auto absolute end-4 bottom-4 rounded-full shadow-lg shadow-brand-900/25 sm:end-6 sm:bottom-6' : undefined
      }
    >
      <Plus className="size-5" aria-hidden="true" />
      {t('realty.addProperty.button')}
    </Button>
  );
  return (
    <>
      {floating ? (
        // Sticky at the bottom of the page's content: it floats over the list and stops above the footer.
        <div className="pointer-events-none sticky bottom-0 z-30 h-0 sm:hidden">{button}</div>
      ) : (
        button
      )}
      {open && (
        <Suspense fallback={null}>
          <AddPropertyDialog open={open} onOpenChange={setOpen} purpose={purpose} />
        </Suspense>
      )}
    </>
  );
}
