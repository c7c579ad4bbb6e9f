import type { Router } from 'express';
import type { Services } from '../../core/services.js';
import { admin, route } from '../../rest/http.js';

/** Spec section 7: /api/admin/rules*. Admin only. */
export function registerRuleRoutes(router: Router, { rules }: Services): void {
  router.get(
    '/admin/rules',
    route(async (_req, res) => {
      admin(res);
      res.json(await rules.list());
    }),
  );
  router.post(
    '/admin/rules',
    route(async (req, res) => {
      res.status(201).json(await rules.create(admin(res).user, req.body));
    }),
  );
  router.patch(
    '/admin/rules/:id',
    route(async (req, res) => {
      res.json(await rules.update(admin(res).user, String(req.params.id), req.body));
    }),
  );
  router.delete(
    '/admin/rules/:id',
    route(async (req, res) => {
      await rules.delete(admin(res).user, String(req.params.id));
      res.json({ success: true });
    }),
  );
}
