import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { forgetSessionCopies, rememberSessionOwner } from '../offline-session';

/** The signed-in user as the API returns it (GET /users/me/). */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  role: 'client' | 'provider';
  provider_type: 'financial_expert' | 'realtor' | 'lawyer' | null;
  is_staff: boolean;
  date_joined: string;
}

interface AuthState {
  user: AuthUser | null;
  isAuthenticated: boolean;
  /** Set during login and registration, reset on failure (specification §4). */
  isLoading: boolean;
  /**
   * The access token lives in memory only; the refresh token is an HttpOnly cookie the page cannot
   * read (decisions.md). After a reload the first API call refreshes it through the cookie.
   */
  accessToken: string | null;
  setSession(user: AuthUser, accessToken: string): void;
  setAccessToken(token: string): void;
  setUser(user: AuthUser): void;
  setLoading(loading: boolean): void;
  signOut(): void;
}

export const AUTH_STORAGE_KEY = 'auth-storage';

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      accessToken: null,
      // A new session, a different user or a sign-out: the previous session's saved copies go; the
      // signed-in user is named the owner of the copies saved from now on (decision 070).
      setSession: (user, accessToken) => {
        void forgetSessionCopies();
        void rememberSessionOwner(user.id);
        set({ user, accessToken, isAuthenticated: true, isLoading: false });
      },
      setAccessToken: (accessToken) => set({ accessToken }),
      setUser: (user) => {
        if (get().user?.id !== user.id) void forgetSessionCopies();
        void rememberSessionOwner(user.id);
        set({ user });
      },
      setLoading: (isLoading) => set({ isLoading }),
      signOut: () => {
        void forgetSessionCopies();
        set({ user: null, accessToken: null, isAuthenticated: false, isLoading: false });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, isAuthenticated: s.isAuthenticated }),
    },
  ),
);
