import { formatPrice, localized } from '@manara/shared/i18n/index';
import type { Offering } from '@manara/shared/schemas/content';
import { ButtonLink } from '@/components/ui/button';
import { Container, SectionTitle } from '@/components/ui/container';
import { paths } from '@/lib/paths';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useOfferings } from '../api/offerings';
import '@/features/finance/locales/strings';
import '@/features/requests/locales/strings';

function OfferingCard({ offering }: { offering: Offering }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-semibold text-brand-700">{t(`finance.offerings.categories.${offering.category}`)}</p>
      <h3 className="mt-2 text-lg font-bold text-stone-900">{localized(offering, 'title', locale)}</h3>
      <p className="mt-2 flex-1 leading-relaxed text-stone-700">{localized(offering, 'description', locale)}</p>
      <p className="mt-4 border-t border-stone-100 pt-4 text-xl font-bold text-brand-800">
        {offering.price === null ? (
          t('finance.offerings.onRequest')
        ) : (
          <>
            {formatPrice(offering.price, locale, offering.currency || 'USD')}
            {offering.price_unit && (
              <span className="ms-1 text-sm font-medium text-stone-600">{t(`finance.offerings.per.${offering.price_unit}`)}</span>
            )}
          </>
        )}
      </p>
      <ButtonLink to={paths.newRequest({ offering: offering.id, topic: 'finance' })} size="sm" className="mt-4 self-start">
        {t('requests.ask.request')}
      </ButtonLink>
    </article>
  );
}

/**
 * The offerings from the server as cards. While loading, when there are none, or when loading failed,
 * the section is left out (specification §8: the list stays empty) — the rest of the page stands alone.
 */
export function Offerings() {
  const { t } = useTranslation();
  const offerings = useOfferings();
  if (!offerings.data?.length) return null;
  return (
    <section className="py-16" aria-labelledby="finance-offerings">
      <Container>
        <SectionTitle id="finance-offerings" title={t('finance.offerings.title')} subtitle={t('finance.offerings.subtitle')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offerings.data.map((offering) => (
            <li key={offering.id}>
              <OfferingCard offering={offering} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
