/** What other modules may use of partnerships (issue 32 item 7): the service type. */
export type { PartnershipsService } from './partnerships.service';
