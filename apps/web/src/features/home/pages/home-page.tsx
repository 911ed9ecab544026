import { Building2, Clock, Landmark, Scale, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Hero } from '@/components/hero/hero';
import { FeatureCard } from '@/components/feature-card';
import { ButtonLink } from '@/components/ui/button';
import { Container, SectionTitle } from '@/components/ui/container';
import { StatsBand } from '../components/stats-band';
import { paths } from '@/lib/paths';
import { heroPageHead } from '@/components/hero/hero-page';
import { prefetchHero } from '@/components/hero/use-hero';
import type { PageRoute } from '@/lib/page';
import { organization } from '@/lib/structured-data';
import { Highlights } from '@/components/highlights';

const HIGHLIGHTS = [
  { key: 'trusted', icon: ShieldCheck },
  { key: 'experts', icon: Users },
  { key: 'local', icon: Sparkles },
  { key: 'support', icon: Clock },
] as const;

const SERVICES = [
  { key: 'finance', icon: Landmark, to: '/finance' },
  { key: 'realty', icon: Building2, to: '/realty' },
  { key: 'legal', icon: Scale, to: '/legal' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero page="home">
        {({ ctaText, ctaLink }) => (
          <>
            {ctaText && ctaLink && (
              <ButtonLink to={ctaLink} variant="secondary" size="lg">
                {ctaText}
              </ButtonLink>
            )}
            <ButtonLink to={paths.realty} variant="light" size="lg">
              {t('home.browseRealty')}
            </ButtonLink>
          </>
        )}
      </Hero>
      <Highlights
        title={t('home.highlights.title')}
        items={HIGHLIGHTS.map(({ key, icon }) => ({
          icon,
          title: t(`home.highlights.${key}.title`),
          text: t(`home.highlights.${key}.text`),
        }))}
      />
      <section className="bg-white py-16" aria-labelledby="home-services">
        <Container>
          <SectionTitle id="home-services" title={t('home.services.title')} subtitle={t('home.services.subtitle')} />
          <ul className="grid gap-6 md:grid-cols-3">
            {SERVICES.map(({ key, icon, to }) => (
              <li key={key}>
                <FeatureCard
                  icon={icon}
                  title={t(`home.services.${key}.title`)}
                  text={t(`home.services.${key}.text`)}
                  to={to}
                  action={t('common.learnMore')}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <StatsBand />
    </>
  );
}

export const route: PageRoute = {
  Component: HomePage,
  prefetch: async ({ queryClient }) => {
    await prefetchHero(queryClient, 'home');
  },
  head: (ctx) => {
    const head = heroPageHead(ctx, { hero: 'home', seo: 'home' });
    return { ...head, jsonLd: [organization(ctx.origin, ctx.t('brand.name'), ctx.t('brand.tagline'))] };
  },
};
