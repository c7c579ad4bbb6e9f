import { Router } from 'express';
import type { BoundSurface } from '../core/module.js';
import { queryTextGuard } from '../http/safe-text-guard.js';
import { requestScope, type RequestScopeDeps } from '../http/request-scope.js';
import { errorHandler, route } from './http.js';

/** The thin REST shim of spec section 7, over the same services as the GraphQL resolvers: every surface's routes. */
export function restRouter(deps: RequestScopeDeps, surfaces: readonly BoundSurface[]): Router {
  const router = Router();
  // The caller is known before any body is read: each route admits it or not by the access it
  // declares (`route`), and only then reads its body, up to its own limit.
  router.use(requestScope(deps));
  router.use(queryTextGuard);
  for (const surface of surfaces) surface.requestGuards(router);
  router.get(
    '/health',
    route('public', (_req, res) => {
      res.json({ status: 'ok' });
      return Promise.resolve();
    }),
  );
  for (const surface of surfaces) surface.routes(router);
  router.use((req, res) => {
    res.status(404).type('text/plain').send(`No route for ${req.method} /api${req.path}`);
  });
  router.use(errorHandler);
  return router;
}
