import type { Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { signInClient } from '../auth/auth.routes.js';
import { presentUser } from '../user/user.presenter.js';
import {
  beginTotpEnrolmentCommand,
  completeSignInWithCodeCommand,
  confirmTotpEnrolmentCommand,
  disableTotpCommand,
  regenerateRecoveryCodesCommand,
  totpStatusCommand,
} from './commands/totp.commands.js';
import type { TotpDeps } from './totp.ports.js';

/**
 * /api/auth/mfa: GET the caller's second factors and authenticator app ({methods, enrolled,
 * pending, enrolledAt, recoveryCodesLeft}); POST totp/setup → {secret, uri}; POST totp/confirm
 * {code} → {recoveryCodes}; POST totp/disable {code}; POST recovery-codes {code} → {recoveryCodes};
 * POST verify {challenge, code} → {token, user} (public: the second step of a password sign-in).
 */
export function registerTotpRoutes(router: Router, deps: TotpDeps): void {
  router.get(
    '/auth/mfa',
    route('enrolling', async (_req, res, em) => {
      const caller = principal(res).user;
      res.json({ methods: await deps.auth.secondFactorsOf(em, caller.id), ...(await totpStatusCommand(em, deps, caller)) });
    }),
  );
  router.post(
    '/auth/mfa/totp/setup',
    route('enrolling', async (_req, res, em) => res.json(await beginTotpEnrolmentCommand(em, deps, principal(res).user))),
  );
  router.post(
    '/auth/mfa/totp/confirm',
    route('enrolling', async (req, res, em) =>
      res.json({ recoveryCodes: await confirmTotpEnrolmentCommand(em, deps, principal(res).user, req.body) }),
    ),
  );
  router.post(
    '/auth/mfa/totp/disable',
    route('user', async (req, res, em) => {
      await disableTotpCommand(em, deps, principal(res).user, req.body);
      res.json({ success: true });
    }),
  );
  router.post(
    '/auth/mfa/recovery-codes',
    route('user', async (req, res, em) =>
      res.json({ recoveryCodes: await regenerateRecoveryCodesCommand(em, deps, principal(res).user, req.body) }),
    ),
  );
  router.post(
    '/auth/mfa/verify',
    route('public', async (req, res, em) => {
      const { token, user } = await completeSignInWithCodeCommand(em, deps, req.body, signInClient(req));
      res.json({ token, user: presentUser(user) });
    }),
  );
}
