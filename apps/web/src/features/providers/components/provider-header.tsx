import { formatDate, formatNumber, localized } from '@manara/shared/i18n/index';
import { phoneDisplay, whatsappLink } from '@manara/shared/phone';
import type { ProviderPublic } from '@manara/shared/schemas/providers';
import { Briefcase, MapPin, MessageCircle, Phone, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { keepHyphenatedWords } from '@/lib/bidi';
import { useLocale } from '@/lib/use-locale';
import { useImageSource } from '@/lib/data-saver';
import { useTranslation } from '@/lib/use-translation';
import { ProviderRating } from './provider-reviews';
import '@/features/providers/locales/strings';

/** The provider type, without a tick: only staff's verification earns one (VerifiedBadge). */
export function TypeBadge({ type }: { type: ProviderPublic['provider_type'] }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-0.5 text-sm font-semibold text-stone-800">
      <Briefcase className="size-4" aria-hidden="true" />
      {t(`providers.types.${type}`)}
    </span>
  );
}

/** «موثّق» / "Verified": only for a provider staff verified (decision 056). */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <ShieldCheck className="size-4" aria-hidden="true" />
      {t('providers.verified')}
    </span>
  );
}

/** The median response time in minutes, hours or days, whichever reads best. */
function responseTime(minutes: number, locale: 'ar' | 'en', t: ReturnType<typeof useTranslation>['t']): string {
  const within = (unit: 'minutes' | 'hours' | 'days', count: number) =>
    t(`providers.responseWithin.${unit}`, { count, n: formatNumber(count, locale) });
  if (minutes < 60) return within('minutes', Math.max(1, minutes));
  if (minutes < 48 * 60) return within('hours', Math.round(minutes / 60));
  return within('days', Math.round(minutes / 1440));
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2.5">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** Who the provider is: photo, name, badges, how to reach them (by their choice), and their details. */
export function ProviderHeader({ provider }: { provider: ProviderPublic }) {
  const source = useImageSource();
  const { t } = useTranslation();
  const locale = useLocale();
  const bio = (locale === 'en' ? (provider.bio_en ?? provider.bio_ar) : (provider.bio_ar ?? provider.bio_en)) ?? null;
  const bioLang = bio === provider.bio_ar ? 'ar' : 'en';
  const message = t('providers.whatsappMessage', { url: typeof window === 'undefined' ? '' : window.location.href });
  return (
    <>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {provider.photo ? (
          <img
            {...source(provider.photo.url, provider.photo.srcset)}
            sizes="96px"
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-2xl object-cover ring-1 ring-stone-200"
          />
        ) : (
          <span className="inline-flex size-24 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <UserRound className="size-10" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold break-words text-brand-800 sm:text-3xl">
            <bdi dir="auto">{keepHyphenatedWords(provider.display_name)}</bdi>
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <TypeBadge type={provider.provider_type} />
            {provider.verified && <VerifiedBadge />}
            <ProviderRating id={provider.id} />
          </p>
          {provider.verified && provider.licence_authority && (
            <p className="mt-2 text-sm text-stone-600">{t('providers.verifiedBy', { authority: provider.licence_authority })}</p>
          )}
          {(provider.phone || provider.whatsapp) && (
            <div className="mt-4 flex flex-wrap gap-2">
              {provider.phone && (
                <a href={`tel:${provider.phone}`} className={buttonClass('primary', 'md')}>
                  <Phone className="size-4" aria-hidden="true" />
                  {t('providers.call')} <bdi dir="ltr">{phoneDisplay(provider.phone)}</bdi>
                </a>
              )}
              {provider.whatsapp && (
                <a href={whatsappLink(provider.whatsapp, message)} target="_blank" rel="noopener" className={buttonClass('whatsapp', 'md')}>
                  <MessageCircle className="size-4" aria-hidden="true" />
                  {t('providers.whatsapp')}
                </a>
              )}
            </div>
          )}
        </div>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:col-span-2" aria-labelledby="provider-about">
          <h2 id="provider-about" className="text-lg font-bold text-stone-900">
            {t('providers.about')}
          </h2>
          {bio ? (
            <p lang={bioLang} dir={bioLang === 'ar' ? 'rtl' : 'ltr'} className="mt-3 leading-relaxed whitespace-pre-line text-stone-800">
              {bio}
            </p>
          ) : (
            <p className="mt-3 text-stone-600">{t(`providers.types.${provider.provider_type}`)}</p>
          )}
        </section>
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" aria-labelledby="provider-details">
          <h2 id="provider-details" className="text-lg font-bold text-stone-900">
            {t('providers.details')}
          </h2>
          <dl className="mt-2 divide-y divide-stone-100">
            {provider.cities.length > 0 && (
              <Fact label={t('providers.serves')}>{provider.cities.map((c) => localized(c, 'name', locale)).join('، ')}</Fact>
            )}
            {provider.languages.length > 0 && (
              <Fact label={t('providers.speaks')}>{provider.languages.map((l) => t(`providers.languageNames.${l}`)).join('، ')}</Fact>
            )}
            {(provider.office_address || provider.office_city) && (
              <Fact label={t('providers.office')}>
                <bdi dir="auto">
                  {[provider.office_address, provider.office_city && localized(provider.office_city, 'name', locale)]
                    .filter(Boolean)
                    .join('، ')}
                </bdi>
                {provider.latitude !== null && provider.longitude !== null && (
                  <a
                    className="mt-1 flex items-center gap-1 text-sm text-brand-700 underline"
                    href={`https://www.openstreetmap.org/?mlat=${provider.latitude}&mlon=${provider.longitude}#map=16/${provider.latitude}/${provider.longitude}`}
                    target="_blank"
                    rel="noopener"
                  >
                    <MapPin className="size-4" aria-hidden="true" />
                    {t('providers.onMap')}
                  </a>
                )}
              </Fact>
            )}
            {provider.years_experience !== null && (
              <Fact label={t('providers.experienceLabel')}>
                {t('providers.experience', { count: provider.years_experience, n: formatNumber(provider.years_experience, locale) })}
              </Fact>
            )}
            {provider.response_rate !== null && (
              <Fact label={t('providers.responseLabel')}>
                {t('providers.responseRate', { rate: `${formatNumber(Math.round(provider.response_rate * 100), locale)}%` })}
                {provider.median_response_minutes !== null && ` · ${responseTime(provider.median_response_minutes, locale, t)}`}
              </Fact>
            )}
            <Fact label={t('providers.verification')}>{provider.verified ? t('providers.verified') : t('providers.notVerified')}</Fact>
          </dl>
          <p className="mt-3 text-sm text-stone-600">
            {t('providers.memberSince', { date: formatDate(provider.member_since, locale, { year: 'numeric', month: 'long' }) })}
          </p>
        </section>
      </div>
    </>
  );
}
