import type { SurfaceModule } from '../../core/module.js';
import { ApiKeyResolver } from './api-key.resolver.js';
import { registerApiKeyRoutes } from './api-key.routes.js';
import type { ApiKeyDeps } from './commands/api-key.commands.js';

/** API keys for integrators: GraphQL and /api/admin/api-keys. */
export const apiKeySurface: SurfaceModule<ApiKeyDeps> = {
  resolvers: [ApiKeyResolver],
  routes: registerApiKeyRoutes,
};
