import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { useAuthStore } from '@/lib/auth-store';

/** POST /auth/logout/: revokes the session of the refresh cookie and clears the cookie. */
export const logout = async (): Promise<void> => {
  await api.post('/auth/logout/', {});
};

/**
 * Logout (specification §2, §4): ends the session on the server, then signs out here and goes to the
 * home page, even when the call fails (the session then simply expires). The page is left first so
 * that the /dashboard guard does not send the user to the login page on the way out; cached data that
 * belonged to the user is dropped.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      await navigate('/', { replace: true });
      useAuthStore.getState().signOut();
      queryClient.removeQueries();
    },
  });
}
