import type { LoginRequest, LoginResponse } from '@manara/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuthStore } from '@/lib/auth/store';

/** POST /auth/login/: tokens plus the user; the server also sets the HttpOnly refresh cookie. */
export const login = async (body: LoginRequest): Promise<LoginResponse> =>
  await api.post<LoginResponse>('/auth/login/', body, { auth: false });

/**
 * Signs in. The store's loading flag is set while the call runs and reset on failure (specification
 * §4); on success the session is stored (user and access token; the refresh token stays in the cookie).
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onMutate: () => useAuthStore.getState().setLoading(true),
    onSuccess: ({ user, access }) => useAuthStore.getState().setSession(user, access),
    onError: () => useAuthStore.getState().setLoading(false),
  });
}
