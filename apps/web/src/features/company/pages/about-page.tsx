import { Building2, Handshake, Landmark, Languages, Scale, ShieldCheck, Sparkles } from 'lucide-react';
import { FeatureCard } from '@/components/feature-card';
import { ButtonLink } from '@/components/ui/button';
import { Container, SectionTitle } from '@/components/ui/container';
import type { PageRoute } from '@/lib/page';
import { paths } from '@/lib/paths';
import { breadcrumbs } from '@/lib/structured-data';
import { useTranslation } from '@/lib/use-translation';
import '@/features/company/locales/strings';

const VALUES = [
  { key: 'trust', icon: ShieldCheck },
  { key: 'clarity', icon: Sparkles },
  { key: 'language', icon: Languages },
  { key: 'local', icon: Handshake },
] as const;

const SERVICES = [
  { key: 'realty', icon: Building2, to: paths.realty },
  { key: 'finance', icon: Landmark, to: paths.finance },
  { key: 'legal', icon: Scale, to: paths.legal },
] as const;

/** /about — who Manara is, what it offers and what it holds to. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-800 to-brand-900 py-16 text-white sm:py-20">
        <Container className="max-w-3xl text-center">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('company.about.title')}</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-200">{t('company.about.lead')}</p>
        </Container>
      </section>
      <section className="py-16" aria-labelledby="about-story">
        <Container className="max-w-3xl space-y-4 leading-relaxed text-stone-800">
          <h2 id="about-story" className="text-2xl font-bold text-brand-800">
            {t('company.about.storyTitle')}
          </h2>
          <p>{t('company.about.story1')}</p>
          <p>{t('company.about.story2')}</p>
        </Container>
      </section>
      <section className="bg-white py-16" aria-labelledby="about-services">
        <Container>
          <SectionTitle id="about-services" title={t('company.about.servicesTitle')} />
          <ul className="grid gap-6 md:grid-cols-3">
            {SERVICES.map(({ key, icon, to }) => (
              <li key={key} className="flex flex-col gap-4">
                <FeatureCard icon={icon} title={t(`company.about.services.${key}.title`)} text={t(`company.about.services.${key}.text`)} />
                <ButtonLink to={to} variant="outline" className="self-start">
                  {t(`company.about.services.${key}.link`)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section className="py-16" aria-labelledby="about-values">
        <Container>
          <SectionTitle id="about-values" title={t('company.about.valuesTitle')} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ key, icon }) => (
              <li key={key}>
                <FeatureCard icon={icon} title={t(`company.about.values.${key}.title`)} text={t(`company.about.values.${key}.text`)} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section className="bg-brand-50 py-16">
        <Container className="flex flex-col items-center gap-4 text-center">
          <h2 className="text-2xl font-bold text-brand-800">{t('company.about.ctaTitle')}</h2>
          <p className="max-w-xl text-stone-600">{t('company.about.ctaText')}</p>
          <ButtonLink to={paths.contact} size="lg">
            {t('company.about.ctaButton')}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}

export const route: PageRoute = {
  Component: AboutPage,
  head: ({ t, origin, locale }) => ({
    title: t('seo.about.title'),
    description: t('seo.about.description'),
    jsonLd: [
      breadcrumbs(origin, locale, [
        [t('nav.breadcrumbHome'), paths.home],
        [t('company.about.title'), paths.about],
      ]),
    ],
  }),
};
