import type { Router } from 'express';
import { ApiScope } from '../../core/api-scope.js';
import { principal, route } from '../../rest/http.js';
import type { NewsSurfaceDeps } from './news.ports.js';

/**
 * Spec section 7: POST /api/assessments/summarize-news {url} → {summary}; POST /api/assessments/{id}/scan-news → {articles}.
 * GET /api/demo-news/:slug: a fictional article of the demo's news (NEWS_SOURCE=demo), public like
 * any news page its scan links to; 404 otherwise.
 */
export function registerNewsRoutes(router: Router, { news }: NewsSurfaceDeps): void {
  router.post(
    '/assessments/summarize-news',
    route({ access: 'user', scope: ApiScope.ASSESS }, async (req, res, em) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      res.json(await news.summarize(em, principal(res).user, { url: body.url }));
    }),
  );

  router.post(
    '/assessments/:id/scan-news',
    route({ access: 'user', scope: ApiScope.ASSESS }, async (req, res, em) => {
      const scan = await news.scan(em, principal(res).user, String(req.params.id));
      res.json({ articles: scan.articles, negativeCount: scan.negativeCount, method: scan.method, scannedAt: scan.createdAt });
    }),
  );

  router.get(
    '/demo-news/:slug',
    route('public', async (req, res) => {
      res.type('html').send(news.demoArticle(String(req.params.slug)));
    }),
  );
}
