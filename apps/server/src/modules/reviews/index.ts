/** What other modules may use of reviews (decision 059): the service type (ratings for the directories' cards). */
export type { ReviewsService } from './reviews.service';
