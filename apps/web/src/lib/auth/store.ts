import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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
    (set) => ({
      user: null,
      isAuthenticated: false,
      isLoading: false,
      accessToken: null,
      setSession: (user, accessToken) => set({ user, accessToken, isAuthenticated: true, isLoading: false }),
      setAccessToken: (accessToken) => set({ accessToken }),
      setUser: (user) => set({ user }),
      setLoading: (isLoading) => set({ isLoading }),
      signOut: () => set({ user: null, accessToken: null, isAuthenticated: false, isLoading: false }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, isAuthenticated: s.isAuthenticated }),
    },
  ),
);
