import type { SurfaceModule } from '../../core/module.js';
import type { AssessmentSurfaceDeps } from './assessment.ports.js';
import { AssessmentResolver } from './assessment.resolver.js';
import { registerAssessmentRoutes } from './assessment.routes.js';

/** Assessments, their reviews and the analytics: GraphQL and /api/assessments, /api/reviews, /api/analytics. */
export const assessmentSurface: SurfaceModule<AssessmentSurfaceDeps> = {
  resolvers: [AssessmentResolver],
  routes: registerAssessmentRoutes,
};
