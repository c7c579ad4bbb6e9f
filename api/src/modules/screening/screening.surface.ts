import type { SurfaceModule } from '../../core/module.js';
import type { ScreeningSurfaceDeps } from './screening.ports.js';
import { ScreeningHitResolver } from './screening-hit.resolver.js';
import { ScreeningResolver } from './screening.resolver.js';
import { registerScreeningRoutes } from './screening.routes.js';
import { registerScreeningBudget } from './screening-budget.guard.js';

/** Watchlists, name screening and hit reviews: GraphQL and /api/admin/watchlists, /api/screening, /api/assessments/…/screening. */
export const screeningSurface: SurfaceModule<ScreeningSurfaceDeps> = {
  resolvers: [ScreeningResolver, ScreeningHitResolver],
  routes: registerScreeningRoutes,
  requestGuards: registerScreeningBudget,
};
