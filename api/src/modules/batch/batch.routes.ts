import type { Router } from 'express';
import { ApiScope } from '../../core/api-scope.js';
import { principal, route } from '../../rest/http.js';
import { uploadBatchCommand } from './commands/upload-batch.command.js';
import { MAX_CSV_BYTES } from './batch-csv.js';
import { batchAssessmentsPage } from './batch-assessments.js';
import { batchAssessment, presentBatch } from './batch.presenter.js';
import { batchPageOfQuery } from './dto/batch-assessments.args.js';
import type { BatchSurfaceDeps } from './batch.ports.js';

/**
 * The upload's body: room for a 10 MB CSV as JSON text (escaping grows it), so the service can
 * answer an oversized file with its own clear 413; parsed off the event loop.
 */
const BATCH_BODY_BYTES = MAX_CSV_BYTES * 2 + 1024;

/** Spec section 7: /api/batch*. */
export function registerBatchRoutes(router: Router, { batches, assessments, queue, screening }: BatchSurfaceDeps): void {
  router.post(
    '/batch/upload',
    route({ access: 'user', scope: ApiScope.ASSESS, maxBody: BATCH_BODY_BYTES }, async (req, res, em) =>
      res.status(202).json(await uploadBatchCommand(em, queue, screening, principal(res).user, req.body)),
    ),
  );
  router.get(
    '/batch',
    route('user', async (_req, res, em) => {
      res.json((await batches.list(em)).map(presentBatch));
    }),
  );
  router.get(
    '/batch/:id',
    route('user', async (req, res, em) => {
      res.json(presentBatch(await batches.get(em, String(req.params.id))));
    }),
  );
  // The assessments its rows became, in row order: ?limit (1–200, default 50) &afterRow for the next page; 400 naming either outside its range.
  router.get(
    '/batch/:id/assessments',
    route('user', async (req, res, em) => {
      const batch = await batches.get(em, String(req.params.id));
      const rows = await batchAssessmentsPage(em, assessments, batch.id, batchPageOfQuery(req.query));
      res.json(rows.map(batchAssessment));
    }),
  );
}
