import type { AuthService } from '../auth/auth.service.js';
import type { OidcService } from './oidc.service.js';

/** What the single sign-on routes and resolver need. */
export interface SsoSurfaceDeps {
  auth: AuthService;
  oidc: OidcService;
}
