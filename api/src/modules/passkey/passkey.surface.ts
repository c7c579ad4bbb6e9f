import type { SurfaceModule } from '../../core/module.js';
import type { PasskeyDeps } from './passkey.ports.js';
import { PasskeyResolver } from './passkey.resolver.js';
import { registerPasskeyRoutes } from './passkey.routes.js';

/** Passkeys (WebAuthn): GraphQL and /api/auth/passkeys. */
export const passkeySurface: SurfaceModule<PasskeyDeps> = {
  resolvers: [PasskeyResolver],
  routes: registerPasskeyRoutes,
};
