import { accountOf } from './auth.service.js';
import type { Request, Router } from 'express';
import type { SignInClient } from './auth.service.js';
import { principal, route } from '../../rest/http.js';
import { presentUser } from '../user/user.presenter.js';
import { changePasswordCommand } from './commands/change-password.command.js';
import type { AuthSurfaceDeps } from './auth.ports.js';

/** Where a REST sign-in comes from. */
export const signInClient = (req: Request): SignInClient => ({ address: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? null });

/** Spec section 7: /api/auth/*. */
export function registerAuthRoutes(router: Router, { auth }: AuthSurfaceDeps): void {
  router.get(
    '/auth/user',
    route('enrolling', async (_req, res, em) => {
      const caller = principal(res);
      const user = accountOf(caller);
      res.json({
        ...presentUser(user),
        secondFactors: await auth.secondFactorsOf(em, user.id),
        mustEnrolSecondFactor: caller.mustEnrol === true,
      });
    }),
  );

  router.patch(
    '/auth/user',
    route('user', async (req, res, em) => res.json(presentUser(await auth.updateProfile(em, principal(res).user.id, req.body)))),
  );

  router.get(
    '/auth/options',
    route('public', async (_req, res) => res.json(auth.signInOptions())),
  );

  router.post(
    '/auth/login',
    route('public', async (req, res, em) => {
      const outcome = await auth.login(em, req.body, signInClient(req));
      res.json(outcome.secondFactor ? { secondFactor: outcome.secondFactor } : { token: outcome.token, user: presentUser(outcome.user) });
    }),
  );

  router.post(
    '/auth/register',
    route('public', async (req, res, em) => res.status(201).json(presentUser(await auth.register(em, req.body, req.ip ?? 'unknown')))),
  );

  router.post(
    '/auth/password',
    route('user', async (req, res, em) => {
      await changePasswordCommand(em, auth, principal(res), req.body);
      res.json({ success: true });
    }),
  );

  router.post(
    '/auth/logout',
    route('enrolling', async (_req, res, em) => {
      await auth.logout(em, principal(res).sid);
      res.json({ success: true });
    }),
  );
}
