import type { UpdateMeRequest, User } from '@manara/shared';
import { AppError } from '../../lib/errors';
import { toUser } from './users.presenter';
import type { UserPatch, UserRow, UsersRepository } from './users.repository';

export function createUsersService(repo: UsersRepository) {
  /** The signed-in user's row; a token of a deleted or deactivated account no longer counts. */
  async function activeUser(id: number): Promise<UserRow> {
    const row = await repo.findById(id);
    if (!row || !row.isActive) throw new AppError(401, 'token_invalid');
    return row;
  }

  return {
    /** Staff and active flags as stored now: a 15-minute token must not outlive a change of rights. */
    async access(userId: number) {
      return repo.access(userId);
    },

    async getMe(userId: number): Promise<User> {
      return toUser(await activeUser(userId));
    },

    /** Only name and phone change; an absent field stays as it is, an empty phone clears it. */
    async updateMe(userId: number, input: UpdateMeRequest): Promise<User> {
      const row = await activeUser(userId);
      const patch: UserPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.phone !== undefined) patch.phone = input.phone;
      if (Object.keys(patch).length === 0) return toUser(row);
      const updated = await repo.update(userId, patch);
      if (!updated) throw new AppError(401, 'token_invalid');
      return toUser(updated);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
