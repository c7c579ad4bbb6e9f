import type { Request, Router } from 'express';
import { badInput } from '../../core/errors.js';
import { principal, route } from '../../rest/http.js';
import { proposalListing } from '../../rest/proposal-listing.js';
import { currentScorecardCommand, scorecardVersionsCommand } from './commands/read-scorecard.command.js';
import {
  approveScorecardChangeCommand,
  listScorecardChangeProposals,
  rejectScorecardChangeCommand,
  scorecardProposalView,
  submitScorecardChangeCommand,
} from './commands/scorecard-approval.commands.js';
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
 * sampleSize} and PUT /api/admin/scorecard {scorecard, note} — with REQUIRE_RULE_APPROVAL on it answers
 * 202 with the proposal instead of the version, decided through GET /api/admin/scorecard-proposals?status=&limit=
 * and POST /api/admin/scorecard-proposals/:id/approve | reject {note}. Admin only.
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
      res.json(await services.scorecardReplay.replayScorecard(em, { scorecard, from, to, sampleSize }));
    }),
  );
  router.put(
    '/admin/scorecard',
    route('admin', async (req, res, em) => {
      const { scorecard, note } = bodyOf(req);
      const submitted = await submitScorecardChangeCommand(em, services, principal(res).user, { scorecard, note });
      if (submitted.applied) res.json(submitted.version);
      else res.status(202).json(scorecardProposalView(submitted.proposal));
    }),
  );
  router.get(
    '/admin/scorecard-proposals',
    route('admin', async (req, res, em) => {
      const { status, limit } = proposalListing(req);
      res.json((await listScorecardChangeProposals(em, status, limit)).map(scorecardProposalView));
    }),
  );
  router.post(
    '/admin/scorecard-proposals/:id/approve',
    route('admin', async (req, res, em) => {
      res.json(scorecardProposalView(await approveScorecardChangeCommand(em, services, principal(res).user, String(req.params.id))));
    }),
  );
  router.post(
    '/admin/scorecard-proposals/:id/reject',
    route('admin', async (req, res, em) => {
      res.json(scorecardProposalView(await rejectScorecardChangeCommand(em, principal(res).user, String(req.params.id), req.body)));
    }),
  );
}
