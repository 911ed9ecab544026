import { formatDate, formatNumber, localized } from '@manara/shared/i18n/index';
import type { ProjectCard as Card } from '@manara/shared/schemas/content';
import { CalendarCheck, HardHat, MapPin, Maximize2, Star } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useImageSource } from '@/lib/data-saver';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import '@/features/construction/locales/strings';

/** Image widths in a one/two/three-column grid. */
export const PROJECT_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/** A completed project in a grid: photo, type and featured badges, title (the link), place, completion and area. */
export function ProjectCard({ project, eager = false }: { project: Card; eager?: boolean }) {
  const source = useImageSource();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-100">
        {project.thumbnail_url ? (
          <img
            {...source(project.thumbnail_url, project.thumbnail_srcset)}
            sizes={PROJECT_IMAGE_SIZES}
            width={960}
            height={640}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-stone-400">
            <HardHat className="size-12" aria-hidden="true" />
          </div>
        )}
        <div className="absolute start-3 top-3 flex flex-wrap gap-2">
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            {t(`construction.types.${project.project_type}`)}
          </span>
          {project.is_featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-500 px-2.5 py-1 text-xs font-semibold text-brand-900 shadow-sm">
              <Star className="size-3" aria-hidden="true" />
              {t('construction.featured')}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-bold text-stone-900">
          <Link to={paths.project(project.id)} className="after:absolute after:inset-0 focus:outline-none">
            {localized(project, 'title', locale)}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-stone-600">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{localized(project, 'location', locale)}</span>
        </p>
        <ul className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-stone-700">
          {project.completion_date && (
            <li className="flex items-center gap-1">
              <CalendarCheck className="size-4 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('construction.project.completed')}:</span>
              {formatDate(project.completion_date, locale, { year: 'numeric', month: 'long' })}
            </li>
          )}
          {project.area !== null && (
            <li className="flex items-center gap-1">
              <Maximize2 className="size-4 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('construction.project.area')}:</span>
              {t('construction.project.sqm', { value: formatNumber(project.area, locale) })}
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
