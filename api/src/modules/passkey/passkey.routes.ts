import type { Request, Router } from 'express';
import { principal, route } from '../../rest/http.js';
import { signInClient } from '../auth/auth.routes.js';
import { presentUser } from '../user/user.presenter.js';
import { deletePasskeyCommand, listPasskeysCommand, renamePasskeyCommand } from './commands/passkey.commands.js';
import type { PasskeyDeps } from './passkey.ports.js';

/** A WebAuthn answer is a few kilobytes; nothing a passkey route reads comes near this. */
const MAX_PASSKEY_BODY = 64 * 1024;

/** Where the request was sent (`protocol://Host`): the relying party unless WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN or PUBLIC_URL say otherwise. */
export const requestOrigin = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * /api/auth/passkeys: POST /registration/options → {challengeId, options}; POST /registration
 * {challengeId, response, name} → 201 the passkey; GET the own list; PATCH /{id} {name}; DELETE /{id};
 * POST /sign-in/options → {challengeId, options}; POST /sign-in {challengeId, response} → {token, user};
 * POST /second-factor/options {challenge} → {challengeId, options}; POST /second-factor {challenge, response} → {token, user}.
 */
export function registerPasskeyRoutes(router: Router, { passkeys, auth }: PasskeyDeps): void {
  const enrolling = { access: 'enrolling', maxBody: MAX_PASSKEY_BODY } as const;
  const signedIn = { access: 'user', maxBody: MAX_PASSKEY_BODY } as const;
  const open = { access: 'public', maxBody: MAX_PASSKEY_BODY } as const;

  router.post(
    '/auth/passkeys/registration/options',
    route(enrolling, async (req, res, em) => res.json(await passkeys.registrationOptions(em, principal(res).user, requestOrigin(req)))),
  );
  router.post(
    '/auth/passkeys/registration',
    route(enrolling, async (req, res, em) =>
      res.status(201).json(await passkeys.register(em, principal(res).user, req.body, requestOrigin(req))),
    ),
  );
  router.get(
    '/auth/passkeys',
    route('enrolling', async (_req, res, em) => res.json(await listPasskeysCommand(em, principal(res).user))),
  );
  router.patch(
    '/auth/passkeys/:id',
    route(signedIn, async (req, res, em) => res.json(await renamePasskeyCommand(em, principal(res).user, String(req.params.id), req.body))),
  );
  router.delete(
    '/auth/passkeys/:id',
    route('user', async (req, res, em) => {
      await deletePasskeyCommand(em, { auth }, principal(res).user, String(req.params.id));
      res.json({ success: true });
    }),
  );
  router.post(
    '/auth/passkeys/sign-in/options',
    route(open, async (req, res, em) => res.json(await passkeys.signInOptions(em, signInClient(req), requestOrigin(req)))),
  );
  router.post(
    '/auth/passkeys/sign-in',
    route(open, async (req, res, em) => {
      const { token, user } = await passkeys.signIn(em, req.body, signInClient(req), requestOrigin(req));
      res.json({ token, user: presentUser(user) });
    }),
  );
  router.post(
    '/auth/passkeys/second-factor/options',
    route(open, async (req, res, em) => res.json(await passkeys.secondFactorOptions(em, req.body, requestOrigin(req)))),
  );
  router.post(
    '/auth/passkeys/second-factor',
    route(open, async (req, res, em) => {
      const { token, user } = await passkeys.completeSecondFactor(em, req.body, signInClient(req), requestOrigin(req));
      res.json({ token, user: presentUser(user) });
    }),
  );
}
