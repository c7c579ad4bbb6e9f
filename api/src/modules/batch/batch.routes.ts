import type { Router } from 'express';
import { jsonBody } from '../../http/json-body.js';
import { principal, route } from '../../rest/http.js';
import { uploadBatchCommand } from './commands/upload-batch.command.js';
import { MAX_CSV_BYTES } from './batch-csv.js';
import { batchAssessment, presentBatch } from './batch.presenter.js';
import type { BatchSurfaceDeps } from './batch.ports.js';

/** Spec section 7: /api/batch*. */
export function registerBatchRoutes(router: Router, { batches, assessments, queue, screening }: BatchSurfaceDeps): void {
  router.post(
    '/batch/upload',
    route(async (req, res, em) => res.status(202).json(await uploadBatchCommand(em, queue, screening, principal(res).user, req.body))),
  );
  router.get(
    '/batch',
    route(async (_req, res, em) => {
      principal(res);
      res.json((await batches.list(em)).map(presentBatch));
    }),
  );
  router.get(
    '/batch/:id',
    route(async (req, res, em) => {
      principal(res);
      res.json(presentBatch(await batches.get(em, String(req.params.id))));
    }),
  );
  // The assessments its rows became, in row order: ?limit (1–200, default 50) &afterRow for the next page.
  router.get(
    '/batch/:id/assessments',
    route(async (req, res, em) => {
      principal(res);
      const batch = await batches.get(em, String(req.params.id));
      const rows = await assessments.ofBatch(em, batch.id, Number(req.query.limit ?? 50), Number(req.query.afterRow ?? 0));
      res.json(rows.map(batchAssessment));
    }),
  );
}

/**
 * The upload's body parser: room for a 10 MB CSV as JSON text (escaping grows it), so the service
 * can answer an oversized file with its own clear 413; signed-in callers only (64 KB otherwise),
 * parsed off the event loop. Mounted before the general parser.
 */
export const batchUploadBodyParser = jsonBody({ limit: MAX_CSV_BYTES * 2 + 1024 });
