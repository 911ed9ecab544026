import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginResponse,
  NotificationKind,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateMeRequest,
  User,
} from '@manara/shared/schemas/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuthStore } from '@/lib/auth/store';

/** The account: registration and recovery (no session needed), and the profile page's changes (signed in). */

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

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api.post<{ detail: string }>('/auth/password-reset/', body, { auth: false }),
  });

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordRequest) => api.post<null>('/auth/password-reset/confirm/', body, { auth: false }) });

export const useVerifyEmail = () =>
  useMutation({ mutationFn: (token: string) => api.post<null>('/auth/verify-email/', { token }, { auth: false }) });

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      api.post<{ kind: NotificationKind }>('/notifications/unsubscribe/', {}, { auth: false, params: { token } }),
  });

const ME = ['users', 'me'] as const;

/** The signed-in user as stored now (the remembered copy may predate the profile's fields). */
export const useMe = () => useQuery({ queryKey: ME, queryFn: ({ signal }) => api.get<User>('/users/me/', { signal }) });

/** Each change answers with the user (or a new session): the page and the header follow at once. */
function useAccountChange<B, R>(call: (body: B) => Promise<R>, userOf: (result: R) => User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      const user = userOf(result);
      queryClient.setQueryData(ME, user);
      useAuthStore.getState().setUser(user);
    },
  });
}

export const useUpdateProfile = () =>
  useAccountChange(
    (body: UpdateMeRequest) => api.patch<User>('/users/me/', body),
    (user) => user,
  );

/** As a password change: every other session ends; this one continues with the new tokens. */
export function useChangeEmail() {
  return useAccountChange(
    async (body: ChangeEmailRequest) => {
      const session = await api.post<LoginResponse>('/auth/email/change/', body);
      useAuthStore.getState().setSession(session.user, session.access);
      return session;
    },
    (session) => session.user,
  );
}

/** Every other session ends; this one continues with the new tokens. */
export function useChangePassword() {
  return useAccountChange(
    async (body: ChangePasswordRequest) => {
      const session = await api.post<LoginResponse>('/auth/password/change/', body);
      useAuthStore.getState().setSession(session.user, session.access);
      return session;
    },
    (session) => session.user,
  );
}

export const useResendVerification = () => useMutation({ mutationFn: () => api.post<null>('/auth/verify-email/resend/') });
