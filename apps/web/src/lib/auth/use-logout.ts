import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../navigation';
import { paths } from '../paths';
import { logout } from './session';
import { useAuthStore } from './store';

/**
 * Logout (specification §2, §4): ends the session on the server, then goes to the home page and signs
 * out here, even when the call fails (the session then simply expires). The local sign-out waits until
 * the page using this hook has gone: signing out while /dashboard is still on screen would let its guard
 * send the user to the login page instead (the route change commits in a React transition, after the
 * navigation promise resolves). Cached data that belonged to the user is dropped.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaving = useRef(false);

  useEffect(
    () => () => {
      if (!leaving.current) return;
      leaving.current = false;
      useAuthStore.getState().signOut();
      queryClient.removeQueries();
    },
    [queryClient],
  );

  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      leaving.current = true;
      void navigate(paths.home, { replace: true });
    },
  });
}
