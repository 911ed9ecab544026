import { Building2, Clock, Landmark, Scale, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Hero } from '@/components/hero/hero';
import { ServiceLinks } from '@/components/service-links';
import { ButtonLink } from '@/components/ui/button';
import { StatsBand } from '../components/stats-band';
import { paths } from '@/lib/paths';
import { heroPageHead } from '@/components/hero/hero-page';
import { prefetchHero } from '@/components/hero/use-hero';
import type { PageRoute } from '@/lib/page';
import { organization } from '@/lib/structured-data';
import { Highlights } from '@/components/highlights';
import '@/features/home/locales/strings';

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
      <ServiceLinks
        id="home-services"
        className="bg-white"
        title={t('home.services.title')}
        subtitle={t('home.services.subtitle')}
        items={SERVICES.map(({ key, icon, to }) => ({
          icon,
          title: t(`home.services.${key}.title`),
          text: t(`home.services.${key}.text`),
          to,
        }))}
      />
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
