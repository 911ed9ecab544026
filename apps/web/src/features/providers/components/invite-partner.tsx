import type { ProviderPublic } from '@manara/shared/schemas/providers';
import { Handshake } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { errorKey, errorText } from '@/lib/errors';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useInvitePartner, useMyPartnerships } from '../api/partnerships';
import '@/features/providers/locales/strings';

const isRealtor = (type: string | null | undefined) => type === 'realtor';

/**
 * "Invite to work together" on a provider's page (issue 32 item 7), for a signed-in provider of the
 * other kind: a realtor on a lawyer's or financial expert's page, and the reverse. Browser only.
 */
export function InvitePartner({ provider }: { provider: ProviderPublic }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const other = user?.role === 'provider' && user.id !== provider.id && isRealtor(user.provider_type) !== isRealtor(provider.provider_type);
  const mine = useMyPartnerships(Boolean(other));
  const invite = useInvitePartner();
  if (!other || !mine.data) return null;
  const existing = mine.data.results.find((p) => p.partner.id === provider.id && (p.status === 'pending' || p.status === 'accepted'));
  if (existing) {
    return <p className="mt-4 text-sm text-stone-600">{t(`providers.partnerships.status.${existing.status}`)}</p>;
  }
  const failure = invite.error ? (errorText(errorKey(invite.error), locale) ?? t('providers.partnerships.failed')) : null;
  return (
    <div className="mt-4">
      <Button variant="outline" disabled={invite.isPending} onClick={() => invite.mutate(provider.id)}>
        <Handshake className="size-4" aria-hidden="true" />
        {t('providers.partnerships.invite')}
      </Button>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
