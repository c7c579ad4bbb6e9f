import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { endOtherSessionsCommand, endSessionCommand, listSessionsCommand, type SessionDeps } from './commands/sessions.commands.js';

/**
 * /api/auth/sessions (the signed-in user's own): GET the list; DELETE /{id} ends one → {success,
 * current}; POST /end-others ends all but the one in use → {ended}. API keys are refused (403).
 */
export function registerSessionRoutes(router: Router, deps: SessionDeps): void {
  router.get(
    '/auth/sessions',
    route('user', async (_req, res, em) => res.json(await listSessionsCommand(em, principal(res)))),
  );
  router.delete(
    '/auth/sessions/:id',
    route('user', async (req, res, em) => {
      const { current } = await endSessionCommand(em, deps, principal(res), String(req.params.id));
      res.json({ success: true, current });
    }),
  );
  router.post(
    '/auth/sessions/end-others',
    route('user', async (_req, res, em) => res.json({ ended: await endOtherSessionsCommand(em, deps, principal(res)) })),
  );
}
