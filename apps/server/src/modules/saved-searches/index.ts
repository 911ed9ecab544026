/** What other modules may use of saved searches: the service type (moderation tells it of a published listing). */
export type { SavedSearchesService } from './saved-searches.service';
