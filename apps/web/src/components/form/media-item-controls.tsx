import { formatNumber } from '@manara/shared/i18n/index';
import { ChevronLeft, ChevronRight, Star, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';

/** The ordering controls of an item (focus returns to the same one after it moved). */
export type OrderAction = 'earlier' | 'later' | 'cover';

/**
 * An item's buttons in the media picker: "Make cover" (a photo that is not first), Move earlier / Move
 * later (when the item keeps an order; `place` is its place among the ordered ones, else null) and
 * Remove. Each carries `data-order` so that the picker can return focus to it after a move.
 */
export function MediaItemControls({
  name,
  n,
  place,
  last,
  coverable,
  disabled,
  onMove,
  onRemove,
}: {
  /** The item's name ("Photo 2"), for the buttons' accessible names. */
  name: string;
  /** Its number in the whole list, as written. */
  n: string;
  place: number | null;
  last: boolean;
  coverable: boolean;
  disabled: boolean;
  onMove(to: number, action: OrderAction): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {coverable && (
        <Button
          variant="outline"
          size="sm"
          className="mt-auto w-full"
          disabled={disabled}
          data-order="cover"
          aria-label={t('media.makeCoverOf', { name })}
          onClick={() => onMove(0, 'cover')}
        >
          {/* On a phone's narrow card the words need the room. */}
          <Star className="hidden size-4 sm:block" aria-hidden="true" />
          {t('media.makeCover')}
        </Button>
      )}
      <div className={cn('flex justify-end gap-1', !coverable && 'mt-auto')}>
        {place !== null && (
          <>
            <Button
              variant="ghost"
              size="sm"
              className="px-2.5"
              disabled={disabled || place === 0}
              data-order="earlier"
              aria-label={t('media.moveEarlier', { n: formatNumber(place + 1, locale) })}
              onClick={() => onMove(place - 1, 'earlier')}
            >
              {/* Earlier points to the reading start: left in English, right in Arabic. */}
              <ChevronLeft className="flip-rtl size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="px-2.5"
              disabled={disabled || last}
              data-order="later"
              aria-label={t('media.moveLater', { n: formatNumber(place + 1, locale) })}
              onClick={() => onMove(place + 1, 'later')}
            >
              <ChevronRight className="flip-rtl size-4" aria-hidden="true" />
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5 text-red-700"
          disabled={disabled}
          aria-label={t('media.remove', { n, name })}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </>
  );
}
