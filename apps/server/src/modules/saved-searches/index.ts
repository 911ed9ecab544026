/**
 * What other modules may use of saved searches: the service type (moderation tells it of a published
 * listing) and its jobs (the worker runs them).
 */
export { savedSearchDigestJob, savedSearchMatchJob, type SavedSearchesService } from './saved-searches.service';
