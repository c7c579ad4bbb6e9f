import type { Router } from 'express';
import type { Services } from '../../core/services.js';
import { principal, route } from '../../rest/http.js';

/** Spec section 7: POST /api/assessments/summarize-news {url} → {summary} (plus title, url, method). */
export function registerNewsRoutes(router: Router, { news }: Services): void {
  router.post(
    '/assessments/summarize-news',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      res.json(await news.summarize(principal(res).user, { url: body.url }));
    }),
  );
}
