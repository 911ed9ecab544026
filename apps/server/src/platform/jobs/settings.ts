import { z } from 'zod';
import { seconds } from '../../lib/settings';

/** The variables of the background jobs (decision 028); config.ts composes them. */
export const jobsEnv = z.object({
  JOBS_MAINTENANCE_SECONDS: seconds(1, 600).default(30),
});

export function jobsSettings(e: z.output<typeof jobsEnv>) {
  return {
    /** How often a worker looks for jobs whose process died (they are retried once expired), in seconds. */
    jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
  };
}
