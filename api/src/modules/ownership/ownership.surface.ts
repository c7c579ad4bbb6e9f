import type { SurfaceModule } from '../../core/module.js';
import type { OwnershipSurfaceDeps } from './ownership.ports.js';
import { OwnershipResolver } from './ownership.resolver.js';
import { registerOwnershipRoutes } from './ownership.routes.js';

/** Ownership: the wizard's preview of owners (GraphQL previewOwnership, POST /api/ownership/preview) and the catalog. */
export const ownershipSurface: SurfaceModule<OwnershipSurfaceDeps> = {
  resolvers: [OwnershipResolver],
  routes: registerOwnershipRoutes,
};
