import { randomBytes } from 'node:crypto';
import type { TestContext } from './context';
import { hashPassword } from '../src/lib/passwords';
import { signAccessToken } from '../src/lib/tokens';
import { createUsersRepository, type UserRow } from '../src/modules/users/users.repository';

export const TEST_PASSWORD = 'correct horse battery';

/**
 * Test factory: inserts a user straight into the database (no HTTP, so no rate limit) and signs an
 * access token for it. Each call gets a unique e-mail unless one is given.
 */
export async function createTestUser(
  ctx: TestContext,
  overrides: Partial<Pick<UserRow, 'email' | 'name' | 'phone' | 'role' | 'providerType' | 'isStaff' | 'isActive'>> & {
    password?: string;
  } = {},
): Promise<{ user: UserRow; password: string; access: string; auth: { authorization: string } }> {
  const { password = TEST_PASSWORD, ...fields } = overrides;
  const user = await createUsersRepository(ctx.db).insert({
    email: `user-${randomBytes(6).toString('hex')}@example.com`,
    name: 'Test User',
    role: 'client',
    ...fields,
    passwordHash: await hashPassword(password),
  });
  if (!user) throw new Error(`createTestUser: e-mail ${overrides.email} is taken`);
  const access = await signAccessToken(user, ctx.config.jwtSecret, ctx.config.accessTokenTtlSeconds);
  return { user, password, access, auth: { authorization: `Bearer ${access}` } };
}
