import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAssessmentChange } from './assessment-audit.js';
import { AuditAction } from './audit-log.entity.js';
import type { Decision } from '../decision-engine/decision-engine.js';
import { decideAssessment } from './assessment-decision.js';
import type { RuleSource } from '../rule/rule-source.js';
import type { ScorecardSource } from '../credit/scorecard.service.js';
import type { CaseDesk } from '../casework/case-desk.js';
import { CaseKind, CaseOutcome } from '../casework/case.entity.js';
import { fourEyesTitle } from '../casework/four-eyes-cases.js';
import { hitKey, hitNeedsReview, screeningDetail, screeningStatus, type ScreeningRecord } from '../screening/assessment-screening.js';
import { reanalyseOwnership, type OwnershipPolicy } from './assessment-ownership.js';
import { screeningDetailOf } from './assessment-decision.js';
import type { Assessment } from './assessment.entity.js';
import { ReviewStatus } from '../kernel/assessment.enums.js';
import { nextReviewAt } from '../counterparty/review-schedule.js';
import { reviewStatusFor, statusFor, type SupersededBy } from './four-eyes.js';

/**
 * What deciding a stored assessment again needs: the enabled rules, the scorecard's review policy
 * for its next review date, and the case desk its four-eyes case opens or closes on.
 */
export interface Deciders {
  rules: RuleSource;
  scorecards: ScorecardSource;
  cases: Pick<CaseDesk, 'open' | 'closeFourEyes'>;
  /** The ownership thresholds in force: the owners' analysis follows the screening and its reviews. */
  ownershipSettings: OwnershipPolicy;
}

/**
 * Decides a stored assessment again with the current rules (its answers and screening as they now
 * stand) and writes the decision onto it, with its place in the four-eyes review; the caller's
 * transaction stores it with the audit entry. A final review it had is kept on record as superseded
 * (by `cause`), and it goes back to the review queue when the new decision needs a second look —
 * including when it is looser than the last reviewer's decision. The rules read the limit that review
 * approved (`approvedLimit`), which goes with it.
 */
export async function redecide(em: EntityManager, deciders: Deciders, assessment: Assessment, cause: SupersededBy): Promise<Decision> {
  const [compiled, { scorecard }, thresholds] = await Promise.all([
    deciders.rules.compiledEnabled(em),
    deciders.scorecards.current(em),
    deciders.ownershipSettings.current(em),
  ]);
  // Listed owners follow the screening and its reviews: the analysis is made again from them.
  if (assessment.screening) assessment.ownershipAnalysis = reanalyseOwnership(assessment, assessment.screening, thresholds);
  const decision = decideAssessment(
    compiled,
    assessment,
    assessment.screeningStatus,
    assessment.creditAnalysis,
    { screeningStatus: screeningDetailOf(assessment.screening, assessment.ownershipAnalysis) },
    assessment.ownershipAnalysis,
  );
  const lastReview = assessment.finalReview ?? assessment.supersededReviews.at(-1) ?? null;
  const wasPending = assessment.reviewStatus === ReviewStatus.PENDING;
  if (assessment.finalReview) {
    assessment.supersededReviews = [
      ...assessment.supersededReviews,
      { ...assessment.finalReview, supersededAt: new Date().toISOString(), supersededBy: cause },
    ];
  }
  assessment.ruleSetVersion = compiled.version;
  assessment.ruleStatus = decision.status;
  assessment.rationale = decision.rationale;
  assessment.ruleTrace = decision.trace;
  assessment.rejectionReasons = decision.rejectionReasons;
  assessment.reviewStatus = reviewStatusFor(decision.status, assessment.screening, lastReview);
  assessment.status = statusFor(decision.status, assessment.reviewStatus);
  assessment.finalReview = null;
  assessment.approvedLimit = null;
  assessment.reviewedAt = null;
  // Pending: its reviewer dates the next periodic review; decided by the rules: from now, on its grade or decision.
  assessment.nextReviewAt =
    assessment.reviewStatus === ReviewStatus.PENDING
      ? null
      : nextReviewAt(new Date(), decision.status, scorecard.review, assessment.creditAnalysis?.reviewMonths);
  await followWithCase(em, deciders.cases, assessment, wasPending, cause);
  return decision;
}

/** What re-decided an assessment, as a closing note names it. */
const SUPERSEDED_LABELS: Record<SupersededBy, string> = { edit: 'an edit', hit_review: 'a hit review', rescreen: 'a re-screening' };

/**
 * The four-eyes case of a re-decided assessment, at once and in its transaction: opened when it
 * now awaits a review, closed (no action) when it no longer does.
 */
async function followWithCase(
  em: EntityManager,
  cases: Deciders['cases'],
  assessment: Assessment,
  wasPending: boolean,
  cause: SupersededBy,
): Promise<void> {
  const pending = assessment.reviewStatus === ReviewStatus.PENDING;
  if (!assessment.counterpartyId || pending === wasPending) return;
  if (pending) {
    await cases.open(em, [
      {
        counterpartyId: assessment.counterpartyId,
        assessmentId: assessment.id,
        kind: CaseKind.FOUR_EYES,
        title: fourEyesTitle(assessment.companyName),
      },
    ]);
  } else {
    await cases.closeFourEyes(em, assessment.id, {
      actor: null,
      outcome: CaseOutcome.NO_ACTION,
      note: `No review needed any more: decided again by the rules (${SUPERSEDED_LABELS[cause]})`,
    });
  }
}

/**
 * What of a screening the decision and the review queue read: its status, the hits the rationale
 * names, and the hits that wait for a reviewer.
 */
const decisionInputs = (record: ScreeningRecord | null | undefined) =>
  JSON.stringify([
    screeningStatus(record),
    screeningDetail(record) ?? null,
    (record?.hits ?? []).filter(hitNeedsReview).map(hitKey).sort(),
  ]);

/**
 * Gives an assessment a new screening record, decides it again when the decision reads the new
 * one differently, and writes the `updated` audit entry: `summary` says what happened, and the
 * screening status and decision are listed when they changed. `actorId` null is the system
 * (monitoring). The caller's transaction stores all three.
 */
export async function rescreenAndAudit(
  em: EntityManager,
  deciders: Deciders,
  assessment: Assessment,
  screening: ScreeningRecord,
  audit: { actorId: string | null; summary: Record<string, string>; cause: SupersededBy },
): Promise<void> {
  const previousState = {
    status: assessment.status,
    ruleStatus: assessment.ruleStatus,
    rationale: assessment.rationale,
    screeningStatus: screeningStatus(assessment.screening),
    reviewStatus: assessment.reviewStatus,
  };
  const redecides = decisionInputs(assessment.screening) !== decisionInputs(screening);
  assessment.screening = screening;
  // A change the decision does not read (a false positive gone from its list) re-decides nothing:
  // a completed review stays completed and the assessment does not go back to the queue.
  if (redecides) await redecide(em, deciders, assessment, audit.cause);
  const changes: Record<string, unknown> = { ...audit.summary };
  if (screening.status !== previousState.screeningStatus) changes.screeningStatus = screening.status;
  if (assessment.status !== previousState.status) changes.status = assessment.status;
  if (assessment.ruleStatus !== previousState.ruleStatus) changes.ruleStatus = assessment.ruleStatus;
  if (assessment.reviewStatus !== previousState.reviewStatus) changes.reviewStatus = assessment.reviewStatus;
  recordAssessmentChange(em, {
    assessment,
    actor: audit.actorId ? { id: audit.actorId } : null,
    action: AuditAction.UPDATED,
    changes,
    previousState,
  });
}
