import { useSessionBootstrap } from '@/features/auth/api/current-user';

/** Restores a remembered session when the app starts (specification §4); renders nothing. */
export function SessionBootstrap() {
  useSessionBootstrap();
  return null;
}
