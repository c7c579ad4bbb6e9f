import type { SurfaceModule } from '../../core/module.js';
import type { ReportSurfaceDeps } from './report.ports.js';
import { ReportResolver } from './report.resolver.js';

/** PDF reports over GraphQL (REST: POST /api/assessments/{id}/pdf, in the assessment surface). */
export const reportSurface: SurfaceModule<ReportSurfaceDeps> = {
  resolvers: [ReportResolver],
};
