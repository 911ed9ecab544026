import { paths } from '@/lib/paths';

/**
 * Where to go after signing in: the protected page the visitor was sent away from (RequireAuth passes
 * it as `from`), else the dashboard. Only same-site paths, never back to the auth pages.
 */
export function afterLoginPath(from: unknown): string {
  if (typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith('/auth/')) return from;
  return paths.dashboard;
}
