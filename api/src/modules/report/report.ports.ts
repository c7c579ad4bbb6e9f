import type { ReportRenderer } from './report.jobs.js';
import type { ReportService } from './report.service.js';

/** What the report job needs: the worker's renderer (headless Chromium; the api never loads it). */
export interface ReportJobDeps {
  renderer: ReportRenderer;
}

/** What the report resolver needs. */
export interface ReportSurfaceDeps {
  reports: ReportService;
}
