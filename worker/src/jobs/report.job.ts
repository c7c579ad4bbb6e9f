import { REPORT_READY_CHANNEL, type ReportJob, type ReportJobResult } from '@counterparty/api';
import type { PdfRenderer } from '../pdf/pdf-renderer.js';
import { reportHtml } from '../pdf/report-template.js';

interface JobTransaction {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Renders one assessment's report from the model the API put in the job (no database reads). The answer (PDF or error) is the job's output, and the NOTIFY
 * that wakes the waiting API request is sent in the job's transaction, so it fires exactly when
 * the output is readable.
 */
export async function handleReport(renderer: PdfRenderer, jobId: string, job: ReportJob, tx: JobTransaction): Promise<ReportJobResult> {
  let result: ReportJobResult;
  try {
    const pdf = await renderer.render(reportHtml(job.model));
    result = { pdf: pdf.toString('base64') };
  } catch (error) {
    result = { error: error instanceof Error ? error.message : String(error) };
  }
  await tx.executeSql('select pg_notify($1, $2)', [REPORT_READY_CHANNEL, jobId]);
  return result;
}
