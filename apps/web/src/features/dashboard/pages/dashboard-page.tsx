import { Loader2, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useSession } from '@/lib/auth/use-session';
import { useLogout } from '@/lib/auth/use-logout';
import { ProfileCard } from '../components/profile-card';
import '@/features/dashboard/locales/strings';

/**
 * The signed-in user's dashboard (specification §2): a welcome line with their e-mail, Add Property and
 * Logout, and their account details. `actions` (Add Property, the inbox) and `children` (the owner's
 * listings, saved listings) come from other features, composed in app/pages.
 */
export function DashboardPage({ actions, children }: { actions?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();

  return (
    <Container className="py-8 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-800 sm:text-3xl">{t('dashboard.title')}</h1>
          {user && (
            <p className="mt-1 break-words text-stone-600">
              {t('dashboard.welcome')} <bdi className="font-medium text-stone-900">{user.email}</bdi>
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {actions}
          <Button
            variant="outline"
            onClick={() => !logout.isPending && logout.mutate()}
            aria-disabled={logout.isPending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {logout.isPending ? (
              <Loader2 className="size-5 animate-spin" aria-hidden="true" />
            ) : (
              <LogOut className="flip-rtl size-5" aria-hidden="true" />
            )}
            {logout.isPending ? t('dashboard.loggingOut') : t('dashboard.logout')}
          </Button>
        </div>
      </header>
      {user && (
        <div className="mt-8 max-w-2xl">
          <ProfileCard user={user} />
        </div>
      )}
      {children}
    </Container>
  );
}
