/**
 * Who is asking: the signed-in user as plugins/auth.ts reads them from a valid bearer token and the
 * user row (rights as stored now). Routes pass it to services; services decide with it.
 */
export interface AuthUser {
  id: number;
  isStaff: boolean;
}
