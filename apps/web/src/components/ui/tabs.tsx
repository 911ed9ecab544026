import { useDirection } from '@radix-ui/react-direction';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Shown after the label (e.g. how many items the tab holds). */
  count?: number;
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<NoInfer<K>>[];
  value: K;
  onChange(key: NoInfer<K>): void;
  /** The panel of the selected tab. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys move along the reading direction (so the
 * right arrow goes back in Arabic), Home/End jump to the ends, and selection follows focus.
 */
export function Tabs<K extends string>({ label, items, value, onChange, children, className }: TabsProps<K>) {
  const id = useId();
  const direction = useDirection();
  const list = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === value);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % items.length;
    else if (event.key === back) next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    onChange(items[next]!.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className={className}>
      {/* The tabs wrap onto another row on a narrow screen: every one stays in sight (a row that scrolled hid the last ones past the edge). */}
      <div ref={list} role="tablist" aria-label={label} onKeyDown={move} className="flex flex-wrap gap-x-1 border-b border-stone-200">
        {items.map((item) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
              className={cn(
                '-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition-colors sm:px-4',
                selected ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900',
              )}
            >
              {item.label}
              {item.count !== undefined && (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    selected ? 'bg-brand-50 text-brand-900' : 'bg-stone-100 text-stone-700',
                  )}
                >
                  {item.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} tabIndex={0} className="pt-4 focus:outline-none">
        {children}
      </div>
    </div>
  );
}
