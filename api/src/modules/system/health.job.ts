import type { JobDefinition } from '../../core/jobs.js';
import { HEALTH_QUEUE, type HealthJob, type HealthResult } from './system.jobs.js';
import { sqlOf } from '../../core/sql.js';
import type { SystemJobDeps } from './system.ports.js';

/** Answers a health ping with this process's id and the database clock, proving both work. */
export const healthJob: JobDefinition<HealthJob, SystemJobDeps> = {
  queue: HEALTH_QUEUE,
  async handler(deps, job): Promise<HealthResult> {
    const [row] = await sqlOf(deps.orm.em.fork())<{ now: Date }>('select now() as now');
    return { pong: job.data.ping, pid: process.pid, databaseTime: new Date(row.now).toISOString() };
  },
};
