import { FileText, Gavel, MessagesSquare, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FeatureCard } from '@/components/feature-card';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { paths } from '@/lib/paths';
import type { PageRoute } from '@/lib/page';
import { breadcrumbs } from '@/lib/structured-data';
import '@/features/legal/locales/strings';

const TEASERS = [
  { key: 'consultations', icon: MessagesSquare },
  { key: 'contracts', icon: FileText },
  { key: 'representation', icon: Gavel },
] as const;

/**
 * Legal services while no lawyer is verified (specification §2): "coming soon", the three teasers and
 * `waitlist` ("Tell me when it opens", decision 057). app/pages/legal.tsx shows the directory instead once one is.
 */
export function LegalPage({ waitlist }: { waitlist?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Scale className="size-8" aria-hidden="true" />
        </span>
        <p className="mt-6 inline-block rounded-full bg-gold-300/40 px-4 py-1 text-sm font-medium text-brand-800">{t('legal.badge')}</p>
        <h1 className="mt-4 text-3xl font-bold text-brand-800 sm:text-4xl">{t('legal.title')}</h1>
        <p className="mt-4 text-lg text-stone-600">{t('legal.subtitle')}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {TEASERS.map(({ key, icon }) => (
          <li key={key}>
            <FeatureCard icon={icon} title={t(`legal.teasers.${key}.title`)} text={t(`legal.teasers.${key}.text`)} headingLevel={2} />
          </li>
        ))}
      </ul>
      {waitlist && <div className="mt-12">{waitlist}</div>}
      <div className="mt-12 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>{t('legal.backHome')}</ButtonLink>
        <ButtonLink to={paths.realty} variant="outline">
          {t('legal.browseRealty')}
        </ButtonLink>
      </div>
    </Container>
  );
}

/** The legal page's header once lawyers are listed. */
export function LegalHeader() {
  const { t } = useTranslation();
  return (
    <Container className="pt-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Scale className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-bold text-brand-800 sm:text-4xl">{t('legal.openTitle')}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-600">{t('legal.openSubtitle')}</p>
    </Container>
  );
}

export const route: PageRoute = {
  Component: () => <LegalPage />,
  head: ({ t, origin, locale }) => ({
    title: t('seo.legal.title'),
    description: t('seo.legal.description'),
    jsonLd: [
      breadcrumbs(origin, locale, [
        [t('nav.breadcrumbHome'), paths.home],
        [t('nav.legal'), paths.legal],
      ]),
    ],
  }),
};
