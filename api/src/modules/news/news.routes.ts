import type { Router } from 'express';
import type { Services } from '../../core/services.js';
import { principal, route } from '../../rest/http.js';

/** Spec section 7: POST /api/assessments/summarize-news {url} → {summary}; POST /api/assessments/{id}/scan-news → {articles}. */
export function registerNewsRoutes(router: Router, { news }: Services): void {
  router.post(
    '/assessments/summarize-news',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      res.json(await news.summarize(principal(res).user, { url: body.url }));
    }),
  );

  router.post(
    '/assessments/:id/scan-news',
    route(async (req, res) => {
      const scan = await news.scan(principal(res).user, String(req.params.id));
      res.json({ articles: scan.articles, negativeCount: scan.negativeCount, method: scan.method, scannedAt: scan.createdAt });
    }),
  );
}
