import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { presentAlert } from './alert.presenter.js';
import { presentAssessment } from '../assessment/assessment.presenter.js';
import { alertHitReviewer, reviewScreeningHitCommand } from './commands/review-screening-hit.command.js';
import { resolveAlertCommand } from './commands/resolve-alert.command.js';
import type { AlertSurfaceDeps } from './alert.ports.js';

/**
 * /api/alerts: any signed-in user (resolving: not the assessment's creator). POST …/resolve takes {note, hitDecision?}.
 * POST /api/assessments/{id}/screening/hits/{hitId}/review {decision, reason}: a finding on a hit (see reviewScreeningHitCommand).
 */
export function registerAlertRoutes(router: Router, { alerts, rules, scorecards, cases, ownershipSettings }: AlertSurfaceDeps): void {
  router.get(
    '/alerts',
    route('user', async (req, res, em) => {
      const status = typeof req.query.status === 'string' ? req.query.status : undefined;
      res.json((await alerts.list(em, status)).map(presentAlert));
    }),
  );
  router.post(
    '/alerts/:id/resolve',
    route('user', async (req, res, em) => {
      const alert = await resolveAlertCommand(
        em,
        alertHitReviewer({ rules, scorecards, cases, ownershipSettings }),
        principal(res).user,
        String(req.params.id),
        req.body,
      );
      await em.populate(alert, ['resolvedBy']);
      res.json(presentAlert(alert));
    }),
  );
  router.post(
    '/assessments/:id/screening/hits/:hitId/review',
    route('user', async (req, res, em) => {
      const { user } = principal(res);
      res.json(
        presentAssessment(
          await reviewScreeningHitCommand(
            em,
            { rules, scorecards, cases, ownershipSettings },
            user,
            String(req.params.id),
            String(req.params.hitId),
            req.body,
          ),
        ),
      );
    }),
  );
}
