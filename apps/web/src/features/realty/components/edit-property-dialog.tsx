import { useQueryClient } from '@tanstack/react-query';
import { Info, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { errorStatus } from '@/lib/api';
import { useAuthStore } from '@/lib/auth/store';
import { useNavigate } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { isExpired, useProperty } from '../api/property';
import { invalidateListings, updateProperty } from '../api/listings';
import { ChangesRefusedNote } from './changes-refused-note';
import { PropertyForm } from './property-form';
import '@/features/realty/locales/owner-strings';

/**
 * The edit dialog (specification §2): loading ('Loading property data...'), ready, saving (Cancel,
 * Save and the close button disabled); a failure keeps it open, success closes it and reloads the list.
 * The dialog says first what saving does: an approved listing stays public while the changes wait for
 * review (changing its photos or video sends it back to review), a refused one goes back to review
 * (decision 044). The form starts from the changes waiting, if any.
 */
export function EditPropertyDialog({ propertyId, onClose }: { propertyId: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useProperty(propertyId);
  const [saving, setSaving] = useState(false);
  const open = propertyId !== null;
  const navigate = useNavigate();
  // Signed out meanwhile (another tab, or a session that could not be renewed): specification §5's alert.
  const loginFirst = () => {
    toast.error(t('realty.edit.loginFirst'));
    onClose();
    navigate(paths.login);
  };

  useEffect(() => {
    if (open && query.isError) {
      toast.error(t('realty.edit.loadFailed'));
      onClose();
    }
  }, [open, query.isError, onClose, t]);

  // Its owner gets an expired listing itself (only others are told it expired).
  const property = query.data && !isExpired(query.data) ? query.data : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !saving && onClose()}
      closeDisabled={saving}
      size="lg"
      title={t('realty.edit.title')}
      description={property?.title ?? t('realty.edit.loading')}
    >
      {!property ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-stone-600">
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          {t('realty.edit.loading')}
        </p>
      ) : (
        <>
          {(property.status === 'active' || property.status === 'rejected') && (
            <p role="note" className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t(property.status === 'active' ? 'realty.edit.staysPublic' : 'realty.edit.backToReview')}
            </p>
          )}
          {property.pending_changes?.status === 'rejected' && (
            <ChangesRefusedNote reason={property.pending_changes.rejection_reason} className="mt-3" />
          )}
          <PropertyForm
            key={property.id}
            property={property}
            submitLabel={t('realty.edit.save')}
            busyLabel={t('realty.edit.saving')}
            failedMessage={t('realty.edit.failed')}
            onCancel={onClose}
            onSubmit={async ({ form, onProgress }) => {
              if (!useAuthStore.getState().isAuthenticated) return loginFirst();
              setSaving(true);
              try {
                await updateProperty(property.id, form, onProgress);
              } catch (error) {
                if (errorStatus(error) === 401) return loginFirst();
                throw error;
              } finally {
                setSaving(false);
              }
              toast.success(t('realty.edit.success'));
              invalidateListings(queryClient);
              onClose();
            }}
          />
        </>
      )}
    </Dialog>
  );
}
