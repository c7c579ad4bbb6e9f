import type { DomainModule } from '../../core/module.js';
import type { ReportJobDeps } from './report.ports.js';
import { renderReportJob } from './render-report.job.js';
import { REPORT_QUEUE } from './report.jobs.js';

/** PDF reports, rendered by the workers (the REST route is POST /api/assessments/{id}/pdf). */
export const reportModule: DomainModule<ReportJobDeps> = {
  // A waiting request gives up long before; a stale render is of no use to anyone.
  queues: { [REPORT_QUEUE]: { expireInSeconds: 60, retryLimit: 1, deleteAfterSeconds: 3600 } },
  jobs: [renderReportJob],
};
