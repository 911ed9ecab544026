import { Building2, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { localizePath } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';

/** A staff list row's picture (a listing's cover, a project's thumbnail), or a building when there is none. */
export function Thumbnail({ url, className }: { url: string | null; className?: string }) {
  return (
    <div className={cn('aspect-[4/3] shrink-0 overflow-hidden rounded-xl bg-stone-100', className)}>
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-stone-400">
          <Building2 className="size-10" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}

/** Opens a record's public page (in the staff member's language) in a new tab: staff keep their place. */
export function PublicPageLink({ to, outlined, children }: { to: string; outlined?: boolean; children: ReactNode }) {
  const locale = useLocale();
  return (
    <a
      href={localizePath(to, locale)}
      target="_blank"
      rel="noopener"
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-brand-700 hover:bg-brand-50',
        outlined && 'border border-brand-700',
      )}
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}
