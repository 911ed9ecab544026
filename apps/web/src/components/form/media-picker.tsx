import { formatNumber } from '@manara/shared/i18n/index';
import { MEDIA_LIMITS, mediaAccept, mediaFileProblem, type MediaKind, type MediaOwner } from '@manara/shared/media';
import { ImagePlus, Video } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { MediaItemControls, type OrderAction } from './media-item-controls';

/** One photo or video in a picker: stored (it has an id) or picked now (a file, previewed from memory). */
export type PickedMedia<X = unknown> = {
  key: string;
  kind: MediaKind;
  /** The stored file's address, or the picked file's preview. */
  url: string;
  extra: X;
} & ({ id: number; file?: undefined } | { id?: undefined; file: File });

/** A stored item as a picker holds it. */
export const storedMedia = <X,>(id: number, kind: MediaKind, url: string, extra: X): PickedMedia<X> => ({
  key: `stored-${id}`,
  id,
  kind,
  url,
  extra,
});

let picked = 0;

/**
 * The one way to pick photos and videos (listings, projects, heroes): previews, the shared media rules
 * checked on each file before any upload (`packages/shared/src/media.ts`), removal, and — when the
 * owner keeps an order — moving items earlier or later by buttons (keyboard: focus stays on the moved
 * item's button and its new place is announced) or by dragging, and "Make cover", which moves a photo
 * first: the cover is the first photo, nothing else. `orderable="images"` orders the photos among
 * themselves (a listing's video has its own place). An owner holding one file of a kind (a hero's
 * picture) replaces it when another is picked. `error` is the server's word on the media (already
 * text); the picker's own refusals show in the same place.
 */
export function MediaPicker<X>({
  owner,
  items,
  onItemsChange,
  kinds = ['image', 'video'],
  newExtra,
  orderable = false,
  disabled = false,
  label,
  hint,
  error,
  inputId,
  renderExtra,
}: {
  owner: MediaOwner;
  items: PickedMedia<X>[];
  onItemsChange(items: PickedMedia<X>[]): void;
  kinds?: readonly MediaKind[];
  /** The extra data (captions) of an item picked now. */
  newExtra: X;
  /** Items keep an order: all of them, or the photos among themselves ('images'). */
  orderable?: boolean | 'images';
  disabled?: boolean;
  /** The list's accessible name. */
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The id of the first "add" input (a form focuses it when the media has an error). */
  inputId: string;
  renderExtra?(item: PickedMedia<X>, name: string): ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const entries = useRef(new Map<string, HTMLLIElement>());
  const refocus = useRef<{ key: string; action: OrderAction } | null>(null);
  const inputs = useRef<Partial<Record<MediaKind, HTMLInputElement | null>>>({});
  const limits = MEDIA_LIMITS[owner];

  // Previews made here are freed once their item is gone (removed, replaced, the form reset or closed).
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const live = new Set(items.map((i) => i.url));
    for (const url of previews.current)
      if (!live.has(url)) {
        URL.revokeObjectURL(url);
        previews.current.delete(url);
      }
  }, [items]);
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const count = (list: PickedMedia<X>[], kind: MediaKind) => list.filter((i) => i.kind === kind).length;

  const add = (kind: MediaKind, files: FileList | null) => {
    const chosen = [...(files ?? [])];
    const input = inputs.current[kind];
    if (input) input.value = '';
    if (!chosen.length) return;
    // One file of a kind is replaced, not refused.
    let next = limits[kind === 'image' ? 'images' : 'videos'] === 1 ? items.filter((i) => i.kind !== kind) : [...items];
    let refused: string | null = null;
    for (const file of chosen) {
      const why = mediaFileProblem(owner, file, { images: count(next, 'image'), videos: count(next, 'video') }, kind);
      if (why) {
        refused ??= why;
        continue;
      }
      const url = URL.createObjectURL(file);
      previews.current.add(url);
      next = [...next, { key: `new-${++picked}`, kind, file, url, extra: newExtra }];
    }
    setProblem(refused);
    if (next.length !== items.length || next.some((item, i) => item !== items[i])) onItemsChange(next);
  };

  // The items that keep an order, and where each stands among them.
  const ordered = orderable ? items.filter((i) => orderable === true || i.kind === 'image') : [];
  const placeOf = (item: PickedMedia<X>) => ordered.indexOf(item);

  /** Moves an ordered item from one place to another among the ordered ones (the rest keep their slots). */
  const move = (from: number, to: number, action?: OrderAction) => {
    if (to < 0 || to >= ordered.length || from === to) return;
    const sequence = [...ordered];
    const [item] = sequence.splice(from, 1);
    sequence.splice(to, 0, item!);
    let k = 0;
    onItemsChange(items.map((i) => (ordered.includes(i) ? sequence[k++]! : i)));
    setAnnouncement(
      action === 'cover'
        ? t('media.nowCover')
        : t('media.movedTo', { n: formatNumber(to + 1, locale), total: formatNumber(ordered.length, locale) }),
    );
    if (action) refocus.current = { key: item!.key, action };
  };

  // After a move by keyboard, focus returns to the moved item's control (or its neighbour once at an end).
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const entry = entries.current.get(wanted.key);
    const order: OrderAction[] =
      wanted.action === 'earlier' ? ['earlier', 'later'] : wanted.action === 'later' ? ['later', 'earlier'] : ['later', 'earlier'];
    for (const action of order) {
      const button = entry?.querySelector<HTMLButtonElement>(`[data-order="${action}"]`);
      if (button && !button.disabled) {
        button.focus();
        return;
      }
    }
    entry?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [items]);

  const remove = (item: PickedMedia<X>) => {
    setProblem(null);
    onItemsChange(items.filter((i) => i !== item));
  };

  const names = new Map<PickedMedia<X>, string>();
  const seen = { image: 0, video: 0 };
  for (const item of items)
    names.set(item, t(item.kind === 'image' ? 'media.photoN' : 'media.videoN', { n: formatNumber(++seen[item.kind], locale) }));
  const thumbnail = items.find((i) => i.kind === 'image');
  const shown = problem ? errorText(problem, locale) : error;
  const describedBy = [hint && `${inputId}-hint`, shown && `${inputId}-error`].filter(Boolean).join(' ') || undefined;

  const dragProps = (place: number) =>
    place >= 0 && !disabled
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            e.dataTransfer.effectAllowed = 'move';
            setDragged(place);
          },
          onDragOver: (e: DragEvent) => dragged !== null && e.preventDefault(),
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            if (dragged !== null) move(dragged, place);
            setDragged(null);
          },
          onDragEnd: () => setDragged(null),
        }
      : {};

  return (
    <div className="space-y-3">
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {items.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={label}>
          {items.map((item, index) => {
            const name = names.get(item)!;
            const n = formatNumber(index + 1, locale);
            const place = placeOf(item);
            const placed = place >= 0;
            return (
              <li
                key={item.key}
                ref={(el) => {
                  if (el) entries.current.set(item.key, el);
                  else entries.current.delete(item.key);
                }}
                {...dragProps(place)}
                className={cn(
                  'flex flex-col gap-2 rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200',
                  placed && dragged === place && 'opacity-50',
                  placed && !disabled && 'cursor-grab',
                )}
              >
                <div className="relative">
                  {item.kind === 'image' ? (
                    <img src={item.url} alt={name} className="aspect-[4/3] w-full rounded-lg object-cover" draggable={false} />
                  ) : (
                    <video
                      src={item.url}
                      className="aspect-[4/3] w-full rounded-lg bg-black object-cover"
                      muted
                      playsInline
                      preload="metadata"
                      aria-label={name}
                    />
                  )}
                  {placed && (
                    <span
                      className="absolute start-1 top-1 inline-flex size-6 items-center justify-center rounded-full bg-white text-xs font-bold text-stone-900 shadow"
                      aria-hidden="true"
                    >
                      {formatNumber(place + 1, locale)}
                    </span>
                  )}
                </div>
                <div className="flex min-h-6 flex-wrap items-center gap-1">
                  <span className="text-sm font-semibold text-stone-900">{name}</span>
                  {orderable && item === thumbnail && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">{t('media.cover')}</span>
                  )}
                  {item.file && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t('media.new')}</span>
                  )}
                </div>
                {item.file && (
                  <p className="text-start text-xs break-all text-stone-600" dir="auto">
                    {item.file.name}
                  </p>
                )}
                {renderExtra?.(item, name)}
                <MediaItemControls
                  name={name}
                  n={n}
                  place={placed ? place : null}
                  last={place === ordered.length - 1}
                  coverable={placed && item.kind === 'image' && item !== thumbnail}
                  disabled={disabled}
                  onMove={(to, action) => move(place, to, action)}
                  onRemove={() => remove(item)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind, i) => {
          const max = limits[kind === 'image' ? 'images' : 'videos'];
          const full = max > 1 && count(items, kind) >= max;
          const id = i === 0 ? inputId : `${inputId}-${kind}`;
          const Icon = kind === 'image' ? ImagePlus : Video;
          const text =
            max === 1 && count(items, kind) === 1
              ? t(kind === 'image' ? 'media.replacePhoto' : 'media.replaceVideo')
              : t(kind === 'image' ? (max === 1 ? 'media.addPhoto' : 'media.addPhotos') : 'media.addVideo');
          return (
            <span key={kind}>
              <input
                ref={(el) => {
                  inputs.current[kind] = el;
                }}
                id={id}
                type="file"
                accept={mediaAccept(kind)}
                multiple={kind === 'image' && max > 1}
                className="sr-only"
                aria-describedby={describedBy}
                disabled={disabled || full}
                onChange={(e) => add(kind, e.target.files)}
              />
              <label
                htmlFor={id}
                className={cn(
                  'inline-flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 has-[:focus-visible]:ring-2',
                  (disabled || full) && 'cursor-not-allowed opacity-60',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {text}
              </label>
            </span>
          );
        })}
      </div>
      {shown && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
      {orderable && (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      )}
    </div>
  );
}
