import type { SurfaceModule } from '../../core/module.js';
import type { AlertSurfaceDeps } from './alert.ports.js';
import { AlertResolver, AssessmentAlertsResolver } from './alert.resolver.js';
import { registerAlertRoutes } from './alert.routes.js';

/** Alerts: GraphQL and /api/alerts. */
export const alertSurface: SurfaceModule<AlertSurfaceDeps> = {
  resolvers: [AlertResolver, AssessmentAlertsResolver],
  routes: registerAlertRoutes,
};
