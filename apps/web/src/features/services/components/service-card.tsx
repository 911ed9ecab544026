import { formatPrice, localized } from '@manara/shared/i18n/index';
import { DELIVERY_LABELS, SERVICE_CATEGORY_LABELS, SERVICE_UNIT_LABELS, type ServiceCategory } from '@manara/shared/services';
import type { ServiceCard as Service } from '@manara/shared/schemas/services';
import type { ReactNode } from 'react';
import { InLanguage, useListingText, WrittenInNote } from '@/components/listing-text';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import '@/features/services/locales/strings';

/** A service's price as the money helpers write it, with its unit; or "price on request". */
export function ServicePrice({ service }: { service: Service }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (service.price_on_request || service.price === null) return <>{t('services.onRequest')}</>;
  return (
    <>
      {formatPrice(service.price, locale, service.currency ?? 'USD')}
      {service.unit && <span className="ms-1 text-sm font-medium text-stone-600">{SERVICE_UNIT_LABELS[service.unit][locale]}</span>}
    </>
  );
}

/** One service: category, title and description in the page's language when written (decision 045), price, delivery, cities. */
export function ServiceCard({ service, children }: { service: Service; children?: ReactNode }) {
  const locale = useLocale();
  const text = useListingText(service);
  return (
    <article className="flex h-full flex-col rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
      <p className="text-xs font-semibold text-brand-700">{SERVICE_CATEGORY_LABELS[service.category as ServiceCategory]?.[locale]}</p>
      <h4 className="mt-1 font-bold text-stone-900">
        <InLanguage lang={text.lang}>{text.title}</InLanguage>
      </h4>
      {text.fallback && <WrittenInNote lang={text.lang} />}
      <p className="mt-1 line-clamp-3 flex-1 text-sm leading-relaxed text-stone-700">
        <InLanguage lang={text.lang}>{text.description}</InLanguage>
      </p>
      <p className="mt-3 font-bold text-brand-800">
        <ServicePrice service={service} />
      </p>
      <p className="mt-1 text-xs text-stone-600">
        {service.delivery.map((d) => DELIVERY_LABELS[d][locale]).join(' · ')}
        {service.cities.length > 0 && ` — ${service.cities.map((c) => localized(c, 'name', locale)).join(locale === 'ar' ? '، ' : ', ')}`}
      </p>
      {children}
    </article>
  );
}
