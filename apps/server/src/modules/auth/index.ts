/** What other parts may use of auth: the forgot-password job (a worker handles it), the refresh cookie's name. */
export { passwordResetJob } from './account.service';
export { REFRESH_COOKIE } from './auth-http';
