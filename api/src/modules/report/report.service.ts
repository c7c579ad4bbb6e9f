import { evidenceForReport } from '../casework/evidence.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../core/errors.js';
import type { Notifications } from '../../core/notifications.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import { reportModel } from './report-model.js';
import { REPORT_QUEUE, REPORT_READY_CHANNEL, type ReportJob, type ReportJobResult, type ReportModel } from './report.jobs.js';

// The worker's NOTIFY answers at once; this poll only covers a notification lost to a reconnect.
const FALLBACK_POLL_MS = 1000;

/** PDF reports: rendered by a worker (headless Chromium), waited for here. */
export class ReportService {
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly queue: PgBoss,
    notifications: Notifications,
    private readonly assessments: AssessmentService,
    private readonly timeoutMs: number,
  ) {
    notifications.on(REPORT_READY_CHANNEL, (jobId) => this.waiting.get(jobId)?.());
  }

  /**
   * Queues the render and waits for the worker's answer. NOT_FOUND; GATEWAY_TIMEOUT when no worker
   * answers in time; BAD_GATEWAY when the worker could not render.
   */
  async render(em: EntityManager, assessmentId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const model = await this.model(em, assessmentId);
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    let poll: NodeJS.Timeout | undefined;
    try {
      const answered = new Promise<boolean>((resolve) => {
        this.waiting.set(id, () => resolve(true));
        timer = setTimeout(() => resolve(false), this.timeoutMs);
        poll = setInterval(() => void this.result(id).then((r) => r && resolve(true)), FALLBACK_POLL_MS);
      });
      await this.queue.send(REPORT_QUEUE, { model } satisfies ReportJob, { id });
      if (!(await answered)) {
        await this.queue.cancel(REPORT_QUEUE, id).catch(() => undefined);
        throw new DomainError(
          'GATEWAY_TIMEOUT',
          `No worker rendered the PDF within ${Math.round(this.timeoutMs / 1000)} s; make sure a worker is running (npm run worker)`,
        );
      }
    } finally {
      this.waiting.delete(id);
      clearTimeout(timer);
      clearInterval(poll);
    }
    const result = await this.result(id);
    if (!result?.pdf) throw new DomainError('BAD_GATEWAY', `The PDF could not be generated${result?.error ? `: ${result.error}` : ''}`);
    return { pdf: Buffer.from(result.pdf, 'base64'), fileName: `assessment-${model.assessment.companyName}.pdf` };
  }

  /** Everything the report shows, as plain data for the job (never an entity: no hidden fields leak). NOT_FOUND. */
  async model(em: EntityManager, assessmentId: string): Promise<ReportModel> {
    const { assessment, auditLogs, creator } = await this.assessments.reportData(em, assessmentId);
    const evidence = assessment.counterpartyId ? await evidenceForReport(em, assessment.counterpartyId) : [];
    return reportModel(assessment, auditLogs, creator, evidence);
  }

  private async result(id: string): Promise<ReportJobResult | undefined> {
    const [job] = await this.queue.findJobs<ReportJob>(REPORT_QUEUE, { id });
    return job?.state === 'completed' ? job.output : undefined;
  }
}
