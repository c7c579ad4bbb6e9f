import type { DomainModule } from '../../core/module.js';
import type { SystemJobDeps } from './system.ports.js';
import { healthJob } from './health.job.js';
import { HEALTH_QUEUE } from './system.jobs.js';

/** The workers' health ping. */
export const systemModule: DomainModule<SystemJobDeps> = {
  queues: { [HEALTH_QUEUE]: {} },
  jobs: [healthJob],
};
