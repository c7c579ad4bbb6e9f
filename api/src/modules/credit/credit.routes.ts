import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { previewCreditCommand } from './commands/preview-credit.command.js';
import type { CreditSurfaceDeps } from './credit.ports.js';

/** POST /api/credit/preview (any signed-in user). */
export function registerCreditRoutes(router: Router, { scorecards }: CreditSurfaceDeps): void {
  router.post(
    '/credit/preview',
    route(async (req, res, em) => {
      principal(res);
      res.json(await previewCreditCommand(em, scorecards, req.body));
    }),
  );
}
