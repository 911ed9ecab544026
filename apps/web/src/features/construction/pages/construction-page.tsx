import { Award, CalendarCheck, Compass, Factory, HardHat, Home, Mail, Phone, Ruler, ShieldCheck, Trophy, Wrench } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Hero } from '@/components/hero/hero';
import { FeatureCard } from '@/components/feature-card';
import { buttonClass, ButtonLink } from '@/components/ui/button';
import { Container, SectionTitle } from '@/components/ui/container';
import { paths } from '@/lib/paths';
import { heroPageHead, type HeroPageOptions } from '@/components/hero/hero-page';
import { prefetchHero } from '@/components/hero/use-hero';
import type { PageRoute } from '@/lib/page';
import { SITE } from '@manara/shared/site';
import { projectsQueryOptions, useProjects } from '../api/projects';
import { ProjectGrid } from '../components/project-grid';
import { Highlights } from '@/components/highlights';
import '@/features/construction/locales/strings';

const HIGHLIGHTS = [
  { key: 'experience', icon: Award },
  { key: 'projects', icon: Trophy },
  { key: 'quality', icon: ShieldCheck },
  { key: 'onTime', icon: CalendarCheck },
] as const;

const SERVICES = [
  { key: 'residential', icon: Home },
  { key: 'commercial', icon: Factory },
  { key: 'design', icon: Compass },
  { key: 'management', icon: HardHat },
  { key: 'renovation', icon: Wrench },
  { key: 'engineering', icon: Ruler },
] as const;

/** How many of the newest projects the construction page shows. */
const PROJECTS_SHOWN = 6;

export function ConstructionPage() {
  const { t } = useTranslation();
  const projects = useProjects('all', 1, PROJECTS_SHOWN);
  return (
    <>
      <Hero page="construction">
        <a href="#contact" className={buttonClass('secondary', 'lg')}>
          {t('construction.start')}
        </a>
        <a href="#projects" className={buttonClass('light', 'lg')}>
          {t('construction.viewWork')}
        </a>
      </Hero>
      <Highlights
        title={t('construction.highlights.title')}
        items={HIGHLIGHTS.map(({ key, icon }) => ({
          icon,
          title: t(`construction.highlights.${key}.title`),
          text: t(`construction.highlights.${key}.text`),
        }))}
      />
      <section id="projects" className="scroll-mt-20 bg-white py-16" aria-labelledby="construction-projects">
        <Container>
          <SectionTitle id="construction-projects" title={t('construction.projectsTitle')} subtitle={t('construction.projectsSubtitle')} />
          <ProjectGrid
            projects={projects.data?.results}
            isPending={projects.isPending}
            isError={projects.isError}
            isFetching={projects.isFetching}
            onRetry={() => void projects.refetch()}
          />
          <div className="mt-8 text-center">
            <ButtonLink to={paths.completedProjects} variant="outline">
              {t('construction.allProjects')}
            </ButtonLink>
          </div>
        </Container>
      </section>
      <section className="py-16" aria-labelledby="construction-services">
        <Container>
          <SectionTitle id="construction-services" title={t('construction.servicesTitle')} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ key, icon }) => (
              <li key={key}>
                <FeatureCard icon={icon} title={t(`construction.services.${key}.title`)} text={t(`construction.services.${key}.text`)} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section id="contact" className="bg-brand-800 py-16 text-white" aria-labelledby="construction-contact">
        <Container className="flex flex-col items-center gap-5 text-center">
          <h2 id="construction-contact" className="text-2xl font-bold sm:text-3xl">
            {t('construction.contactTitle')}
          </h2>
          <p className="max-w-xl text-stone-200">{t('construction.contactText')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <a href={SITE.phoneHref} className={buttonClass('light')}>
              <Phone className="size-4" aria-hidden="true" />
              <span dir="ltr">{SITE.phone}</span>
            </a>
            <a href={`mailto:${SITE.email}`} className={buttonClass('light')}>
              <Mail className="size-4" aria-hidden="true" />
              <span dir="ltr">{SITE.email}</span>
            </a>
          </div>
          <ButtonLink to={paths.newRequest({ topic: 'construction' })} variant="secondary" size="lg">
            {t('construction.bookConsultation')}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}

const options: HeroPageOptions = {
  hero: 'construction',
  seo: 'construction',
  crumbs: [
    ['nav.realty', paths.realty],
    ['footer.construction', paths.construction],
  ],
};

export const route: PageRoute = {
  Component: ConstructionPage,
  prefetch: async ({ queryClient }) => {
    // A failed list is shown as such (with a retry); it does not fail the page.
    await Promise.all([
      prefetchHero(queryClient, 'construction'),
      queryClient.prefetchQuery(projectsQueryOptions('all', 1, PROJECTS_SHOWN)),
    ]);
  },
  head: (ctx) => heroPageHead(ctx, options),
};
