import type { DomainModule } from '../../core/module.js';
import type { ScreeningJobDeps } from './screening.ports.js';
import { WATCHLIST_IMPORT_QUEUE, WATCHLIST_REINDEX_QUEUE } from './screening.jobs.js';
import { watchlistImportJob } from './watchlist-import.job.js';
import { watchlistReindexJob } from './watchlist-reindex.job.js';
import { Watchlist } from './watchlist.entity.js';
import { WatchlistEntry, WatchlistName, WatchlistNameToken, WatchlistToken, WatchlistUploadPart } from './watchlist-entry.entity.js';

/** Sanctions and watch lists: imports on the workers, screening of names against the active versions. */
export const screeningModule: DomainModule<ScreeningJobDeps> = {
  entities: [Watchlist, WatchlistEntry, WatchlistName, WatchlistToken, WatchlistNameToken, WatchlistUploadPart],
  // An import of a million entities takes minutes; one held by a dead worker is retried after this.
  // A re-index of a million names rewrites them all in one transaction: minutes, like an import.
  queues: {
    [WATCHLIST_IMPORT_QUEUE]: { expireInSeconds: 1800, retryLimit: 2 },
    [WATCHLIST_REINDEX_QUEUE]: { expireInSeconds: 3600, retryLimit: 2 },
  },
  jobs: [watchlistImportJob, watchlistReindexJob],
};
