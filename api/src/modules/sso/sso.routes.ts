import type { Request, Response, Router } from 'express';
import { DomainError } from '../../core/errors.js';
import { route } from '../../rest/http.js';
import { signInClient } from '../auth/auth.routes.js';
import { ssoSignInCommand } from './commands/sso-sign-in.command.js';
import { ssoNotSetUp } from './oidc.service.js';
import type { SsoSurfaceDeps } from './sso.ports.js';

/** The request's own origin (as "trust proxy" tells it): the redirect URL when neither OIDC_REDIRECT_URL nor PUBLIC_URL is set. */
const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** Back to the sign-in page with a message it shows. */
function backToSignIn(res: Response, error: unknown): void {
  let message = error instanceof DomainError ? error.message : null;
  if (!message) {
    console.error('[sso] sign-in failed', error);
    message = 'Single sign-on failed. Try again or contact an administrator.';
  }
  res.redirect(302, `/signin?ssoError=${encodeURIComponent(message)}`);
}

/**
 * /api/auth/oidc/start: 302 to the provider's sign-in (404 when single sign-on is not set up; back
 * to /signin?ssoError=… when the provider cannot be reached). /api/auth/oidc/callback: where the
 * provider sends the browser back; 302 to /signin/sso#token=… (the token in the fragment, which
 * no server log or Referer ever carries), or to /signin?ssoError=… with a message to show.
 */
export function registerSsoRoutes(router: Router, deps: SsoSurfaceDeps): void {
  router.get(
    '/auth/oidc/start',
    route('public', async (req, res, em) => {
      if (!deps.oidc.enabled) throw ssoNotSetUp();
      res.setHeader('Cache-Control', 'no-store');
      try {
        const { url } = await deps.oidc.begin(em, originOf(req));
        res.redirect(302, url);
      } catch (error) {
        backToSignIn(res, error);
      }
    }),
  );

  router.get(
    '/auth/oidc/callback',
    route('public', async (req, res, em) => {
      res.setHeader('Cache-Control', 'no-store');
      try {
        if (!deps.oidc.enabled) throw ssoNotSetUp();
        const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
        const identity = await deps.oidc.finish(em, query);
        const outcome = await ssoSignInCommand(em, deps, identity, signInClient(req));
        if (outcome.refusal !== undefined) backToSignIn(res, new DomainError('FORBIDDEN', outcome.refusal));
        else res.redirect(302, `/signin/sso#token=${encodeURIComponent(outcome.token)}`);
      } catch (error) {
        backToSignIn(res, error);
      }
    }),
  );
}
