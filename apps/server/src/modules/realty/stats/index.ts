/** What other modules use of the statistics (decision 068): the service's type and its retention job. */
export type { StatsService } from './stats.service';
export { statisticsRetentionJob, STATISTICS_RETENTION_CRON } from './stats.service';
