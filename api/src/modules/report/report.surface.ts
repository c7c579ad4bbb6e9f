import type { SurfaceModule } from '../../core/module.js';
import type { ReportSurfaceDeps } from './report.ports.js';
import { ReportResolver } from './report.resolver.js';
import { registerReportRoutes } from './report.routes.js';

/** PDF reports: GraphQL, and POST /api/assessments/{id}/pdf. */
export const reportSurface: SurfaceModule<ReportSurfaceDeps> = {
  resolvers: [ReportResolver],
  routes: registerReportRoutes,
};
