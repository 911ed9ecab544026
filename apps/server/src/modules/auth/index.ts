/** What other parts may use of auth: its jobs (a worker handles them), the refresh cookie's name. */
export { passwordResetJob } from './account.service';
export { REFRESH_COOKIE } from './auth-http';
export { sessionSweepJob } from './sessions.service';
