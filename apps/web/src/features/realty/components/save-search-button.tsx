import type { PropertyPurpose } from '@manara/shared/schemas/realty';
import { BellPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { useCurrency } from '@/lib/currency';
import { errorKey, errorText } from '@/lib/errors';
import { useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useSaveSearch } from '../api/saved-searches';
import { apiFilters, type Filters } from '../lib/filters';

/** "Save this search": keeps the page's applied filters (price bounds with their currency) for alerts; visitors are asked to sign in. */
export function SaveSearchButton({ purpose, filters }: { purpose: PropertyPurpose; filters: Filters }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const currency = useCurrency();
  const save = useSaveSearch();
  const onClick = () => {
    if (!isAuthenticated) {
      toast(t('realty.savedSearches.signInRequired'), {
        id: 'save-search-sign-in',
        action: { label: t('realty.favorite.signIn'), onClick: () => navigate(paths.login) },
      });
      return;
    }
    save.mutate(
      { purpose, ...apiFilters(filters, currency) },
      {
        onSuccess: () =>
          toast.success(t('realty.savedSearches.saved'), {
            id: 'save-search',
            action: { label: t('realty.savedSearches.open'), onClick: () => navigate(paths.dashboard) },
          }),
        onError: (error) => toast.error(errorText(errorKey(error), locale) ?? t('realty.savedSearches.failed'), { id: 'save-search' }),
      },
    );
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={save.isPending} className="h-10 text-sm">
      <BellPlus className="size-4" aria-hidden="true" />
      {t('realty.savedSearches.save')}
    </Button>
  );
}
