import type { EntityManager } from '@mikro-orm/postgresql';
import { AssessmentStatus } from '../assessment/assessment.enums.js';
import type { Analytics } from '../assessment/dto/analytics.type.js';

const TOP_REASONS = 5;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Dashboard figures from the running totals the stats triggers keep (a few dozen rows, not a scan). */
export class AnalyticsService {
  async overview(em: EntityManager): Promise<Analytics> {
    const connection = em.getConnection();
    const [statuses, reasons] = await Promise.all([
      connection.execute<{ status: AssessmentStatus; count: string; ms: string; timed: string }[]>(
        `select status, sum(count) as count, sum(processing_ms_sum) as ms, sum(processing_count) as timed
           from assessment_stats group by status`,
      ),
      connection.execute<{ reason: string; count: string }[]>(
        `select reason, sum(count) as count from rejection_reason_stats
          group by reason having sum(count) > 0 order by sum(count) desc, reason limit ${TOP_REASONS}`,
      ),
    ]);
    const count = (status: AssessmentStatus) => Number(statuses.find((s) => s.status === status)?.count ?? 0);
    const total = statuses.reduce((sum, s) => sum + Number(s.count), 0);
    const timed = statuses.reduce((sum, s) => sum + Number(s.timed), 0);
    const ms = statuses.reduce((sum, s) => sum + Number(s.ms), 0);
    const rate = (status: AssessmentStatus) => (total ? oneDecimal((count(status) / total) * 100) : 0);
    return {
      totalAssessments: total,
      approvalRate: rate(AssessmentStatus.APPROVED),
      cautionRate: rate(AssessmentStatus.CAUTION),
      avgProcessingTime: timed ? oneDecimal(ms / timed / 60_000) : 0,
      statusBreakdown: Object.values(AssessmentStatus).map((status) => ({ status, count: count(status) })),
      commonRejectionReasons: reasons.map((r) => ({ reason: r.reason, count: Number(r.count) })),
    };
  }
}
