import type { JobDefinition } from '../job-definition.js';
import { runWatchlistImportCommand } from './commands/run-watchlist-import.command.js';
import { WATCHLIST_IMPORT_QUEUE, type WatchlistImportJob } from './screening.jobs.js';

/**
 * One uploaded list file → a new active version of its list (or a failed import with the line and
 * reason). One import at a time per worker: each streams a file of up to a million entities.
 */
export const watchlistImportJob: JobDefinition<WatchlistImportJob> = {
  queue: WATCHLIST_IMPORT_QUEUE,
  options: { batchSize: 1, localConcurrency: 1 },
  async handler({ services }, { data: job }) {
    const started = Date.now();
    const outcome = await runWatchlistImportCommand(services.orm.em.fork(), job, {
      queue: services.queue,
      maxShrinkPercent: services.config.WATCHLIST_MAX_SHRINK,
    });
    console.log(`worker ${process.pid}: watchlist ${job.watchlistId} version ${job.version}: ${outcome} in ${Date.now() - started} ms`);
  },
};
