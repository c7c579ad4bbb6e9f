import type { SurfaceModule } from '../../core/module.js';
import type { AlertSurfaceDeps } from './alert.ports.js';
import { AlertResolver, AssessmentAlertsResolver } from './alert.resolver.js';
import { registerAlertRoutes } from './alert.routes.js';
import { HitReviewResolver } from './hit-review.resolver.js';

/** Alerts and findings on screening hits: GraphQL, /api/alerts and /api/assessments/{id}/screening/hits/{hitId}/review. */
export const alertSurface: SurfaceModule<AlertSurfaceDeps> = {
  resolvers: [AlertResolver, AssessmentAlertsResolver, HitReviewResolver],
  routes: registerAlertRoutes,
};
