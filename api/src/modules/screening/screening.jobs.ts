/** Queue of list imports; each job streams one uploaded file into a new version of its list. */
export const WATCHLIST_IMPORT_QUEUE = 'watchlist.import';

export interface WatchlistImportJob {
  watchlistId: string;
  version: number;
  /** The admin confirmed that this version may remove more of the list than WATCHLIST_MAX_SHRINK allows. */
  allowShrink?: boolean;
}

/**
 * Queue of re-indexes: each job rewrites the keys and token index of one list whose active version an
 * older release wrote (watchlists.index_version below SCREENING_INDEX_VERSION, token-index.ts).
 */
export const WATCHLIST_REINDEX_QUEUE = 'watchlist.reindex';

export interface WatchlistReindexJob {
  watchlistId: string;
}

/** Sent on commit whenever the set of active list versions changes; screening caches listen. */
export const WATCHLISTS_CHANGED = 'watchlists_changed';
