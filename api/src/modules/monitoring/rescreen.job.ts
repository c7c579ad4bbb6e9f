import type { JobDefinition } from '../../core/jobs.js';
import { rescreenChunkCommand } from './commands/rescreen-chunk.command.js';
import { RESCREEN_QUEUE, type RescreenJob } from './monitoring.jobs.js';
import type { MonitoringJobDeps } from './monitoring.ports.js';

/**
 * One chunk of assessments screened again after a list change (idempotent; see the command). A list
 * change queues every chunk at once, so workers fetch eagerly: a chunk takes about 0.2 s, and
 * waiting out the 2 s poll after each one made re-screening ten times slower than the work.
 */
export const rescreenJob: JobDefinition<RescreenJob, MonitoringJobDeps> = {
  queue: RESCREEN_QUEUE,
  options: (deps) => ({ batchSize: 1, localConcurrency: deps.config.WORKER_CONCURRENCY, notifyPollingIntervalSeconds: 2 }),
  eager: true,
  async handler(deps, { data: job }) {
    const result = await rescreenChunkCommand(deps.orm.em.fork(), deps, deps.screening, deps.events, deps.cases, job);
    if (result.changed > 0) {
      console.log(
        `worker ${process.pid}: re-screen ${job.listName} v${job.listVersion}: ${result.changed} of ${result.screened} changed, ${result.alerts.length} alert(s)`,
      );
    }
    return { screened: result.screened, changed: result.changed, alerts: result.alerts.length };
  },
};
