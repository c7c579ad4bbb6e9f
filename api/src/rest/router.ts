import express, { Router } from 'express';
import type { Services } from '../services.js';
import { MODULES } from '../modules/index.js';
import { safeTextGuard } from '../http/safe-text-guard.js';
import { requestScope } from '../http/request-scope.js';
import { errorHandler } from './http.js';

/** Largest JSON body outside the batch (and list-import) paths, which have their own limits. */
export const MAX_JSON_BODY = '1mb';

/** The thin REST shim of spec section 7, over the same services as the GraphQL resolvers. */
export function restRouter(services: Services): Router {
  const router = Router();
  for (const module of MODULES) module.bodyParsers?.(router);
  // Every other body is small: the largest valid assessment is ~20 kB, so 1 MB still lets an
  // oversized field be refused by name, while bounding what a request can make us parse.
  router.use(express.json({ limit: MAX_JSON_BODY }));
  router.use(safeTextGuard('body', 'query'));
  router.use(requestScope(services));
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  for (const module of MODULES) module.routes?.(router, services);
  router.use((req, res) => {
    res.status(404).type('text/plain').send(`No route for ${req.method} /api${req.path}`);
  });
  router.use(errorHandler);
  return router;
}
