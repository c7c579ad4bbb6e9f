import type { Router } from 'express';
import { attachment, principal, route } from '../../rest/http.js';
import type { ReportSurfaceDeps } from './report.ports.js';

/** POST /api/assessments/{id}/pdf: the assessment's PDF report, rendered by a worker (see ReportService.render). */
export function registerReportRoutes(router: Router, { reports }: ReportSurfaceDeps): void {
  router.post(
    '/assessments/:id/pdf',
    route('user', async (req, res, em) => {
      principal(res);
      const { pdf, fileName } = await reports.render(em, String(req.params.id));
      res.status(200).type('application/pdf').setHeader('Content-Disposition', attachment(fileName)).send(pdf);
    }),
  );
}
