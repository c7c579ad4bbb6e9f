import type { JobDefinition } from '../../core/jobs.js';
import { sqlOf } from '../../core/sql.js';
import { reindexWatchlistCommand, staleWatchlists } from './commands/reindex-watchlist.command.js';
import { WATCHLIST_REINDEX_QUEUE, type WatchlistReindexJob } from './screening.jobs.js';
import type { ScreeningJobDeps } from './screening.ports.js';
import { SCREENING_INDEX_VERSION } from './token-index.js';

/** How long a re-index that met an import's flip or a deletion waits before it looks again. */
const BUSY_RETRY_SECONDS = 30;

/**
 * Lists written by an older release (their index version below SCREENING_INDEX_VERSION) are re-indexed
 * by the workers: each worker that starts queues a job per such list, and each job re-indexes its list in
 * one transaction (reindex-watchlist.command.ts). Until then screening reads the old index, which finds
 * most of what it found before. A job queued twice (several workers starting) finds the list current, or being re-indexed.
 */
export const watchlistReindexJob: JobDefinition<WatchlistReindexJob, ScreeningJobDeps> = {
  queue: WATCHLIST_REINDEX_QUEUE,
  // A re-index holds a list's names in memory a batch at a time, like an import: one at a time per worker.
  options: { batchSize: 1, localConcurrency: 1 },
  async onStart(deps) {
    const stale = await staleWatchlists(deps.orm.em.fork());
    if (stale.length === 0) return;
    await deps.queue.insert(
      WATCHLIST_REINDEX_QUEUE,
      stale.map((list) => ({ data: { watchlistId: list.id } satisfies WatchlistReindexJob })),
    );
    console.log(
      `worker ${process.pid}: ${stale.length} list(s) indexed by an older release, re-index to version ${SCREENING_INDEX_VERSION} queued: ${stale.map((l) => l.name).join(', ')}`,
    );
  },
  async handler(deps, { data: job, signal }) {
    const started = Date.now();
    const em = deps.orm.em.fork();
    const outcome = await reindexWatchlistCommand(em, job.watchlistId, signal);
    // An import or a deletion was committing as it ended: once that is done the list is current or gone,
    // unless the import was refused (WATCHLIST_MAX_SHRINK), so look again shortly.
    if (outcome === 'busy') await deps.queue.send(WATCHLIST_REINDEX_QUEUE, job, { startAfter: BUSY_RETRY_SECONDS });
    // Retrieval reads the token index with index-only scans: bring the visibility map up to date now.
    if (outcome === 'reindexed') await sqlOf(em)('vacuum (analyze) watchlist_names, watchlist_tokens, watchlist_name_tokens', []);
    console.log(`worker ${process.pid}: watchlist ${job.watchlistId} re-index: ${outcome} in ${Date.now() - started} ms`);
    return { outcome };
  },
};
