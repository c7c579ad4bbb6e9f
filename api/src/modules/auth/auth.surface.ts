import type { SurfaceModule } from '../../core/module.js';
import type { AuthSurfaceDeps } from './auth.ports.js';
import { AuthResolver } from './auth.resolver.js';
import { SecondFactorFieldsResolver } from './second-factor.resolver.js';
import { registerAuthRoutes } from './auth.routes.js';
import { SessionsResolver } from './sessions.resolver.js';
import { registerSessionRoutes } from './sessions.routes.js';

/** Sign-in, sign-up, profile, password and the user's own sessions: GraphQL and /api/auth. */
export const authSurface: SurfaceModule<AuthSurfaceDeps> = {
  resolvers: [AuthResolver, SecondFactorFieldsResolver, SessionsResolver],
  routes: (router, deps) => {
    registerAuthRoutes(router, deps);
    registerSessionRoutes(router, deps);
  },
};
