import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { loadOutbox } from '@/lib/outbox/load';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { cn } from '@/lib/cn';
import { useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { useToggleFavorite } from '../api/favorites';

/** Save / Saved (a toggle). Visitors are asked to sign in, with a button to the login page. */
export function FavoriteButton({ propertyId, saved, className }: { propertyId: number; saved: boolean; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const toggle = useToggleFavorite(propertyId, {
    t,
    onError: (_error, save) => toast.error(save ? t('realty.favorite.saveFailed') : t('realty.favorite.removeFailed')),
  });
  // The outbox comes when the button can be used, so that a change without a connection can be kept.
  useEffect(() => {
    if (isAuthenticated) void loadOutbox(t).catch(() => {});
  }, [isAuthenticated, t]);

  const onClick = () => {
    if (!isAuthenticated) {
      toast(t('realty.favorite.signInRequired'), {
        id: 'favorite-sign-in',
        action: { label: t('realty.favorite.signIn'), onClick: () => navigate(paths.login) },
      });
      return;
    }
    toggle.mutate(!saved, {
      onSuccess: (outcome) =>
        outcome.queued
          ? void loadOutbox(t).then((outbox) => outbox.showWaiting(outcome.key))
          : toast.success(saved ? t('realty.favorite.removed') : t('realty.favorite.saved'), { id: 'favorite' }),
    });
  };

  return (
    <Button variant="outline" aria-pressed={saved} onClick={onClick} className={className}>
      <Heart className={cn('size-4', saved && 'fill-brand-700')} aria-hidden="true" />
      {saved ? t('realty.property.saved') : t('realty.property.save')}
    </Button>
  );
}
