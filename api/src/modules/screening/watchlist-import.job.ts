import type { JobDefinition } from '../../core/jobs.js';
import { runWatchlistImportCommand } from './commands/run-watchlist-import.command.js';
import { WATCHLIST_IMPORT_QUEUE, type WatchlistImportJob } from './screening.jobs.js';
import type { ScreeningJobDeps } from './screening.ports.js';

/**
 * One uploaded list file → a new active version of its list (or a failed import with the line and
 * reason). One import at a time per worker: each streams a file of up to a million entities.
 */
export const watchlistImportJob: JobDefinition<WatchlistImportJob, ScreeningJobDeps> = {
  queue: WATCHLIST_IMPORT_QUEUE,
  options: { batchSize: 1, localConcurrency: 1 },
  async handler(deps, { data: job }) {
    const started = Date.now();
    const outcome = await runWatchlistImportCommand(deps.orm.em.fork(), job, {
      rescreen: deps.rescreen,
      maxShrinkPercent: deps.config.WATCHLIST_MAX_SHRINK,
    });
    console.log(`worker ${process.pid}: watchlist ${job.watchlistId} version ${job.version}: ${outcome} in ${Date.now() - started} ms`);
  },
};
