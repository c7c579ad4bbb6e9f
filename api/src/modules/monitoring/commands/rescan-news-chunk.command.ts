import type { CaseDesk } from '../../casework/case-desk.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../core/events.js';
import { DomainError } from '../../../core/errors.js';
import { AlertKind } from '../../alert/alert.entity.js';
import { raiseAlertsCommand, type NewAlert, type RaisedAlert } from '../../alert/commands/raise-alerts.command.js';
import { assessmentsInRange } from '../../assessment/assessment.queries.js';
import { AssessmentStatus } from '../../kernel/assessment.enums.js';
import { NewsScan } from '../../news/news-scan.entity.js';
import type { NewsService } from '../../news/news.service.js';
import type { NewsChunkJob } from '../monitoring.jobs.js';

/** The assessments whose news monitoring watches: the ones trading goes ahead with. */
export const MONITORED_STATUSES = [AssessmentStatus.APPROVED, AssessmentStatus.CAUTION, AssessmentStatus.PENDING_REVIEW] as const;

/**
 * Scans the news of a chunk's approved, caution and pending-review assessments again (as the system) and raises a
 * `negative_news` alert for each negative article no earlier scan of the assessment had found.
 * Alerts are unique per article, so a retried chunk raises none twice. A feed that cannot be read
 * skips its assessment (the next run tries again).
 */
export async function rescanNewsChunkCommand(
  em: EntityManager,
  news: NewsService,
  events: EventPublisher,
  cases: CaseDesk,
  job: NewsChunkJob,
): Promise<{ scanned: number; alerts: RaisedAlert[] }> {
  const assessments = await assessmentsInRange(em, job, MONITORED_STATUSES);
  const alerts: NewAlert[] = [];
  let scanned = 0;
  for (const assessment of assessments) {
    const earlier = await em.find(NewsScan, { assessment: assessment.id }, { fields: ['articles'] });
    const seen = new Set(earlier.flatMap((s) => s.articles.filter((a) => a.negative).map((a) => a.link)));
    let scan: NewsScan;
    try {
      scan = await news.scanAssessment(em, assessment, null);
    } catch (error) {
      if (error instanceof DomainError) continue;
      throw error;
    }
    scanned += 1;
    for (const article of scan.articles) {
      if (!article.negative || seen.has(article.link)) continue;
      alerts.push({
        assessmentId: assessment.id,
        companyName: assessment.companyName,
        kind: AlertKind.NEGATIVE_NEWS,
        summary: `Negative article: ${article.title}${article.source ? ` (${article.source})` : ''}`.slice(0, 1000),
        dedupeKey: `news:${article.link}`,
      });
    }
  }
  return { scanned, alerts: await raiseAlertsCommand(em, events, cases, alerts) };
}
