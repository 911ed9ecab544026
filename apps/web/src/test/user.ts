import type { AuthUser } from '@/lib/auth/store';

/** A signed-in user as GET /users/me/ returns it. */
export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 3,
    email: 'owner@example.ps',
    name: 'Owner',
    phone: null,
    role: 'client',
    provider_type: null,
    is_staff: false,
    date_joined: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
