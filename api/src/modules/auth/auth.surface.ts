import type { SurfaceModule } from '../../core/module.js';
import type { AuthSurfaceDeps } from './auth.ports.js';
import { AuthResolver } from './auth.resolver.js';
import { SecondFactorFieldsResolver } from './second-factor.resolver.js';
import { registerAuthRoutes } from './auth.routes.js';

/** Sign-in, sign-up, profile and password: GraphQL and /api/auth. */
export const authSurface: SurfaceModule<AuthSurfaceDeps> = {
  resolvers: [AuthResolver, SecondFactorFieldsResolver],
  routes: registerAuthRoutes,
};
