import { Router } from 'express';
import type { BoundSurface } from '../core/module.js';
import { jsonBody } from '../http/json-body.js';
import { queryTextGuard } from '../http/safe-text-guard.js';
import { requestScope, type RequestScopeDeps } from '../http/request-scope.js';
import { errorHandler } from './http.js';

/** Largest JSON body outside the batch (and list-import) paths, which have their own limits. */
export const MAX_JSON_BODY = 1024 * 1024;

/** The thin REST shim of spec section 7, over the same services as the GraphQL resolvers: every surface's routes. */
export function restRouter(deps: RequestScopeDeps, surfaces: readonly BoundSurface[]): Router {
  const router = Router();
  // The caller is known before any body is read: without a valid token every body stops at 64 KB,
  // whatever the route (json-body.ts), so the large-body routes are open to signed-in users only.
  router.use(requestScope(deps));
  router.use(queryTextGuard);
  for (const surface of surfaces) surface.requestGuards(router);
  for (const surface of surfaces) surface.bodyParsers(router);
  // Every other body is small: the largest valid assessment is ~20 kB, so 1 MB still lets an
  // oversized field be refused by name, while bounding what a request can make us parse.
  router.use(jsonBody({ limit: MAX_JSON_BODY }));
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  for (const surface of surfaces) surface.routes(router);
  router.use((req, res) => {
    res.status(404).type('text/plain').send(`No route for ${req.method} /api${req.path}`);
  });
  router.use(errorHandler);
  return router;
}
