import type { RegisterRequest, User } from '@manara/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuthStore } from '@/lib/auth/store';

/** POST /auth/register/: creates the account and answers with the user, without tokens (sign in next). */
export const register = async (body: RegisterRequest): Promise<User> => await api.post<User>('/auth/register/', body, { auth: false });

/** Creates an account; the store's loading flag is set while the call runs (specification §4). */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onMutate: () => useAuthStore.getState().setLoading(true),
    onSettled: () => useAuthStore.getState().setLoading(false),
  });
}
