import type { JobDefinition } from '../../core/jobs.js';
import { REPORT_QUEUE, REPORT_READY_CHANNEL, type ReportJob, type ReportJobResult } from './report.jobs.js';
import type { ReportJobDeps } from './report.ports.js';

/**
 * Renders one assessment's report from the model the API put in the job (no database reads). The
 * answer (PDF or error) is the job's output, and the NOTIFY that wakes the waiting API request is
 * sent in the job's transaction, so it fires exactly when the output is readable.
 */
export const renderReportJob: JobDefinition<ReportJob, ReportJobDeps> = {
  queue: REPORT_QUEUE,
  options: ({ renderer }) => ({
    transactional: true,
    batchSize: 1,
    localConcurrency: renderer.slots,
    pollingIntervalSeconds: 1,
    notifyPollingIntervalSeconds: 1,
  }),
  async handler({ renderer }, job, tx): Promise<ReportJobResult> {
    let result: ReportJobResult;
    try {
      const pdf = await renderer.render(job.data.model);
      result = { pdf: pdf.toString('base64') };
    } catch (error) {
      result = { error: error instanceof Error ? error.message : String(error) };
    }
    await tx!.executeSql('select pg_notify($1, $2)', [REPORT_READY_CHANNEL, job.id]);
    return result;
  },
};
