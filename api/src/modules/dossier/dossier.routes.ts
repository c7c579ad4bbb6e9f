import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { counterpartySummary, counterpartyTimeline, listCounterparties, reassessmentDraft, reviewCalendar } from './dossier.queries.js';
import { mergeCounterpartiesCommand } from './merge-counterparties.command.js';
import { overrideGradeHoldCommand } from './override-grade-hold.command.js';

/**
 * /api/counterparties (any signed-in user; merging: admins): list (q, limit, cursor), get with its
 * timeline, the re-assessment draft (the latest answers and statements), merge, override the grade hold.
 */
export function registerDossierRoutes(router: Router): void {
  router.get(
    '/counterparties',
    route('user', async (req, res, em) => {
      const { q, limit, cursor } = req.query;
      res.json(
        await listCounterparties(em, {
          q: typeof q === 'string' ? q : null,
          limit: typeof limit === 'string' ? Number(limit) : null,
          cursor: typeof cursor === 'string' ? cursor : null,
        }),
      );
    }),
  );
  router.get(
    '/review-calendar',
    route('user', async (req, res, em) =>
      res.json(await reviewCalendar(em, typeof req.query.limit === 'string' ? Number(req.query.limit) : undefined)),
    ),
  );
  router.get(
    '/counterparties/:id',
    route('user', async (req, res, em) => {
      const id = String(req.params.id);
      const summary = await counterpartySummary(em, id);
      res.json({ ...summary, timeline: await counterpartyTimeline(em, id) });
    }),
  );
  router.get(
    '/counterparties/:id/reassess',
    route('user', async (req, res, em) => res.json(await reassessmentDraft(em, String(req.params.id)))),
  );
  router.post(
    '/counterparties/:id/merge',
    route('admin', async (req, res, em) =>
      res.json(await mergeCounterpartiesCommand(em, principal(res).user, String(req.params.id), req.body)),
    ),
  );
  router.post(
    '/counterparties/:id/grade-hold/override',
    route('admin', async (req, res, em) =>
      res.json(await overrideGradeHoldCommand(em, principal(res).user, String(req.params.id), req.body)),
    ),
  );
}
