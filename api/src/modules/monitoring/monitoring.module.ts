import type { DomainModule } from '../../core/module.js';
import type { MonitoringJobDeps } from './monitoring.ports.js';
import { NEWS_CHUNK_QUEUE, NEWS_RESCAN_QUEUE, RESCREEN_QUEUE } from './monitoring.jobs.js';
import { newsChunkJob, newsRescanJob } from './news-rescan.job.js';
import { rescreenJob } from './rescreen.job.js';

/** Ongoing monitoring after the decision: re-screening on list changes and scheduled news re-scans. */
export const monitoringModule: DomainModule<MonitoringJobDeps> = {
  // A chunk held by a dead worker is retried after its expiry; chunks are idempotent.
  queues: {
    [RESCREEN_QUEUE]: { expireInSeconds: 120, retryLimit: 5 },
    [NEWS_RESCAN_QUEUE]: { expireInSeconds: 300, retryLimit: 2 },
    // A chunk fetches 25 feeds (and with AI, classifies their articles): minutes, not seconds.
    [NEWS_CHUNK_QUEUE]: { expireInSeconds: 900, retryLimit: 2 },
  },
  jobs: [rescreenJob, newsRescanJob, newsChunkJob],
};
