import type { Router } from 'express';
import { route } from '../../rest/http.js';
import { previewCreditCommand } from './commands/preview-credit.command.js';
import type { CreditSurfaceDeps } from './credit.ports.js';

/** POST /api/credit/preview (any signed-in user). */
export function registerCreditRoutes(router: Router, { scorecards }: CreditSurfaceDeps): void {
  router.post(
    '/credit/preview',
    route('user', async (req, res, em) => {
      res.json(await previewCreditCommand(em, scorecards, req.body));
    }),
  );
}
