import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button, ButtonLink } from '@/components/ui/button';
import { LazyDialog as Dialog } from '@/components/ui/lazy-dialog';
import { useSession } from '@/lib/auth/use-session';
import { useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';

/**
 * The floating Add Property button (bottom end corner; the last element of its page). Until the add-property form exists, signed-in
 * users go to their dashboard and visitors are asked to sign in or register (specification: the modal
 * checks login first and shows Login and Register buttons).
 */
export function AddPropertyButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Sticky at the bottom of the page's content: it floats over the list and stops above the footer. */}
      <div className="pointer-events-none sticky bottom-0 z-30 h-0">
        <Button
          size="lg"
          onClick={() => (isAuthenticated ? navigate(paths.dashboard) : setOpen(true))}
          className="pointer-events-auto absolute end-4 bottom-4 rounded-full shadow-lg shadow-brand-900/25 sm:end-6 sm:bottom-6"
        >
          <Plus className="size-5" aria-hidden="true" />
          {t('realty.addProperty.button')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title={t('realty.addProperty.loginTitle')}
        description={t('realty.addProperty.loginText')}
      >
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.login} className="flex-1">
            {t('realty.addProperty.login')}
          </ButtonLink>
          <ButtonLink to={paths.register} variant="outline" className="flex-1">
            {t('realty.addProperty.register')}
          </ButtonLink>
        </div>
      </Dialog>
    </>
  );
}
