import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { parseInput } from '../../../core/validation.js';
import { Assessment } from '../../assessment/assessment.entity.js';
import { rescreenAndAudit } from '../../assessment/redecide.js';
import type { RuleService } from '../../rule/rule.service.js';
import { User } from '../../user/user.entity.js';
import { screeningStatusOf } from '../assessment-screening.js';
import { ReviewHitInput } from '../dto/review-hit.input.js';

const DECISION_LABEL = { confirmed: 'confirmed', false_positive: 'false positive' } as const;

/**
 * Any signed-in user: records a finding on one hit (confirmed or false positive, with a reason),
 * then, in the same transaction, the assessment's screening status, its decision with the current
 * rules, and an `updated` audit entry naming the hit, the finding and the reason (the reviewer is
 * the entry's user). The assessment row is locked, so two reviews never overwrite each other.
 * NOT_FOUND (assessment or hit), BAD_USER_INPUT naming the field.
 */
export async function reviewScreeningHitCommand(
  em: EntityManager,
  rules: RuleService,
  actor: User,
  assessmentId: string,
  hitId: string,
  raw: unknown,
): Promise<Assessment> {
  const input = await parseInput(ReviewHitInput, raw);
  if (!isUuid(assessmentId)) throw notFound('Assessment not found');
  return em.transactional(async (tx) => {
    const assessment = await tx.findOne(Assessment, assessmentId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!assessment) throw notFound('Assessment not found');
    const record = assessment.screening;
    const hit = record?.hits.find((h) => h.id === hitId);
    if (!record || !hit) throw notFound('Screening hit not found');
    const review = {
      decision: input.decision,
      reason: input.reason.trim(),
      reviewerId: actor.id,
      reviewerName: [actor.firstName, actor.lastName].filter(Boolean).join(' '),
      reviewedAt: new Date().toISOString(),
    };
    const hits = record.hits.map((h) => (h.id === hitId ? { ...h, review } : h));
    // A new object, so the ORM sees the JSON column change.
    await rescreenAndAudit(
      tx,
      rules,
      assessment,
      { ...record, hits, status: screeningStatusOf(hits) },
      {
        actorId: actor.id,
        summary: {
          screeningReview: `${hit.caption} (${hit.listName}, score ${hit.score.toFixed(2)}) for ${hit.subject.name}: ${DECISION_LABEL[input.decision]}. Reason: ${review.reason}`,
        },
      },
    );
    return assessment;
  });
}
