import type { AppModule } from '../app-module.js';
import { AssessmentStats, RejectionReasonStats } from './assessment-stats.entity.js';
import { Assessment } from './assessment.entity.js';
import { AssessmentResolver } from './assessment.resolver.js';
import { registerAssessmentRoutes } from './assessment.routes.js';

/** The assessments, their decisions and the running totals analytics read. */
export const assessmentModule: AppModule = {
  entities: [Assessment, AssessmentStats, RejectionReasonStats],
  resolvers: [AssessmentResolver],
  routes: registerAssessmentRoutes,
};
