import type { ReportModel } from './report-model.js';

export type { ReportModel };

/** Queue of PDF renders; the API waits for each one. */
export const REPORT_QUEUE = 'report.pdf';

/** Notified by the worker when a PDF is done (payload: the job id), so the waiting request wakes at once. */
export const REPORT_READY_CHANNEL = 'cp_report_ready';

export interface ReportJob {
  model: ReportModel;
}

/** The worker's PDF renderer (headless Chromium), handed to the report job: the api never loads it. */
export interface ReportRenderer {
  /** Pages it renders at once: how many report jobs the worker runs together. */
  readonly slots: number;
  render(model: ReportModel): Promise<Buffer>;
}

/** The job's output: the PDF (base64) or why it could not be made. */
export interface ReportJobResult {
  pdf?: string;
  error?: string;
}
