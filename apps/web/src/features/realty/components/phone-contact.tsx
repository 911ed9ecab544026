import { phoneDisplay, whatsappLink } from '@manara/shared/phone';
import type { LeadKind, PropertyDetail } from '@manara/shared/schemas/realty';
import { MessageCircle, Phone } from 'lucide-react';
import { useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useHydrated } from '@/lib/hydration';
import { useTranslation } from '@/lib/use-translation';
import { recordLead } from '../api/leads';

/**
 * Call and WhatsApp (decision 039), only when the owner shows their phone: a `tel:` link and, when
 * the server says WhatsApp reaches the number (a mobile; issue 33), a `wa.me` chat whose first message, in the page's language, names the listing and its address. The
 * address is the browser's, so the server's HTML links to the chat alone and the message joins once
 * the page has hydrated. Each press is counted for the owner; a failed count never stops the call.
 */
export function PhoneContact({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const phone = property.owner.phone;
  if (!phone) return null;

  const message = hydrated
    ? t('realty.contact.whatsappMessage', { title: property.title, url: new URL(pathname, window.location.origin).href })
    : undefined;
  const count = (kind: LeadKind) => () => void recordLead(property.id, kind).catch(() => {});

  return (
    <div className="grid gap-2">
      <div className={property.owner.whatsapp ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
        <a href={`tel:${phone}`} onClick={count('call')} className={buttonClass('primary', 'lg')}>
          <Phone className="size-5" aria-hidden="true" />
          {t('realty.contact.call')}
        </a>
        {property.owner.whatsapp && (
          <a
            href={whatsappLink(phone, message)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={count('whatsapp')}
            className={buttonClass('whatsapp', 'lg')}
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            {t('realty.contact.whatsapp')}
            <span className="sr-only">{t('realty.contact.newWindow')}</span>
          </a>
        )}
      </div>
      <p className="text-center text-sm text-stone-600">
        {t('realty.contact.phone')}{' '}
        <bdi dir="ltr" className="font-medium text-stone-900">
          {phoneDisplay(phone)}
        </bdi>
      </p>
    </div>
  );
}
