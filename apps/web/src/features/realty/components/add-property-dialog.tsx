import type { PropertyPurpose } from '@manara/shared/schemas/realty';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn, UserPlus } from 'lucide-react';
import { useRef } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAuthStore } from '@/lib/auth/store';
import { useSession } from '@/lib/auth/use-session';
import { useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { createProperty, invalidateListings } from '../api/listings';
import { PropertyForm } from './property-form';

/**
 * The add-property modal (specification §2, §5): signed-out readers get the login-required notice
 * with Login and Register; signed-in owners get the form. On success: the specification's message,
 * the modal closed, the form reset and the lists reloaded.
 */
export function AddPropertyDialog({
  open,
  onOpenChange,
  purpose,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Preselected: the page it was opened on (rent or buy-sell). */
  purpose?: PropertyPurpose;
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One Idempotency-Key per filled form, kept across retries: a submission whose answer was lost
  // (connection cut mid-upload) sent again makes one listing (decision 071). A new one after success.
  const idempotencyKey = useRef<string | null>(null);

  if (!isAuthenticated) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="sm"
        title={t('realty.addProperty.loginTitle')}
        description={t('realty.addProperty.loginText')}
      >
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.login} className="flex-1">
            <LogIn className="flip-rtl size-4" aria-hidden="true" />
            {t('realty.addProperty.login')}
          </ButtonLink>
          <ButtonLink to={paths.register} variant="outline" className="flex-1">
            <UserPlus className="size-4" aria-hidden="true" />
            {t('realty.addProperty.register')}
          </ButtonLink>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('realty.addProperty.title')}
      description={t('realty.addProperty.description')}
    >
      <PropertyForm
        purpose={purpose}
        submitLabel={t('realty.addProperty.submit')}
        busyLabel={t('realty.addProperty.submitting')}
        failedMessage={t('realty.addProperty.failed')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async ({ form, onProgress }) => {
          // Signed out in another tab meanwhile (specification §5).
          if (!useAuthStore.getState().isAuthenticated) {
            toast.error(t('realty.addProperty.loginFirst'));
            navigate(paths.login);
            return;
          }
          idempotencyKey.current ??= crypto.randomUUID();
          await createProperty(form, onProgress, idempotencyKey.current);
          idempotencyKey.current = null;
          toast.success(t('realty.addProperty.success'));
          invalidateListings(queryClient);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
