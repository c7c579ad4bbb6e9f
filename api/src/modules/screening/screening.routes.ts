import type { Router } from 'express';
import { jsonBody } from '../../http/json-body.js';
import { admin, principal, route } from '../../rest/http.js';
import { presentAssessment } from '../assessment/assessment.presenter.js';
import { importWatchlistTextCommand } from './commands/import-watchlist.command.js';
import { reviewScreeningHitCommand } from './commands/review-screening-hit.command.js';
import { screenCommand } from './commands/screen.command.js';
import { MAX_WATCHLIST_TEXT_BYTES } from './dto/watchlist.types.js';
import { presentWatchlist } from './watchlist.presenter.js';
import type { ScreeningSurfaceDeps } from './screening.ports.js';

/** /api/admin/watchlists (admins) and /api/screening/search (any signed-in user). */
export function registerScreeningRoutes(router: Router, { watchlists, screening, queue, rules }: ScreeningSurfaceDeps): void {
  router.get(
    '/admin/watchlists',
    route(async (_req, res, em) => {
      admin(res);
      res.json((await watchlists.list(em)).map(presentWatchlist));
    }),
  );
  router.post(
    '/admin/watchlists',
    route(async (req, res, em) => res.status(202).json(await importWatchlistTextCommand(em, queue, admin(res).user, req.body))),
  );
  router.delete(
    '/admin/watchlists/:id',
    route(async (req, res, em) => {
      admin(res);
      await watchlists.delete(em, String(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    '/assessments/:id/screening/hits/:hitId/review',
    route(async (req, res, em) => {
      const { user } = principal(res);
      res.json(
        presentAssessment(await reviewScreeningHitCommand(em, rules, user, String(req.params.id), String(req.params.hitId), req.body)),
      );
    }),
  );
  router.post(
    '/screening/search',
    route(async (req, res, em) => {
      principal(res);
      res.json(await screenCommand(em, screening, req.body));
    }),
  );
}

/**
 * Room for a 64 MB list as JSON text (escaping grows it), for signed-in callers (64 KB otherwise),
 * parsed off the event loop; the command answers larger with its own 413.
 */
export const watchlistBodyParser = jsonBody({ limit: MAX_WATCHLIST_TEXT_BYTES * 2 + 1024 });
