import type { AppModule } from '../app-module.js';
import { renderReportJob } from './render-report.job.js';
import { REPORT_QUEUE } from './report.jobs.js';
import { ReportResolver } from './report.resolver.js';

/** PDF reports, rendered by the workers (the REST route is POST /api/assessments/{id}/pdf). */
export const reportModule: AppModule = {
  // A waiting request gives up long before; a stale render is of no use to anyone.
  queues: { [REPORT_QUEUE]: { expireInSeconds: 60, retryLimit: 1, deleteAfterSeconds: 3600 } },
  jobs: [renderReportJob],
  resolvers: [ReportResolver],
};
