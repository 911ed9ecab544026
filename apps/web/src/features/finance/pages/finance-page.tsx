import {
  BadgeCheck,
  BarChart3,
  Briefcase,
  ClipboardList,
  Handshake,
  LineChart,
  PieChart,
  ShieldAlert,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Hero } from '@/components/hero/hero';
import { FeatureCard } from '@/components/feature-card';
import { ButtonLink } from '@/components/ui/button';
import { Container, SectionTitle } from '@/components/ui/container';
import { paths } from '@/lib/paths';
import { heroPageHead, type HeroPageOptions } from '@/components/hero/hero-page';
import { prefetchHero } from '@/components/hero/use-hero';
import type { PageRoute } from '@/lib/page';
import { offeringsQueryOptions } from '../api/offerings';
import { Offerings } from '../components/offerings';
import { Highlights } from '@/components/highlights';
import '@/features/finance/locales/strings';

const HIGHLIGHTS = [
  { key: 'certified', icon: BadgeCheck },
  { key: 'tailored', icon: Target },
  { key: 'transparent', icon: Handshake },
  { key: 'clients', icon: Users },
] as const;

const SERVICES = [
  { key: 'marketAnalysis', icon: BarChart3 },
  { key: 'portfolio', icon: Briefcase },
  { key: 'planning', icon: ClipboardList },
  { key: 'consulting', icon: LineChart },
  { key: 'diversification', icon: PieChart },
  { key: 'risk', icon: ShieldAlert },
] as const;

/** The finance page; `directory` (verified financial experts, decision 057) follows the offerings. */
export function FinancePage({ directory }: { directory?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Hero page="finance">
        <ButtonLink to={paths.register} variant="secondary" size="lg">
          {t('finance.cta.button')}
        </ButtonLink>
      </Hero>
      <Highlights
        title={t('finance.highlights.title')}
        items={HIGHLIGHTS.map(({ key, icon }) => ({
          icon,
          title: t(`finance.highlights.${key}.title`),
          text: t(`finance.highlights.${key}.text`),
        }))}
      />
      <section className="bg-white py-16" aria-labelledby="finance-services">
        <Container>
          <SectionTitle id="finance-services" title={t('finance.services.title')} subtitle={t('finance.services.subtitle')} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ key, icon }) => (
              <li key={key}>
                <FeatureCard icon={icon} title={t(`finance.services.${key}.title`)} text={t(`finance.services.${key}.text`)} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Offerings />
      {directory}
      <section className="bg-brand-50 py-16">
        <Container className="flex flex-col items-center gap-4 text-center">
          <TrendingUp className="size-10 text-brand-700" aria-hidden="true" />
          <h2 className="text-2xl font-bold text-brand-800">{t('finance.cta.title')}</h2>
          <p className="max-w-xl text-stone-600">{t('finance.cta.text')}</p>
          <ButtonLink to={paths.register} size="lg">
            {t('finance.cta.button')}
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}

const options: HeroPageOptions = { hero: 'finance', seo: 'finance', crumbs: [['nav.finance', paths.finance]] };

export const route: PageRoute = {
  Component: () => <FinancePage />,
  prefetch: async ({ queryClient }) => {
    // Offerings that fail to load leave their section out; they never fail the page.
    await Promise.all([prefetchHero(queryClient, 'finance'), queryClient.prefetchQuery(offeringsQueryOptions())]);
  },
  head: (ctx) => heroPageHead(ctx, options),
};
