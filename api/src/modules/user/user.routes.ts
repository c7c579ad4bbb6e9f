import type { Router } from 'express';
import type { Services } from '../../core/services.js';
import { admin, route } from '../../rest/http.js';
import { presentUser } from './user.presenter.js';

/** Spec section 7: /api/admin/users*. Admin only. */
export function registerUserRoutes(router: Router, { users }: Services): void {
  router.get(
    '/admin/users',
    route(async (_req, res) => {
      admin(res);
      res.json((await users.list()).map(presentUser));
    }),
  );

  router.post(
    '/admin/users',
    route(async (req, res) => {
      admin(res);
      res.status(201).json(presentUser(await users.create(req.body)));
    }),
  );

  router.post(
    '/admin/users/:userId/approve',
    route(async (req, res) => {
      admin(res);
      res.json(presentUser(await users.approve(String(req.params.userId))));
    }),
  );

  router.patch(
    '/admin/users/:userId/role',
    route(async (req, res) => {
      const actor = admin(res).user;
      res.json(presentUser(await users.changeRole(actor, String(req.params.userId), req.body)));
    }),
  );

  router.post(
    '/admin/users/:userId/suspend',
    route(async (req, res) => {
      const actor = admin(res).user;
      res.json(presentUser(await users.suspend(actor, String(req.params.userId))));
    }),
  );

  router.post(
    '/admin/users/:userId/reinstate',
    route(async (req, res) => {
      admin(res);
      res.json(presentUser(await users.reinstate(String(req.params.userId))));
    }),
  );

  router.post(
    '/admin/users/:userId/password-reset',
    route(async (req, res) => {
      admin(res);
      res.json(await users.resetPassword(String(req.params.userId)));
    }),
  );

  router.delete(
    '/admin/users/:userId',
    route(async (req, res) => {
      const actor = admin(res).user;
      await users.delete(actor, String(req.params.userId));
      res.json({ success: true });
    }),
  );
}
