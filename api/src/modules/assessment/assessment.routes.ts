import type { Request, Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { createAssessmentCommand } from './commands/create-assessment.command.js';
import { presentAssessment, presentAuditLog, presentListItem, presentReviewQueueItem } from './assessment.presenter.js';
import { reviewAssessmentCommand } from './commands/review-assessment.command.js';
import type { AssessmentSurfaceDeps } from './assessment.ports.js';
import { updateAssessmentCommand } from './commands/update-assessment.command.js';
import { badInput } from '../../core/errors.js';

/** A revision as an HTTP entity tag. */
const revisionTag = (revision: number) => `"${revision}"`;

/** One strong tag of digits, as GET sent it: `"7"`. */
const TAG = /^"(\d{1,9})"$/;

/**
 * The review body with the revision it names: the body's own `revision`, else the If-Match header
 * (the ETag the GET answered). Both, disagreeing, are refused.
 */
function withRevision(req: Request): unknown {
  const header = req.get('if-match');
  if (header === undefined || req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) return req.body;
  const match = TAG.exec(header.trim());
  if (!match) throw badInput('If-Match must be the ETag of GET /api/assessments/{id}, e.g. "3"', 'revision');
  const revision = Number(match[1]);
  const body = req.body as Record<string, unknown>;
  if (body.revision !== undefined && body.revision !== revision) throw badInput("If-Match and the body's revision disagree", 'revision');
  return { ...body, revision };
}

/**
 * Spec section 7: /api/assessments*, /api/analytics, and PATCH /api/assessments/{id} (the
 * partial update the spec's data model names; creator or admin). GET /api/assessments takes `limit`
 * (default 20, at most 100), `cursor`, `search` and `status`; the next page's cursor comes back
 * in the `X-Next-Cursor` header (absent on the last page).
 */
export function registerAssessmentRoutes(
  router: Router,
  { assessments, analytics, reports, rules, screening, scorecards, events }: AssessmentSurfaceDeps,
): void {
  router.get(
    '/assessments',
    route('user', async (req, res, em) => {
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
    route('user', async (req, res, em) => {
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

  // The ETag is the revision: a review sends it back (If-Match or the body's revision).
  router.get(
    '/assessments/:id',
    route('user', async (req, res, em) => {
      principal(res);
      const assessment = await assessments.get(em, String(req.params.id));
      res.setHeader('ETag', revisionTag(assessment.revision));
      res.json(presentAssessment(assessment));
    }),
  );

  router.patch(
    '/assessments/:id',
    route('user', async (req, res, em) => {
      const { user } = principal(res);
      const assessment = await updateAssessmentCommand(em, rules, screening, scorecards, user, String(req.params.id), req.body);
      res.setHeader('ETag', revisionTag(assessment.revision));
      res.json(presentAssessment(assessment));
    }),
  );

  router.get(
    '/assessments/:id/audit-logs',
    route('user', async (req, res, em) => {
      principal(res);
      res.json((await assessments.auditLogs(em, String(req.params.id))).map(presentAuditLog));
    }),
  );

  router.post(
    '/assessments/:id/pdf',
    route('user', async (req, res, em) => {
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
    route('user', async (_req, res, em) => {
      principal(res);
      res.json(await analytics.overview(em));
    }),
  );
  router.post(
    '/assessments/:id/review',
    route('user', async (req, res, em) => {
      const { user } = principal(res);
      const assessment = await reviewAssessmentCommand(em, user, String(req.params.id), withRevision(req), events);
      res.setHeader('ETag', revisionTag(assessment.revision));
      res.json(presentAssessment(assessment));
    }),
  );
  router.get(
    '/reviews',
    route('user', async (_req, res, em) => {
      principal(res);
      const now = Date.now();
      res.json((await assessments.reviewQueue(em)).map((a) => presentReviewQueueItem(a, now)));
    }),
  );
}
