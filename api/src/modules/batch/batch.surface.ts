import type { SurfaceModule } from '../../core/module.js';
import type { BatchSurfaceDeps } from './batch.ports.js';
import { BatchResolver } from './batch.resolver.js';
import { registerBatchRoutes } from './batch.routes.js';

/** CSV batch uploads: GraphQL and /api/batch. */
export const batchSurface: SurfaceModule<BatchSurfaceDeps> = {
  resolvers: [BatchResolver],
  routes: registerBatchRoutes,
};
