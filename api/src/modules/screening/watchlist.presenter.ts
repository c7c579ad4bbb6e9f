import type { Watchlist } from './watchlist.entity.js';

/** The REST shape of a list (GET /api/admin/watchlists). */
export const presentWatchlist = (w: Watchlist) => ({
  id: w.id,
  name: w.name,
  format: w.format,
  status: w.status,
  entityCount: w.entityCount,
  version: w.version,
  importedAt: w.importedAt ?? null,
  error: w.error ?? null,
  importProgress: w.importProgress,
  importTotal: w.importTotal ?? null,
});
