import type { DomainModule } from '../../core/module.js';
import type { ScreeningJobDeps } from './screening.ports.js';
import { WATCHLIST_IMPORT_QUEUE } from './screening.jobs.js';
import { watchlistImportJob } from './watchlist-import.job.js';
import { Watchlist } from './watchlist.entity.js';
import { WatchlistEntry, WatchlistName, WatchlistNameToken, WatchlistToken, WatchlistUploadPart } from './watchlist-entry.entity.js';

/** Sanctions and watch lists: imports on the workers, screening of names against the active versions. */
export const screeningModule: DomainModule<ScreeningJobDeps> = {
  entities: [Watchlist, WatchlistEntry, WatchlistName, WatchlistToken, WatchlistNameToken, WatchlistUploadPart],
  // An import of a million entities takes minutes; one held by a dead worker is retried after this.
  queues: { [WATCHLIST_IMPORT_QUEUE]: { expireInSeconds: 1800, retryLimit: 2 } },
  jobs: [watchlistImportJob],
};
