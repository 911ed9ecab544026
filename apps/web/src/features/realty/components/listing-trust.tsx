import { Flag, ShieldAlert } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ListingTexts } from '@manara/shared/text/listing-text';
import { useListingText } from '@/components/listing-text';
import { useTranslation } from '@/lib/use-translation';
import { prefetch } from '@/lib/prefetch';
import { withStrings } from '@/lib/i18n';

// The form (and zod with it) loads when a visitor first opens it.
const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(async () => ({ default: (await withStrings(loadReportDialog())).ReportDialog }));

/**
 * Trust on a listing's page (decision 041): the one rule that prevents most fraud, and "Report this
 * listing" for visitors and users.
 */
export function ListingTrust({ property }: { property: ListingTexts & { id: number } }) {
  const { t } = useTranslation();
  const { title } = useListingText(property);
  const [open, setOpen] = useState<boolean | null>(null);
  const prefetchReport = () => prefetch(loadReportDialog);
  return (
    <>
      <section
        aria-labelledby="safety-notice-title"
        className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 id="safety-notice-title" className="font-semibold">
            {t('realty.safety.title')}
          </h2>
          <p className="mt-1">{t('realty.safety.text')}</p>
        </div>
      </section>
      <Button
        variant="ghost"
        size="sm"
        className="w-full"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetchReport}
        onFocus={prefetchReport}
      >
        <Flag className="size-4" aria-hidden="true" />
        {t('realty.report.open')}
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <ReportDialog propertyId={property.id} propertyTitle={title} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
