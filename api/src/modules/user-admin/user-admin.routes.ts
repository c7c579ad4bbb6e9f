import type { Response, Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { proposalListing } from '../../rest/proposal-listing.js';
import {
  accountProposalView,
  approveAccountChangeCommand,
  listAccountChangeProposals,
  rejectAccountChangeCommand,
  submitAccountChangeCommand,
  type AccountChangeResult,
} from './commands/account-change.commands.js';
import { deleteUserCommand } from './commands/delete-user.command.js';
import { resetSecondFactorsCommand } from './commands/reset-second-factors.command.js';
import { suspendUserCommand } from './commands/suspend-user.command.js';
import { AccountChangeAction } from './account-change.js';
import { presentUser } from '../user/user.presenter.js';
import type { UserSurfaceDeps } from './user-admin.ports.js';

/**
 * An account change answered: applied (`status`, and `body` of the change), or stored as a proposal
 * for a second admin (REQUIRE_ADMIN_APPROVAL): 202 with the proposal.
 */
function answer(
  res: Response,
  result: AccountChangeResult,
  status: number,
  body: (r: Extract<AccountChangeResult, { applied: true }>) => unknown,
) {
  if (result.applied) res.status(status).json(body(result));
  else res.status(202).json(accountProposalView(result.proposal));
}

/** Spec section 7: /api/admin/users*, and the proposals REQUIRE_ADMIN_APPROVAL makes. Admin only. */
export function registerUserRoutes(router: Router, services: UserSurfaceDeps): void {
  const { users, auth } = services;
  router.get(
    '/admin/users',
    route('admin', async (_req, res, em) => {
      const list = await users.list(em);
      const factors = await auth.secondFactorsOfUsers(
        em,
        list.map((u) => u.id),
      );
      res.json(list.map((u) => ({ ...presentUser(u), secondFactors: factors.get(u.id) ?? [] })));
    }),
  );

  router.post(
    '/admin/users',
    route('admin', async (req, res, em) => {
      const result = await submitAccountChangeCommand(em, services, principal(res).user, {
        action: AccountChangeAction.CREATE_USER,
        user: req.body as unknown,
      });
      answer(res, result, 201, (r) => presentUser(r.user));
    }),
  );

  router.post(
    '/admin/users/:userId/approve',
    route('admin', async (req, res, em) => {
      res.json(presentUser(await users.approve(em, principal(res).user, String(req.params.userId))));
    }),
  );

  router.patch(
    '/admin/users/:userId/role',
    route('admin', async (req, res, em) => {
      const actor = principal(res).user;
      const body = (req.body ?? {}) as { role?: unknown };
      const result = await submitAccountChangeCommand(em, services, actor, {
        action: AccountChangeAction.CHANGE_ROLE,
        userId: String(req.params.userId),
        role: body.role,
      });
      answer(res, result, 200, (r) => presentUser(r.user));
    }),
  );

  router.post(
    '/admin/users/:userId/suspend',
    route('admin', async (req, res, em) => {
      const actor = principal(res).user;
      res.json(presentUser(await suspendUserCommand(em, auth, actor, String(req.params.userId))));
    }),
  );

  router.post(
    '/admin/users/:userId/second-factors/reset',
    route('admin', async (req, res, em) => {
      res.json(presentUser(await resetSecondFactorsCommand(em, auth, principal(res).user, String(req.params.userId))));
    }),
  );

  router.post(
    '/admin/users/:userId/reinstate',
    route('admin', async (req, res, em) => {
      res.json(presentUser(await users.reinstate(em, principal(res).user, String(req.params.userId))));
    }),
  );

  router.post(
    '/admin/users/:userId/password-reset',
    route('admin', async (req, res, em) => {
      const result = await submitAccountChangeCommand(em, services, principal(res).user, {
        action: AccountChangeAction.RESET_PASSWORD,
        userId: String(req.params.userId),
      });
      answer(res, result, 200, (r) => ({ temporaryPassword: r.temporaryPassword }));
    }),
  );

  router.delete(
    '/admin/users/:userId',
    route('admin', async (req, res, em) => {
      const actor = principal(res).user;
      await deleteUserCommand(em, services, actor, String(req.params.userId));
      res.json({ success: true });
    }),
  );

  router.get(
    '/admin/account-proposals',
    route('admin', async (req, res, em) => {
      const { status, limit } = proposalListing(req);
      res.json((await listAccountChangeProposals(em, status, limit)).map(accountProposalView));
    }),
  );
  router.post(
    '/admin/account-proposals/:id/approve',
    route('admin', async (req, res, em) => {
      const approved = await approveAccountChangeCommand(em, auth, principal(res).user, String(req.params.id));
      res.json({
        proposal: accountProposalView(approved.proposal),
        user: presentUser(approved.user),
        temporaryPassword: approved.temporaryPassword,
      });
    }),
  );
  router.post(
    '/admin/account-proposals/:id/reject',
    route('admin', async (req, res, em) => {
      res.json(accountProposalView(await rejectAccountChangeCommand(em, principal(res).user, String(req.params.id), req.body)));
    }),
  );
}
