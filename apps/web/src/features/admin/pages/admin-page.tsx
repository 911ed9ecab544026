import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Tabs } from '@/components/ui/tabs';
import type { AuthUser } from '@/lib/auth/store';
import { useSession } from '@/lib/auth/use-session';
import { useTranslation } from '@/lib/use-translation';
import { AuditPanel } from '../components/audit/audit-panel';
import { ChangesPanel } from '../components/changes/changes-panel';
import { FinancingPanel } from '../components/financing/financing-panel';
import { HeroesPanel } from '../components/heroes/heroes-panel';
import { LocationsPanel } from '../components/locations/locations-panel';
import { MessagesPanel } from '../components/messages/messages-panel';
import { ModerationPanel } from '../components/moderation/moderation-panel';
import { OfferingsPanel } from '../components/offerings/offerings-panel';
import { OutboxPanel } from '../components/outbox/outbox-panel';
import { ProjectsPanel } from '../components/projects/projects-panel';
import { RatesPanel } from '../components/rates/rates-panel';
import { ReportsPanel } from '../components/reports/reports-panel';
import { RequestsPanel } from '../components/requests/requests-panel';
import { ReviewReportsPanel } from '../components/review-reports/review-reports-panel';
import { StatisticsPanel } from '../components/statistics/statistics-panel';
import { UsersPanel } from '../components/users/users-panel';
import { VerificationsPanel } from '../components/verifications/verifications-panel';
import '@/features/admin/locales/strings';

/**
 * The staff area's sections, in tab order: a new staff page is one entry here (its panel in
 * `components/<topic>/`, its strings in `locales/`). The first one opens by default.
 */
const SECTIONS = [
  { key: 'listings', title: 'admin.listingsTitle', render: () => <ModerationPanel /> },
  { key: 'changes', title: 'admin.changes.title', render: () => <ChangesPanel /> },
  { key: 'reports', title: 'admin.reports.title', render: () => <ReportsPanel /> },
  { key: 'statistics', title: 'admin.statistics.title', render: () => <StatisticsPanel /> },
  { key: 'review-reports', title: 'admin.reviewReports.title', render: () => <ReviewReportsPanel /> },
  { key: 'verifications', title: 'admin.verifications.title', render: () => <VerificationsPanel /> },
  { key: 'requests', title: 'admin.requests.title', render: () => <RequestsPanel /> },
  { key: 'heroes', title: 'admin.heroes.title', render: () => <HeroesPanel /> },
  { key: 'offerings', title: 'admin.offerings.title', render: () => <OfferingsPanel /> },
  { key: 'projects', title: 'admin.projects.title', render: () => <ProjectsPanel /> },
  { key: 'locations', title: 'admin.locations.title', render: () => <LocationsPanel /> },
  { key: 'rates', title: 'admin.rates.title', render: () => <RatesPanel /> },
  { key: 'financing', title: 'admin.financing.title', render: () => <FinancingPanel /> },
  { key: 'users', title: 'admin.users.title', render: (user: AuthUser) => <UsersPanel selfId={user.id} /> },
  { key: 'messages', title: 'admin.messages.title', render: () => <MessagesPanel /> },
  { key: 'outbox', title: 'admin.outbox.title', render: () => <OutboxPanel /> },
  { key: 'audit', title: 'admin.audit.title', render: () => <AuditPanel /> },
] as const satisfies readonly { key: string; title: string; render(user: AuthUser): ReactNode }[];

type Section = (typeof SECTIONS)[number]['key'];

/** /admin — the staff area (staff only): the moderation queue first, then each section's panel. */
export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [section, setSection] = useState<Section>(SECTIONS[0].key);

  if (!user?.is_staff) {
    return (
      <Container className="py-16 text-center">
        <ShieldAlert className="mx-auto size-12 text-stone-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('admin.staffOnly')}</h1>
      </Container>
    );
  }
  const shown = SECTIONS.find((s) => s.key === section) ?? SECTIONS[0];
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('admin.title')}</h1>
      <p className="mt-1 text-stone-600">{t('admin.subtitle')}</p>
      <Tabs
        className="mt-6"
        label={t('admin.sections')}
        value={section}
        onChange={setSection}
        items={SECTIONS.map((s) => ({ key: s.key, label: t(s.title) }))}
      >
        {shown.render(user)}
      </Tabs>
    </Container>
  );
}
