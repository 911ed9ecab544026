import { Map as MapIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDataSaver } from '@/lib/data-saver';
import { useTranslation } from '@/lib/use-translation';

/**
 * A map, or — with data saver on (decision 073) — a "Show map" button in its place until the reader
 * asks: neither MapLibre nor a tile is fetched before. `asked`: the reader already chose the map (e.g.
 * the list's map view button in this visit). `className` sizes the placeholder like the map.
 */
export function ShowMap({ children, asked = false, className }: { children: ReactNode; asked?: boolean; className?: string }) {
  const { t } = useTranslation();
  const saver = useDataSaver();
  const [shown, setShown] = useState(false);
  if (!saver.on || asked || shown) return <>{children}</>;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl bg-stone-100 p-4 text-center ring-1 ring-stone-200',
        className,
      )}
    >
      <p className="text-sm text-stone-600">{t('realty.map.saving')}</p>
      <Button type="button" variant="outline" onClick={() => setShown(true)}>
        <MapIcon className="size-4" aria-hidden="true" />
        {t('realty.map.show')}
      </Button>
    </div>
  );
}
