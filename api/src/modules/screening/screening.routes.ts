import type { Router } from 'express';
import { ApiScope } from '../../core/api-scope.js';
import { principal, route } from '../../rest/http.js';
import { importWatchlistTextCommand } from './commands/import-watchlist.command.js';
import { screenCommand } from './commands/screen.command.js';
import { MAX_WATCHLIST_TEXT_BYTES } from './dto/watchlist.types.js';
import { presentWatchlist } from './watchlist.presenter.js';
import type { ScreeningSurfaceDeps } from './screening.ports.js';

/**
 * The list import's body: room for a 64 MB list as JSON text (escaping grows it), parsed off the
 * event loop; the command answers larger with its own 413. Admins only: anyone else is refused
 * before a byte of it is read.
 */
const WATCHLIST_BODY_BYTES = MAX_WATCHLIST_TEXT_BYTES * 2 + 1024;

/** /api/admin/watchlists (admins) and /api/screening/search (any signed-in user). */
export function registerScreeningRoutes(router: Router, { watchlists, screening, queue }: ScreeningSurfaceDeps): void {
  router.get(
    '/admin/watchlists',
    route('admin', async (_req, res, em) => {
      res.json((await watchlists.list(em)).map(presentWatchlist));
    }),
  );
  router.post(
    '/admin/watchlists',
    route({ access: 'admin', scope: ApiScope.ADMIN, maxBody: WATCHLIST_BODY_BYTES }, async (req, res, em) =>
      res.status(202).json(await importWatchlistTextCommand(em, queue, principal(res).user, req.body)),
    ),
  );
  router.delete(
    '/admin/watchlists/:id',
    route({ access: 'admin', scope: ApiScope.ADMIN }, async (req, res, em) => {
      await watchlists.delete(em, principal(res).user, String(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    '/screening/search',
    route({ access: 'user', scope: ApiScope.SCREEN }, async (req, res, em) => {
      res.json(await screenCommand(em, screening, req.body));
    }),
  );
}
