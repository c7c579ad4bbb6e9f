import { closeFourEyesCase } from '../../casework/four-eyes-cases.js';
import { CaseOutcome } from '../../casework/case.entity.js';
import { nextReviewAt } from '../../counterparty/review-schedule.js';
import { LockMode } from '@mikro-orm/core';
import type { ScorecardSource } from '../../credit/scorecard.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../../core/events.js';
import { isUuid } from '../../../core/ids.js';
import { parseInput } from '../../../core/validation.js';
import { AuditAction } from '../audit-log.entity.js';
import { recordAssessmentChange } from '../assessment-audit.js';
import { fullName } from '../../user/full-name.js';
import { awaitsReview, mayReviewAssessment } from '../assessment.policy.js';
import { enforce } from '../../../core/policy.js';
import { Assessment } from '../assessment.entity.js';
import { AssessmentStatus, ReviewStatus, type DecisionStatus } from '../../kernel/assessment.enums.js';
import { badInput, notFound } from '../../../core/errors.js';
import { ReviewAssessmentInput } from '../dto/review-assessment.input.js';
import { assertCurrentRevision } from '../revision.js';
import type { FinalReview } from '../four-eyes.js';
import { assessmentEventData, WebhookEventType, type AssessmentReviewedData } from '../../webhook/webhook.events.js';
import type { Actor } from '../../../core/principal.js';

const LABEL: Record<DecisionStatus, string> = {
  [AssessmentStatus.APPROVED]: 'Approved',
  [AssessmentStatus.CAUTION]: 'Trade with Caution',
  [AssessmentStatus.REJECTED]: 'Rejected',
};

/** Shown when a review rejects an assessment no rule rejected (for the rejection-reason counts). */
export const REJECTED_ON_REVIEW = 'Rejected on four-eyes review';

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The limit a review approves: on an approval or caution of an assessment with a requested limit,
 * the amount given (0 to the requested limit, in cents at most), else the requested limit itself; null
 * otherwise. BAD_USER_INPUT (field approvedLimit) for an amount above the request, on a rejection, or
 * without a requested limit.
 */
function approvedLimitOf(assessment: Assessment, input: ReviewAssessmentInput): number | null {
  const given = input.approvedLimit ?? null;
  const requested = assessment.creditAnalysis?.requestedLimit ?? null;
  if (input.decision === AssessmentStatus.REJECTED) {
    if (given !== null) throw badInput('approvedLimit is for an approval or a caution: a rejection approves no limit', 'approvedLimit');
    return null;
  }
  if (requested === null) {
    if (given !== null) throw badInput('approvedLimit needs a requested limit: this assessment requests none', 'approvedLimit');
    return null;
  }
  if (given === null) return requested;
  const currency = assessment.creditAnalysis?.currency;
  if (given > requested) {
    throw badInput(`approvedLimit must be at most the requested limit (${currency} ${money.format(requested)})`, 'approvedLimit');
  }
  if (Math.abs(given * 100 - Math.round(given * 100)) > 1e-6) throw badInput('approvedLimit must be in whole cents', 'approvedLimit');
  return given;
}

/**
 * Four-eyes review: a second person records the final decision of a pending assessment with a
 * reason, naming the `revision` they saw: a review of an assessment changed since (an edit, a
 * re-screening, a hit review) is refused, so an approval never covers what its reviewer did not
 * see. An approval or caution of an assessment with a requested limit records the approved limit
 * (the one given, at most the request; else the request). The status becomes the reviewer's decision; the rationale says whether the rules were
 * confirmed or overridden, by whom and why (the rules' rationale follows); an `updated` audit
 * entry records it, all in one transaction on the locked row, with the `assessment.reviewed`
 * webhook deliveries (sent only if it commits).
 * NOT_FOUND, FORBIDDEN (see mayReviewAssessment: the creator or an unreviewed editor; overriding a mandatory rejection
 * without being an admin), CONFLICT (not pending: nothing to review, or already reviewed; field revision: changed
 * since), BAD_USER_INPUT naming the field (approvedLimit: see approvedLimitOf).
 */
export async function reviewAssessmentCommand(
  em: EntityManager,
  actor: Actor,
  id: string,
  raw: unknown,
  events: EventPublisher,
  scorecards: ScorecardSource,
): Promise<Assessment> {
  if (!isUuid(id)) throw notFound('Assessment not found');
  return em.transactional(async (tx) => {
    const assessment = await tx.findOne(Assessment, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!assessment) throw notFound('Assessment not found');
    // Who may, before the input is even read; what they may decide, once it is.
    enforce(mayReviewAssessment(actor, assessment));
    const input = await parseInput(ReviewAssessmentInput, raw);
    enforce(mayReviewAssessment(actor, assessment, input.decision));
    enforce(awaitsReview(assessment));
    assertCurrentRevision(assessment, input.revision, 'review');
    const approvedLimit = approvedLimitOf(assessment, input);
    const ruleStatus = assessment.ruleStatus;
    const reviewerName = fullName(actor);
    const reason = input.reason.trim();
    const verdict =
      input.decision === ruleStatus ? `confirmed ${LABEL[ruleStatus]}` : `overridden from ${LABEL[ruleStatus]} to ${LABEL[input.decision]}`;
    const previousState = { status: assessment.status, rationale: assessment.rationale, reviewStatus: assessment.reviewStatus };
    const previousStatus = assessment.status;
    const review: FinalReview = {
      decision: input.decision,
      reason,
      reviewerId: actor.id,
      reviewerName,
      reviewedAt: new Date().toISOString(),
      ruleStatus,
      revision: input.revision,
      approvedLimit,
    };
    assessment.status = input.decision;
    const told = /[.!?]$/.test(reason) ? reason : `${reason}.`;
    assessment.rationale = `Four-eyes review by ${reviewerName}: ${verdict}. Reason: ${told} Rules: ${assessment.rationale}`;
    if (input.decision !== AssessmentStatus.REJECTED) assessment.rejectionReasons = [];
    else if (assessment.rejectionReasons.length === 0) assessment.rejectionReasons = [REJECTED_ON_REVIEW];
    assessment.reviewStatus = ReviewStatus.COMPLETED;
    assessment.unreviewedEditorIds = [];
    assessment.finalReview = review;
    assessment.approvedLimit = approvedLimit;
    assessment.reviewedAt = new Date(review.reviewedAt);
    const changes: Record<string, unknown> = {
      review: `${verdict} by ${reviewerName}. Reason: ${reason}`,
      reviewStatus: ReviewStatus.COMPLETED,
    };
    if (approvedLimit !== null) changes.approvedLimit = approvedLimit;
    if (input.decision !== previousStatus) changes.status = input.decision;
    recordAssessmentChange(tx, { assessment, actor, action: AuditAction.UPDATED, changes, previousState });
    const reviewed: AssessmentReviewedData = {
      ...assessmentEventData(assessment),
      decision: input.decision,
      ruleStatus,
      reviewerName,
      reason,
    };
    await events.publish(tx, WebhookEventType.ASSESSMENT_REVIEWED, [reviewed]);
    // The review is the work of its four-eyes case: it closes it, and dates the next periodic review.
    const { scorecard } = await scorecards.current(tx);
    assessment.nextReviewAt = nextReviewAt(
      new Date(review.reviewedAt),
      input.decision,
      scorecard.review,
      assessment.creditAnalysis?.reviewMonths,
    );
    await closeFourEyesCase(tx, events, assessment.id, {
      actor: { id: actor.id, name: reviewerName },
      outcome: input.decision === AssessmentStatus.REJECTED ? CaseOutcome.RISK_CONFIRMED : CaseOutcome.NO_ACTION,
      note: `Four-eyes review: ${verdict}. Reason: ${reason}`,
    });
    return assessment;
  });
}
