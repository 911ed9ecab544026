import { COPYRIGHT_YEAR } from '@manara/shared/limits';
import { formatNumber } from '@manara/shared/i18n/index';
import { SITE } from '@manara/shared/site';
import { ArrowUp, Gauge, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { FacebookIcon, InstagramIcon, LinkedinIcon } from '@/components/social-icons';
import { Link } from '@/components/ui/link';
import { useLocale } from '@/lib/use-locale';
import { useDataSaver } from '@/lib/data-saver';
import { Logo } from './header';
import { paths } from '@/lib/paths';

/** The reader's data-saver switch (decision 073): kept in a cookie, it overrides the automatic choice. */
function DataSaverSwitch() {
  const { t } = useTranslation();
  const saver = useDataSaver();
  return (
    <button
      type="button"
      onClick={() => saver.set(!saver.on)}
      title={t('footer.dataSaverHint')}
      className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-stone-200 hover:bg-white/10"
    >
      <Gauge className="size-4" aria-hidden="true" />
      {t(saver.on ? 'footer.dataSaverOn' : 'footer.dataSaverOff')}
    </button>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const linkClass = 'text-stone-300 hover:text-white';
  return (
    <footer className="bg-brand-900 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo light />
          <p className="text-sm text-stone-300">{t('footer.about')}</p>
          <ul className="flex gap-3" aria-label={t('footer.social')}>
            {[
              { href: SITE.social.facebook, label: 'Facebook', Icon: FacebookIcon },
              { href: SITE.social.instagram, label: 'Instagram', Icon: InstagramIcon },
              { href: SITE.social.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
            ].map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-9 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="mb-4 font-bold text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.realty}>
                {t('nav.realty')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.finance}>
                {t('nav.finance')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.legal}>
                {t('nav.legal')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.about}>
                {t('footer.aboutLink')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contact}>
                {t('footer.contactLink')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-4 font-bold text-white">
            {t('footer.services')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.buySell}>
                {t('footer.buySell')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.rent}>
                {t('footer.rent')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.construction}>
                {t('footer.construction')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 font-bold text-white">{t('footer.contact')}</h2>
          <ul className="space-y-3 text-sm">
            <li>
              <a className={`${linkClass} inline-flex items-center gap-2`} href={`mailto:${SITE.email}`}>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span dir="ltr">{SITE.email}</span>
              </a>
            </li>
            <li>
              {SITE.whatsapp ? (
                <a className={`${linkClass} inline-flex items-center gap-2`} href={SITE.whatsapp} target="_blank" rel="noopener noreferrer">
                  <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
                  <span dir="ltr">{SITE.phone}</span>
                </a>
              ) : (
                <a className={`${linkClass} inline-flex items-center gap-2`} href={SITE.phoneHref}>
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  <span dir="ltr">{SITE.phone}</span>
                </a>
              )}
            </li>
            <li className="inline-flex items-center gap-2 text-stone-300">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {t('footer.location')}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-5 text-sm text-stone-400 sm:px-6 lg:px-8">
          <p>{t('footer.copyright', { year: formatNumber(COPYRIGHT_YEAR, locale, { useGrouping: false }) })}</p>
          <div className="flex flex-wrap items-center justify-end gap-2">
            <DataSaverSwitch />
            <button
              type="button"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-stone-200 hover:bg-white/10"
            >
              <ArrowUp className="size-4" aria-hidden="true" />
              {t('footer.backToTop')}
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
