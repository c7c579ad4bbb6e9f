import type { EntityManager } from '@mikro-orm/postgresql';
import { AssessmentStatus } from '../kernel/assessment.enums.js';
import type { Analytics } from './dto/analytics.type.js';
import { sqlOf } from '../../core/sql.js';

const TOP_REASONS = 5;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Dashboard figures from the running totals the stats triggers keep (a few dozen rows, not a scan),
 * the credit grades and their limits (suggested, and approved on four-eyes review) included.
 */
export class AnalyticsService {
  async overview(em: EntityManager): Promise<Analytics> {
    const sql = sqlOf(em);
    const [statuses, reasons, reviews, overrides, grades] = await Promise.all([
      sql<{ status: AssessmentStatus; count: string; ms: string; timed: string }>(
        `select status, sum(count) as count, sum(processing_ms_sum) as ms, sum(processing_count) as timed
           from assessment_stats group by status`,
      ),
      sql<{ reason: string; count: string }>(
        `select reason, sum(count) as count from rejection_reason_stats
          group by reason having sum(count) > 0 order by sum(count) desc, reason limit ${TOP_REASONS}`,
      ),
      // Both read the review_status index (pending) or the completed reviews only.
      sql<{ pending: string; median: string | null }>(
        `select (select count(*) from assessments where review_status = 'pending') as pending,
                (select percentile_cont(0.5) within group (order by extract(epoch from reviewed_at - created_at))
                   from assessments where review_status = 'completed') as median`,
      ),
      sql<{ from: AssessmentStatus; to: AssessmentStatus; count: string }>(
        `select final_review->>'ruleStatus' as "from", final_review->>'decision' as "to", count(*) as count
           from assessments where review_status = 'completed' and final_review->>'ruleStatus' <> final_review->>'decision'
          group by 1, 2 order by 3 desc, 1, 2`,
      ),
      // Limits are summed per currency: amounts in different currencies do not add up.
      // An approved limit is in the statements' currency, as the suggestion is.
      sql<{ grade: string; currency: string; count: string; total: string; approved: string; approved_total: string }>(
        `select grade, currency, sum(count) as count, sum(suggested_total) as total,
                sum(approved_count) as approved, sum(approved_total) as approved_total
           from credit_grade_stats group by 1, 2 having sum(count) > 0 order by 1, 2`,
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
      pendingReviews: Number(reviews[0]?.pending ?? 0),
      medianTimeToReview: reviews[0]?.median == null ? null : oneDecimal(Number(reviews[0].median) / 60),
      overrides: overrides.map((o) => ({ from: o.from, to: o.to, count: Number(o.count) })),
      creditGrades: grades.map((g) => ({
        grade: g.grade,
        currency: g.currency,
        count: Number(g.count),
        suggestedLimitTotal: Number(g.total),
        approvedCount: Number(g.approved),
        approvedLimitTotal: Number(g.approved_total),
      })),
    };
  }
}
