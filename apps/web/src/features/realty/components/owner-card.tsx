import type { PropertyDetail } from '@manara/shared/schemas/realty';
import { Briefcase, ChevronRight, UserRound } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { DisplayName } from '@/components/display-name';
import { paths } from '@/lib/paths';
import { useTranslation } from '@/lib/use-translation';

/**
 * Who listed it: the owner's name and, for a provider, what kind (realtor, lawyer, financial expert),
 * with a link to their public page: a provider's page (decision 056; the type carries no tick, only
 * staff's verification earns one there) or an owner's page of active listings (decision 041).
 */
export function OwnerCard({ owner }: { owner: PropertyDetail['owner'] }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UserRound className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-stone-600">{t('realty.property.owner')}</p>
        <p className="font-semibold break-words text-stone-900">
          <DisplayName names={owner} />
        </p>
        {owner.provider_type && (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            <Briefcase className="size-3.5" aria-hidden="true" />
            {t(`realty.owner.providerTypes.${owner.provider_type}`)}
          </p>
        )}
        <p className="mt-2 text-sm">
          <Link
            to={owner.provider_type ? paths.provider(owner.id) : paths.owner(owner.id)}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            {t('realty.owner.allListings')}
            <ChevronRight className="flip-rtl size-4" aria-hidden="true" />
          </Link>
        </p>
      </div>
    </div>
  );
}
