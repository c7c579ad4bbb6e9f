/** Queue of PDF renders; the API waits for each one. */
export const REPORT_QUEUE = 'report.pdf';

export interface ReportJob {
  assessmentId: string;
}

/** The job's output: the PDF (base64) or why it could not be made. */
export interface ReportJobResult {
  pdf?: string;
  error?: string;
}
