import type { PROPERTY_PURPOSES } from '@manara/shared/realty';
import { Scale } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';

/**
 * "Ask a lawyer to check this property's papers" on a listing for sale (issue 32, decision 058): the
 * consultation request form, about this listing; the lawyer's answer never reaches its owner.
 */
export function AskLawyer({ property }: { property: { id: number; purpose: (typeof PROPERTY_PURPOSES)[number]; city: { id: number } } }) {
  const { t } = useTranslation();
  if (property.purpose !== 'sale') return null;
  return (
    <Link
      to={paths.newRequest({ listing: property.id, city: property.city.id, topic: 'legal' })}
      className={buttonClass('outline', 'md', 'w-full')}
    >
      <Scale className="size-5" aria-hidden="true" />
      {t('realty.property.askLawyer')}
    </Link>
  );
}
