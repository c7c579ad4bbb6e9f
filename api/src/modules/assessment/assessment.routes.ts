import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { createAssessmentCommand } from './commands/create-assessment.command.js';
import { presentAssessment, presentAuditLog, presentListItem, presentReviewQueueItem } from './assessment.presenter.js';
import { reviewAssessmentCommand } from './commands/review-assessment.command.js';
import type { AssessmentSurfaceDeps } from './assessment.ports.js';

/**
 * Spec section 7: /api/assessments*, /api/analytics. GET /api/assessments takes `limit`
 * (default 20, at most 100), `cursor`, `search` and `status`; the next page's cursor comes back
 * in the `X-Next-Cursor` header (absent on the last page).
 */
export function registerAssessmentRoutes(
  router: Router,
  { assessments, analytics, reports, rules, screening, scorecards, events }: AssessmentSurfaceDeps,
): void {
  router.get(
    '/assessments',
    route(async (req, res, em) => {
      principal(res);
      const { limit, ...rest } = req.query;
      const page = await assessments.list(em, { ...rest, ...(limit !== undefined && { limit: Number(limit) }) });
      if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
      res.json(page.items.map(presentListItem));
    }),
  );

  // Idempotency-Key: a repeated request answers 200 with the assessment the key made (Idempotent-Replayed: true).
  router.post(
    '/assessments',
    route(async (req, res, em) => {
      const key = req.get('idempotency-key');
      const { assessment, created } = await createAssessmentCommand(
        em,
        rules,
        screening,
        scorecards,
        principal(res).user,
        req.body,
        events,
        key,
      );
      if (!created) res.setHeader('Idempotent-Replayed', 'true');
      res.status(created ? 201 : 200).json(presentAssessment(assessment));
    }),
  );

  router.get(
    '/assessments/:id',
    route(async (req, res, em) => {
      principal(res);
      res.json(presentAssessment(await assessments.get(em, String(req.params.id))));
    }),
  );

  router.get(
    '/assessments/:id/audit-logs',
    route(async (req, res, em) => {
      principal(res);
      res.json((await assessments.auditLogs(em, String(req.params.id))).map(presentAuditLog));
    }),
  );

  router.post(
    '/assessments/:id/pdf',
    route(async (req, res, em) => {
      principal(res);
      const { pdf, fileName } = await reports.render(em, String(req.params.id));
      res
        .status(200)
        .type('application/pdf')
        .setHeader(
          'Content-Disposition',
          `attachment; filename="${fileName.replace(/[^\w .,()-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(pdf);
    }),
  );

  router.get(
    '/analytics',
    route(async (_req, res, em) => {
      principal(res);
      res.json(await analytics.overview(em));
    }),
  );
  router.post(
    '/assessments/:id/review',
    route(async (req, res, em) =>
      res.json(presentAssessment(await reviewAssessmentCommand(em, principal(res).user, String(req.params.id), req.body, events))),
    ),
  );
  router.get(
    '/reviews',
    route(async (_req, res, em) => {
      principal(res);
      const now = Date.now();
      res.json((await assessments.reviewQueue(em)).map((a) => presentReviewQueueItem(a, now)));
    }),
  );
}
