import { runnerOf } from '../assessment/assessment.writer.js';
import type { JobDefinition } from '../job-definition.js';
import { rescanNewsChunkCommand } from './commands/rescan-news-chunk.command.js';
import { NEWS_CHUNK, NEWS_CHUNK_QUEUE, NEWS_RESCAN_QUEUE, WEEKLY, type NewsChunkJob } from './monitoring.jobs.js';

/** The scheduled run: one chunk job per NEWS_CHUNK approved or caution assessments. */
export const newsRescanJob: JobDefinition = {
  queue: NEWS_RESCAN_QUEUE,
  schedule: (config) => {
    const cron = config.MONITORING_NEWS_CRON ?? (config.NODE_ENV === 'test' ? undefined : WEEKLY);
    return cron === 'off' ? undefined : cron;
  },
  async handler({ services }) {
    const ranges = await runnerOf(services.orm.em.fork())(
      `select min(id::text) as first, max(id::text) as last
         from (select id, (row_number() over (order by id) - 1) / ${NEWS_CHUNK} as chunk
                 from assessments where status in ('approved', 'caution')) t
        group by chunk order by chunk`,
      [],
    );
    const jobs = ranges.map((r) => ({ data: { firstId: r.first as string, lastId: r.last as string } satisfies NewsChunkJob }));
    if (jobs.length > 0) await services.queue.insert(NEWS_CHUNK_QUEUE, jobs);
    return { chunks: jobs.length };
  },
};

/** One chunk of news re-scans; alerts for negative articles not seen before. */
export const newsChunkJob: JobDefinition<NewsChunkJob> = {
  queue: NEWS_CHUNK_QUEUE,
  options: { batchSize: 1, localConcurrency: 1 },
  // The re-scan queues every chunk at once: the next is fetched when one ends, not after the poll.
  eager: true,
  async handler({ services }, { data: job }) {
    const result = await rescanNewsChunkCommand(services.orm.em.fork(), services.news, services.queue, job);
    return { scanned: result.scanned, alerts: result.alerts.length };
  },
};
