/**
 * What other modules may use of users: the row and repository types, the API view of a user (auth
 * answers with it), and a user's search text (the demo seed and the start-up backfill write it).
 */
export { toUser } from './users.presenter';
export { userSearchText, type UserRow, type UsersRepository } from './users.repository';
export type { UsersService } from './users.service';
