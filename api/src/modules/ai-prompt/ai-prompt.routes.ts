import type { Router } from 'express';
import type { Services } from '../../core/services.js';
import { admin, route } from '../../rest/http.js';

/** Spec section 7: /api/admin/ai-prompts*. Admin only. */
export function registerAiPromptRoutes(router: Router, { aiPrompts }: Services): void {
  router.get(
    '/admin/ai-prompts',
    route(async (_req, res) => {
      admin(res);
      res.json(await aiPrompts.list());
    }),
  );
  router.post(
    '/admin/ai-prompts',
    route(async (req, res) => {
      admin(res);
      res.status(201).json(await aiPrompts.create(req.body));
    }),
  );
  router.patch(
    '/admin/ai-prompts/:id',
    route(async (req, res) => {
      admin(res);
      res.json(await aiPrompts.update(String(req.params.id), req.body));
    }),
  );
  router.delete(
    '/admin/ai-prompts/:id',
    route(async (req, res) => {
      admin(res);
      await aiPrompts.delete(String(req.params.id));
      res.json({ success: true });
    }),
  );
}
