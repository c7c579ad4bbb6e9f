import { assessmentIdRanges } from '../assessment/assessment.queries.js';
import type { JobDefinition } from '../../core/jobs.js';
import { MONITORED_STATUSES, rescanNewsChunkCommand } from './commands/rescan-news-chunk.command.js';
import { NEWS_CHUNK, NEWS_CHUNK_QUEUE, NEWS_RESCAN_QUEUE, WEEKLY, type NewsChunkJob } from './monitoring.jobs.js';
import type { MonitoringJobDeps } from './monitoring.ports.js';

/** The scheduled run: one chunk job per NEWS_CHUNK approved or caution assessments. */
export const newsRescanJob: JobDefinition<unknown, MonitoringJobDeps> = {
  queue: NEWS_RESCAN_QUEUE,
  schedule: ({ config }) => {
    const cron = config.MONITORING_NEWS_CRON ?? (config.NODE_ENV === 'test' ? undefined : WEEKLY);
    return cron === 'off' ? undefined : cron;
  },
  async handler(deps) {
    const ranges = await assessmentIdRanges(deps.orm.em.fork(), NEWS_CHUNK, MONITORED_STATUSES);
    const jobs = ranges.map((range) => ({ data: range satisfies NewsChunkJob }));
    if (jobs.length > 0) await deps.queue.insert(NEWS_CHUNK_QUEUE, jobs);
    return { chunks: jobs.length };
  },
};

/** One chunk of news re-scans; alerts for negative articles not seen before. */
export const newsChunkJob: JobDefinition<NewsChunkJob, MonitoringJobDeps> = {
  queue: NEWS_CHUNK_QUEUE,
  options: { batchSize: 1, localConcurrency: 1 },
  // The re-scan queues every chunk at once: the next is fetched when one ends, not after the poll.
  eager: true,
  async handler(deps, { data: job }) {
    const result = await rescanNewsChunkCommand(deps.orm.em.fork(), deps.news, deps.events, deps.cases, job);
    return { scanned: result.scanned, alerts: result.alerts.length };
  },
};
