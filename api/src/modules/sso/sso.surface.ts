import type { SurfaceModule } from '../../core/module.js';
import { SsoResolver } from './sso.resolver.js';
import { registerSsoRoutes } from './sso.routes.js';
import type { SsoSurfaceDeps } from './sso.ports.js';

/** Single sign-on (OpenID Connect): GraphQL beginSsoSignIn and /api/auth/oidc/start, /api/auth/oidc/callback. */
export const ssoSurface: SurfaceModule<SsoSurfaceDeps> = {
  resolvers: [SsoResolver],
  routes: registerSsoRoutes,
};
