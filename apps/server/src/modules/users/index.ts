/** What other modules may use of users: the row and repository types, and the API view of a user (auth answers with it). */
export { toUser } from './users.presenter';
export type { UserRow, UsersRepository } from './users.repository';
