import type { Router } from 'express';
import type { Services } from '../../services.js';
import { admin, route } from '../../rest/http.js';
import { changeUserRoleCommand } from './commands/change-user-role.command.js';
import { deleteUserCommand } from './commands/delete-user.command.js';
import { resetUserPasswordCommand } from './commands/reset-user-password.command.js';
import { suspendUserCommand } from './commands/suspend-user.command.js';
import { presentUser } from './user.presenter.js';

/** Spec section 7: /api/admin/users*. Admin only. */
export function registerUserRoutes(router: Router, { users, auth }: Services): void {
  router.get(
    '/admin/users',
    route(async (_req, res, em) => {
      admin(res);
      res.json((await users.list(em)).map(presentUser));
    }),
  );

  router.post(
    '/admin/users',
    route(async (req, res, em) => {
      admin(res);
      res.status(201).json(presentUser(await users.create(em, req.body)));
    }),
  );

  router.post(
    '/admin/users/:userId/approve',
    route(async (req, res, em) => {
      admin(res);
      res.json(presentUser(await users.approve(em, String(req.params.userId))));
    }),
  );

  router.patch(
    '/admin/users/:userId/role',
    route(async (req, res, em) => {
      const actor = admin(res).user;
      res.json(presentUser(await changeUserRoleCommand(em, auth, actor, String(req.params.userId), req.body)));
    }),
  );

  router.post(
    '/admin/users/:userId/suspend',
    route(async (req, res, em) => {
      const actor = admin(res).user;
      res.json(presentUser(await suspendUserCommand(em, auth, actor, String(req.params.userId))));
    }),
  );

  router.post(
    '/admin/users/:userId/reinstate',
    route(async (req, res, em) => {
      admin(res);
      res.json(presentUser(await users.reinstate(em, String(req.params.userId))));
    }),
  );

  router.post(
    '/admin/users/:userId/password-reset',
    route(async (req, res, em) => {
      admin(res);
      res.json(await resetUserPasswordCommand(em, auth, String(req.params.userId)));
    }),
  );

  router.delete(
    '/admin/users/:userId',
    route(async (req, res, em) => {
      const actor = admin(res).user;
      await deleteUserCommand(em, auth, actor, String(req.params.userId));
      res.json({ success: true });
    }),
  );
}
