import type { ServiceProviderType } from '@manara/shared/services';
import type { MyService } from '@manara/shared/schemas/services';
import { Archive, ArchiveRestore, BriefcaseBusiness, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { errorKey, errorText } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTranslation } from '@/lib/use-translation';
import { useArchiveService, useMyServices } from '../api/services';
import { ServiceCard } from './service-card';
import { ServiceForm } from './service-form';
import '@/features/services/locales/strings';

const VISIBILITY_CLASS = {
  public: 'bg-green-50 text-green-800',
  draft: 'bg-gold-300/40 text-brand-900',
  archived: 'bg-stone-100 text-stone-700',
};

/** A provider's dashboard section "My services" (decision 057): drafts until verified, public once verified, archived kept. */
export function MyServices() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const type = user?.role === 'provider' ? (user.provider_type as ServiceProviderType | null) : null;
  const mine = useMyServices(!!type);
  const archive = useArchiveService();
  const [editing, setEditing] = useState<MyService | 'new' | null>(null);
  if (!type) return null;
  const services = mine.data?.results ?? [];
  const active = services.filter((s) => s.visibility !== 'archived').length;
  const toggle = (service: MyService) =>
    archive.mutate(
      { id: service.id, archived: service.visibility !== 'archived' },
      { onError: (error) => toast.error(errorText(errorKey(error), locale) ?? t('services.failed')) },
    );
  return (
    <section aria-labelledby="my-services" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-services" className="flex items-center gap-2 text-xl font-bold text-brand-800">
          <BriefcaseBusiness className="size-5" aria-hidden="true" />
          {t('services.mine.title')}
        </h2>
        {editing === null && mine.data && active < mine.data.limit && (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('services.mine.add')}
          </Button>
        )}
      </div>
      {mine.data && !mine.data.verified && (
        <p className="rounded-xl bg-gold-300/30 p-3 text-sm text-brand-900">{t('services.mine.unverified')}</p>
      )}
      {editing !== null && (
        <ServiceForm
          key={editing === 'new' ? 'new' : editing.id}
          type={type}
          service={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {mine.isError && <p className="text-stone-600">{t('services.failed')}</p>}
      {mine.data && services.length === 0 && editing === null && <p className="text-stone-600">{t('services.mine.empty')}</p>}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service}>
              <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${VISIBILITY_CLASS[service.visibility]}`}>
                  {t(`services.visibility.${service.visibility}`)}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing(service)}
                  aria-label={t('services.mine.editOne', { title: service.title_ar || service.title_en })}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  {t('services.mine.edit')}
                </Button>
                <Button size="sm" variant="ghost" disabled={archive.isPending} onClick={() => toggle(service)}>
                  {service.visibility === 'archived' ? (
                    <ArchiveRestore className="size-4" aria-hidden="true" />
                  ) : (
                    <Archive className="size-4" aria-hidden="true" />
                  )}
                  {t(service.visibility === 'archived' ? 'services.mine.restore' : 'services.mine.archive')}
                </Button>
              </div>
            </ServiceCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
