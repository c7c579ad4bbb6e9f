import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import type { AiPromptSurfaceDeps } from './ai-prompt.ports.js';

/** Spec section 7: /api/admin/ai-prompts*. Admin only. */
export function registerAiPromptRoutes(router: Router, { aiPrompts, config }: AiPromptSurfaceDeps): void {
  // Whether the prompts are used at all: without OPENAI_API_KEY the built-in offline methods answer.
  router.get(
    '/admin/ai-model',
    route('admin', (_req, res) => {
      res.json({ configured: Boolean(config.OPENAI_API_KEY) });
      return Promise.resolve();
    }),
  );
  router.get(
    '/admin/ai-prompts',
    route('admin', async (_req, res, em) => {
      res.json(await aiPrompts.list(em));
    }),
  );
  router.post(
    '/admin/ai-prompts',
    route('admin', async (req, res, em) => {
      res.status(201).json(await aiPrompts.create(em, principal(res).user, req.body));
    }),
  );
  router.patch(
    '/admin/ai-prompts/:id',
    route('admin', async (req, res, em) => {
      res.json(await aiPrompts.update(em, principal(res).user, String(req.params.id), req.body));
    }),
  );
  router.delete(
    '/admin/ai-prompts/:id',
    route('admin', async (req, res, em) => {
      await aiPrompts.delete(em, principal(res).user, String(req.params.id));
      res.json({ success: true });
    }),
  );
}
