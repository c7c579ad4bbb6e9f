import type { JobDefinition } from '../job-definition.js';
import { HEALTH_QUEUE, type HealthJob, type HealthResult } from './system.jobs.js';

/** Answers a health ping with this process's id and the database clock, proving both work. */
export const healthJob: JobDefinition<HealthJob> = {
  queue: HEALTH_QUEUE,
  async handler({ services }, job): Promise<HealthResult> {
    const [row] = await services.orm.em.fork().getConnection().execute<{ now: Date }[]>('select now() as now');
    return { pong: job.data.ping, pid: process.pid, databaseTime: new Date(row.now).toISOString() };
  },
};
