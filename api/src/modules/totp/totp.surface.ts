import type { SurfaceModule } from '../../core/module.js';
import { TotpResolver } from './totp.resolver.js';
import { registerTotpRoutes } from './totp.routes.js';
import type { TotpDeps } from './totp.ports.js';

/** Authenticator apps (TOTP) and recovery codes: GraphQL and /api/auth/mfa. */
export const totpSurface: SurfaceModule<TotpDeps> = {
  resolvers: [TotpResolver],
  routes: registerTotpRoutes,
};
