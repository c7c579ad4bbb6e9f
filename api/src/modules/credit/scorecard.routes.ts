import type { Request, Router } from 'express';
import { badInput } from '../../core/errors.js';
import { principal, route } from '../../rest/http.js';
import { currentScorecardCommand, scorecardVersionsCommand } from './commands/read-scorecard.command.js';
import { replayScorecardCommand } from './commands/replay-scorecard.command.js';
import { saveScorecardCommand } from './commands/save-scorecard.command.js';
import type { CreditSurfaceDeps } from './credit.ports.js';

/** A JSON object body's fields. */
function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput('Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * The admin's credit scorecard, in its stored shape: GET /api/admin/scorecard (current version),
 * GET /api/admin/scorecard/versions?limit=, POST /api/admin/scorecard/replay {scorecard, from, to,
 * sampleSize} and PUT /api/admin/scorecard {scorecard, note}. Admin only.
 */
export function registerScorecardRoutes(router: Router, services: CreditSurfaceDeps): void {
  router.get(
    '/admin/scorecard',
    route('admin', async (_req, res, em) => {
      res.json(await currentScorecardCommand(em, services.scorecards));
    }),
  );
  router.get(
    '/admin/scorecard/versions',
    route('admin', async (req, res, em) => {
      res.json(await scorecardVersionsCommand(em, services.scorecards, req.query.limit));
    }),
  );
  router.post(
    '/admin/scorecard/replay',
    route('admin', async (req, res, em) => {
      const { scorecard, from, to, sampleSize } = bodyOf(req);
      res.json(await replayScorecardCommand(em, services, { scorecard, from, to, sampleSize }));
    }),
  );
  router.put(
    '/admin/scorecard',
    route('admin', async (req, res, em) => {
      const actor = principal(res).user;
      const { scorecard, note } = bodyOf(req);
      res.json(await saveScorecardCommand(em, services, actor, { scorecard, note }));
    }),
  );
}
