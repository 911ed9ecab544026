import { Building, ChevronDown, Hammer, Home, KeyRound } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Hero } from '@/components/hero/hero';
import { ServiceLinks } from '@/components/service-links';
import { buttonClass, ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { heroPage } from '@/components/hero/hero-page';
import '@/features/realty/locales/more-strings';

const SERVICES = [
  { key: 'buySell', icon: Home, to: '/realty/buy-sell' },
  { key: 'completedProjects', icon: Building, to: '/realty/completed-projects' },
  { key: 'construction', icon: Hammer, to: '/realty/construction' },
  { key: 'rent', icon: KeyRound, to: '/realty/rent' },
] as const;

export function RealtyLandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero page="realty">
        <a href="#realty-services" className={buttonClass('secondary', 'lg')}>
          {t('realty.landing.browse')}
          <ChevronDown className="size-5" aria-hidden="true" />
        </a>
        <ButtonLink to={paths.register} variant="light" size="lg">
          {t('realty.landing.addYours')}
        </ButtonLink>
      </Hero>
      <ServiceLinks
        id="realty-services"
        title={t('realty.landing.servicesTitle')}
        subtitle={t('realty.landing.servicesSubtitle')}
        items={SERVICES.map(({ key, icon, to }) => ({
          icon,
          title: t(`realty.landing.services.${key}.title`),
          text: t(`realty.landing.services.${key}.text`),
          to,
        }))}
      />
    </>
  );
}

export const route = heroPage(RealtyLandingPage, { hero: 'realty', seo: 'realty', crumbs: [['nav.realty', paths.realty]] });
