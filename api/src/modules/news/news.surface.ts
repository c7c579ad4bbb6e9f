import type { SurfaceModule } from '../../core/module.js';
import type { NewsSurfaceDeps } from './news.ports.js';
import { NewsResolver } from './news.resolver.js';
import { registerNewsRoutes } from './news.routes.js';

/** News summaries and scans: GraphQL and /api/assessments/…news. */
export const newsSurface: SurfaceModule<NewsSurfaceDeps> = {
  resolvers: [NewsResolver],
  routes: registerNewsRoutes,
};
