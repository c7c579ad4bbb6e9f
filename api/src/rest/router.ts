import express, { Router } from 'express';
import type { Services } from '../core/services.js';
import { registerAiPromptRoutes } from '../modules/ai-prompt/ai-prompt.routes.js';
import { registerAssessmentRoutes } from '../modules/assessment/assessment.routes.js';
import { registerNewsRoutes } from '../modules/news/news.routes.js';
import { registerAuthRoutes } from '../modules/auth/auth.routes.js';
import { batchUploadBodyParser, registerBatchRoutes } from '../modules/batch/batch.routes.js';
import { registerRuleRoutes } from '../modules/rule/rule.routes.js';
import { registerUserRoutes } from '../modules/user/user.routes.js';
import { safeTextGuard } from '../http/safe-text-guard.js';
import { authenticate, errorHandler } from './http.js';

/** Largest JSON body outside the batch (and list-import) paths, which have their own limits. */
export const MAX_JSON_BODY = '1mb';

/** The thin REST shim of spec section 7, over the same services as the GraphQL resolvers. */
export function restRouter(services: Services): Router {
  const router = Router();
  router.post('/batch/upload', batchUploadBodyParser);
  // Every other body is small: the largest valid assessment is ~20 kB, so 1 MB still lets an
  // oversized field be refused by name, while bounding what a request can make us parse.
  router.use(express.json({ limit: MAX_JSON_BODY }));
  router.use(safeTextGuard('body', 'query'));
  router.use(authenticate(services));
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  registerAuthRoutes(router, services);
  registerUserRoutes(router, services);
  registerNewsRoutes(router, services);
  registerAssessmentRoutes(router, services);
  registerRuleRoutes(router, services);
  registerBatchRoutes(router, services);
  registerAiPromptRoutes(router, services);
  router.use((req, res) => {
    res.status(404).type('text/plain').send(`No route for ${req.method} /api${req.path}`);
  });
  router.use(errorHandler);
  return router;
}
