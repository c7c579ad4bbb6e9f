import type { AppModule } from '../app-module.js';
import { healthJob } from './health.job.js';
import { HEALTH_QUEUE } from './system.jobs.js';

/** The workers' health ping. */
export const systemModule: AppModule = {
  queues: { [HEALTH_QUEUE]: {} },
  jobs: [healthJob],
};
