import type { Request, Response, Router } from 'express';
import { ApiScope } from '../../core/api-scope.js';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { attachment, principal, route } from '../../rest/http.js';
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
 * A review or update body with the revision it names: the body's own `revision`, else the If-Match
 * header (the ETag the GET answered). Both, disagreeing, are refused.
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
 * Writes `lines` as they come, waiting while the caller reads slowly; a caller who leaves stops the
 * reading. The status is sent with the first line, so a failure after it can only break the
 * download (the caller sees a truncated file), never answer an error status.
 */
async function streamLines(res: Response, lines: AsyncIterable<string>): Promise<void> {
  try {
    await pipeline(Readable.from(lines), res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('[rest] streamed download failed', error);
  }
}

/**
 * Spec section 7: /api/assessments*, /api/analytics, and PATCH /api/assessments/{id} (the
 * partial update the spec's data model names; creator or admin). GET /api/assessments takes `limit`
 * (default 20, at most 100), `cursor`, `search`, `status` and `sort` (created_desc by default,
 * grade_asc …); the next page's cursor comes back in the `X-Next-Cursor` header (absent on the last
 * page), how many match in `X-Total-Count` (with `X-Total-Count-Capped: true` past the count's
 * limit). GET /api/assessments/export.csv takes the same `search`, `status` and `sort` and streams
 * every matching row as CSV.
 */
export function registerAssessmentRoutes(
  router: Router,
  { assessments, analytics, rules, screening, scorecards, events, cases, ownershipSettings }: AssessmentSurfaceDeps,
): void {
  router.get(
    '/assessments',
    route('user', async (req, res, em) => {
      principal(res);
      const { limit, ...rest } = req.query;
      const page = await assessments.list(em, { ...rest, ...(limit !== undefined && { limit: Number(limit) }) });
      if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
      res.setHeader('X-Total-Count', String(page.total));
      if (page.totalCapped) res.setHeader('X-Total-Count-Capped', 'true');
      res.json(page.items.map(presentListItem));
    }),
  );

  // Before /assessments/:id, which would take "export.csv" for an id.
  router.get(
    '/assessments/export.csv',
    route('user', async (req, res, em) => {
      principal(res);
      const { fileName, lines } = await assessments.exportCsv(em, req.query);
      res.status(200).type('text/csv; charset=utf-8').setHeader('Content-Disposition', attachment(fileName));
      await streamLines(res, lines);
    }),
  );

  // Idempotency-Key: a repeated request answers 200 with the assessment the key made (Idempotent-Replayed: true).
  router.post(
    '/assessments',
    route({ access: 'user', scope: ApiScope.ASSESS }, async (req, res, em) => {
      const key = req.get('idempotency-key');
      const { assessment, created } = await createAssessmentCommand(
        em,
        rules,
        screening,
        scorecards,
        principal(res).user,
        req.body,
        events,
        cases,
        ownershipSettings,
        key,
      );
      if (!created) res.setHeader('Idempotent-Replayed', 'true');
      res.status(created ? 201 : 200).json(presentAssessment(assessment));
    }),
  );

  // The ETag is the revision: a review or an update sends it back (If-Match or the body's revision).
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
      const assessment = await updateAssessmentCommand(
        em,
        { rules, screening, scorecards, cases, ownershipSettings },
        user,
        String(req.params.id),
        withRevision(req),
      );
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
      const assessment = await reviewAssessmentCommand(em, user, String(req.params.id), withRevision(req), events, scorecards);
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
