import { formatDate, formatNumber, formatPrice, localized } from '@manara/shared/i18n/index';
import type { ProjectDetail } from '@manara/shared/schemas/content';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  Banknote,
  CalendarCheck,
  CheckCircle2,
  Clock,
  Eye,
  HardHat,
  MapPin,
  Maximize2,
  MessageSquare,
  RotateCw,
  SearchX,
  Star,
  UserRound,
} from 'lucide-react';
import { useEffect, useId } from 'react';
import { useParams } from 'react-router';
import { Gallery, GALLERY_MAIN_SIZES } from '@/components/gallery';
import type { GalleryImage } from '@/components/gallery-parts';
import { Button, ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import { PropertySkeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/hydration';
import type { HeadImage, PageRoute } from '@/lib/page';
import { localizePath, paths } from '@/lib/paths';
import { takePrerendered } from '@/lib/prerendered';
import { breadcrumbs } from '@/lib/structured-data';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { projectId, projectQueryOptions, recordProjectView, useProject } from '../api/projects';
import '@/features/construction/locales/strings';

function images(project: ProjectDetail, locale: 'ar' | 'en'): GalleryImage[] {
  return project.project_media
    .filter((m) => m.media_type === 'image')
    .map((m) => ({ url: m.file_url, srcset: m.srcset, width: m.width, height: m.height, alt: localized(m, 'caption', locale) }));
}

/** /realty/completed-projects/:id — a completed project's page, or 'Project not found' with a way back. */
export function CompletedProjectDetailPage() {
  const { t } = useTranslation();
  const id = projectId(useParams().id);
  const query = useProject(id);
  useVisit(id, query.data);

  if (id === null || query.data === null) {
    return (
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-lg rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
          <SearchX className="mx-auto size-14 text-stone-400" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('construction.projectNotFound')}</h1>
          <p className="mt-2 text-stone-600">{t('construction.projectNotFoundText')}</p>
          <ButtonLink to={paths.completedProjects} variant="outline" className="mt-8">
            <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
            {t('construction.backToProjects')}
          </ButtonLink>
        </div>
      </Container>
    );
  }
  if (query.isError) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('construction.projectError')}</h1>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden="true" />
            {t('common.retry')}
          </Button>
          <ButtonLink to={paths.completedProjects} variant="outline">
            {t('construction.backToProjects')}
          </ButtonLink>
        </div>
      </Container>
    );
  }
  if (query.isPending) return <PropertySkeleton />;
  return <ProjectView project={query.data} />;
}

/** As for listings: the server's rendering counts no view; the browser reports the visit once hydrated. */
function useVisit(id: number | null, data: ProjectDetail | null | undefined) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated || id === null || !data) return;
    const { queryKey } = projectQueryOptions(id);
    if (!takePrerendered(queryKey)) return;
    void recordProjectView(id)
      .then(({ views_count }) => queryClient.setQueryData(queryKey, (old) => (old ? { ...old, views_count } : old)))
      .catch(() => {});
  }, [hydrated, id, data, queryClient]);
}

function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  if (!text) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-stone-900">
        {title}
      </h2>
      <p className="leading-relaxed whitespace-pre-line text-stone-800">{text}</p>
    </section>
  );
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const title = localized(project, 'title', locale);
  const videos = project.project_media.filter((m) => m.media_type === 'video');
  const features = locale === 'ar' ? project.features_ar : project.features_en;
  const facts = [
    { key: 'client', icon: UserRound, value: project.client_name ? <bdi dir="auto">{project.client_name}</bdi> : null },
    {
      key: 'duration',
      icon: Clock,
      value:
        project.duration_months !== null
          ? t('construction.project.months', { count: project.duration_months, n: formatNumber(project.duration_months, locale) })
          : null,
    },
    {
      key: 'area',
      icon: Maximize2,
      value: project.area !== null ? t('construction.project.sqm', { value: formatNumber(project.area, locale) }) : null,
    },
    {
      key: 'budget',
      icon: Banknote,
      value: project.budget !== null ? formatPrice(project.budget, locale, project.currency || 'USD') : null,
    },
    {
      key: 'completed',
      icon: CalendarCheck,
      value: project.completion_date ? formatDate(project.completion_date, locale, { dateStyle: 'long' }) : null,
    },
  ].filter((f) => f.value !== null);

  return (
    <Container className="py-6 sm:py-8">
      <Link to={paths.completedProjects} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="flip-rtl size-4" aria-hidden="true" />
        {t('construction.backToProjects')}
      </Link>

      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
            <HardHat className="size-3.5" aria-hidden="true" />
            {t(`construction.types.${project.project_type}`)}
          </span>
          {project.is_featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-300/60 px-2.5 py-1 text-xs font-semibold text-stone-900">
              <Star className="size-3.5" aria-hidden="true" />
              {t('construction.featured')}
            </span>
          )}
          <span className="inline-flex items-center gap-1 text-sm text-stone-600">
            <Eye className="size-4" aria-hidden="true" />
            {t('construction.project.views', { count: project.views_count, n: formatNumber(project.views_count, locale) })}
          </span>
        </div>
        <h1 className="mt-3 text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-600">
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {localized(project, 'location', locale)}
          </span>
          {project.completion_date && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
              {t('construction.project.completedOn', { date: formatDate(project.completion_date, locale, { dateStyle: 'long' }) })}
            </span>
          )}
        </p>
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Gallery images={images(project, locale)} title={title} />
        </div>

        <aside aria-labelledby={`${id}-facts`} className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="space-y-4 lg:sticky lg:top-24">
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <h2 id={`${id}-facts`} className="text-lg font-bold text-stone-900">
                {t('construction.project.facts')}
              </h2>
              <dl className="mt-4 space-y-3">
                {facts.map(({ key, icon: Icon, value }) => (
                  <div key={key} className="min-w-0">
                    <dt className="flex items-center gap-2 text-sm text-stone-600">
                      <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                      {t(`construction.project.${key}`)}
                    </dt>
                    <dd className="ps-7 font-semibold break-words text-stone-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="rounded-2xl bg-brand-800 p-5 text-white">
              <p className="font-semibold">{t('construction.project.similarTitle')}</p>
              <p className="mt-1 text-sm text-stone-200">{t('construction.project.similarText')}</p>
              <ButtonLink to={paths.contact} variant="secondary" className="mt-4 w-full">
                <MessageSquare className="size-4" aria-hidden="true" />
                {t('construction.project.contactUs')}
              </ButtonLink>
            </div>
          </div>
        </aside>

        <div className="min-w-0 space-y-10 lg:col-span-2">
          {videos.length > 0 && (
            <section aria-labelledby={`${id}-videos`}>
              <h2 id={`${id}-videos`} className="mb-3 text-xl font-bold text-stone-900">
                {t('construction.project.videos')}
              </h2>
              <ul className="space-y-6">
                {videos.map((video) => (
                  <li key={video.id}>
                    <figure>
                      <video
                        src={video.file_url}
                        controls
                        playsInline
                        preload="metadata"
                        className="aspect-video w-full rounded-2xl bg-black"
                      >
                        <a href={video.file_url}>{t('construction.project.videoDownload')}</a>
                      </video>
                      {localized(video, 'caption', locale) && (
                        <figcaption className="mt-2 text-sm text-stone-600">{localized(video, 'caption', locale)}</figcaption>
                      )}
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <TextSection id={`${id}-about`} title={t('construction.project.about')} text={localized(project, 'description', locale)} />
          <TextSection id={`${id}-work`} title={t('construction.project.workDone')} text={localized(project, 'work_done', locale)} />
          <TextSection id={`${id}-finishing`} title={t('construction.project.finishing')} text={localized(project, 'finishing', locale)} />
          {features.length > 0 && (
            <section aria-labelledby={`${id}-features`}>
              <h2 id={`${id}-features`} className="mb-4 text-xl font-bold text-stone-900">
                {t('construction.project.features')}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                    <span className="text-stone-800">{feature}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </Container>
  );
}

/** The project's first photo near 1200 px wide, for share previews. */
function shareImage(project: ProjectDetail, alt: string): HeadImage | null {
  const first = project.project_media.find((m) => m.media_type === 'image');
  if (!first) return null;
  const best = (first.srcset ?? '')
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', w = '']) => ({ url, width: Number.parseInt(w, 10) }))
    .filter((v) => v.url && v.width > 0)
    .sort((a, b) => Math.abs(a.width - 1200) - Math.abs(b.width - 1200))[0];
  const ratio = first.width && first.height ? first.height / first.width : null;
  return best
    ? { url: best.url, width: best.width, height: ratio ? Math.round(best.width * ratio) : null, alt }
    : { url: first.file_url, width: first.width, height: first.height, alt };
}

export const route: PageRoute = {
  Component: CompletedProjectDetailPage,
  prefetch: async ({ queryClient, params }) => {
    const id = projectId(params.id);
    if (id === null) return { status: 404 };
    const project = await queryClient.ensureQueryData(projectQueryOptions(id));
    if (!project) return { status: 404 };
  },
  head: ({ t, queryClient, params, origin, locale }) => {
    const id = projectId(params.id);
    const project = id === null ? null : queryClient.getQueryData(projectQueryOptions(id).queryKey);
    if (!project) return { title: t('seo.project.notFound'), description: t('construction.projectNotFoundText'), noindex: true };
    const title = localized(project, 'title', locale);
    const summary = localized(project, 'description', locale).replace(/\s+/g, ' ').trim();
    const first = project.project_media.find((m) => m.media_type === 'image');
    return {
      title: t('seo.project.title', { title, location: localized(project, 'location', locale) }),
      description: summary.length > 160 ? `${summary.slice(0, 157)}…` : summary,
      type: 'article',
      image: shareImage(project, title),
      lcpImage: first ? { url: first.file_url, srcset: first.srcset, sizes: GALLERY_MAIN_SIZES } : null,
      jsonLd: [
        breadcrumbs(origin, locale, [
          [t('nav.breadcrumbHome'), paths.home],
          [t('construction.projectsTitle'), paths.completedProjects],
          [title, paths.project(project.id)],
        ]),
        {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: title,
          description: summary,
          url: `${origin}${localizePath(paths.project(project.id), locale)}`,
          ...(project.completion_date ? { dateCreated: project.completion_date } : {}),
          locationCreated: { '@type': 'Place', name: localized(project, 'location', locale) },
        },
      ],
    };
  },
};
