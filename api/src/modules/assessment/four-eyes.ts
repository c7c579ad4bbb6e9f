import { hitNeedsReview, type ScreeningRecord } from '../screening/assessment-screening.js';
import { AssessmentStatus, ReviewStatus, type DecisionStatus } from '../kernel/assessment.enums.js';

/** The final decision a reviewer recorded, stored with the assessment (jsonb). */
export interface FinalReview {
  decision: DecisionStatus;
  reason: string;
  reviewerId: string;
  reviewerName: string;
  reviewedAt: string;
  /** The decision of the rules the reviewer saw; differs from `decision` when overridden. */
  ruleStatus: DecisionStatus;
  /** The revision of the assessment the reviewer saw and decided (absent on reviews recorded before revisions). */
  revision?: number;
  /**
   * The credit limit approved, in the statements' currency, at most the requested limit; absent on a
   * rejection, without a requested limit, and on reviews recorded before approved limits.
   */
  approvedLimit?: number | null;
}

/** What re-decided an assessment after its final review. */
export type SupersededBy = 'edit' | 'hit_review' | 'rescreen';

/** A final review a later re-decision replaced, kept on record (jsonb, oldest first). */
export interface SupersededReview extends FinalReview {
  supersededAt: string;
  supersededBy: SupersededBy;
}

/** How strict a decision is: a re-decision that loosens a reviewer's decision needs a second look. */
const STRICTNESS: Record<DecisionStatus, number> = {
  [AssessmentStatus.APPROVED]: 0,
  [AssessmentStatus.CAUTION]: 1,
  [AssessmentStatus.REJECTED]: 2,
};

/**
 * Whether a decision needs a second person: a caution stands on one analyst's word; an unreviewed
 * screening hit (or a confirmed one its list no longer carries) is unresolved; and a decision
 * looser than the last reviewer's (`lastReview`: the final review, or the latest superseded one)
 * must not stand on the word of whoever changed the answers since. Approvals and rejections by rule
 * with every hit reviewed, and never reviewed otherwise, do not.
 */
export function reviewStatusFor(
  status: DecisionStatus,
  screening: ScreeningRecord | null | undefined,
  lastReview?: Pick<FinalReview, 'decision'> | null,
): ReviewStatus {
  const openHit = screening?.hits.some(hitNeedsReview) ?? false;
  const loosened = lastReview ? STRICTNESS[status] < STRICTNESS[lastReview.decision] : false;
  return status === AssessmentStatus.CAUTION || openHit || loosened ? ReviewStatus.PENDING : ReviewStatus.NOT_REQUIRED;
}

const DECISION_LABEL: Record<DecisionStatus, string> = {
  [AssessmentStatus.APPROVED]: 'Approved',
  [AssessmentStatus.CAUTION]: 'Trade with Caution',
  [AssessmentStatus.REJECTED]: 'Rejected',
};

/**
 * Why a pending assessment waits for a second person, as labels to show, by the rule of
 * reviewStatusFor: "Open screening hit" (a hit never reviewed), "Confirmed hit no longer listed",
 * "Caution decision", "Looser than the last review (Rejected)". Empty unless pending.
 */
export function reviewReasons(a: {
  reviewStatus: ReviewStatus;
  ruleStatus: DecisionStatus;
  screening?: ScreeningRecord | null;
  supersededReviews: readonly Pick<FinalReview, 'decision'>[];
}): string[] {
  if (a.reviewStatus !== ReviewStatus.PENDING) return [];
  const hits = a.screening?.hits ?? [];
  const reasons: string[] = [];
  if (hits.some((h) => !h.review)) reasons.push('Open screening hit');
  if (hits.some((h) => h.review && hitNeedsReview(h))) reasons.push('Confirmed hit no longer listed');
  if (a.ruleStatus === AssessmentStatus.CAUTION) reasons.push('Caution decision');
  // While pending there is no final review: the last one is the latest superseded.
  const last = a.supersededReviews.at(-1);
  if (last && STRICTNESS[a.ruleStatus] < STRICTNESS[last.decision])
    reasons.push(`Looser than the last review (${DECISION_LABEL[last.decision]})`);
  return reasons;
}

/**
 * The status an assessment shows: while a second person has yet to decide it says so
 * (PENDING_REVIEW), never the rules' outcome, which `ruleStatus` carries beside it; otherwise the
 * decision in force.
 */
export const statusFor = (decided: DecisionStatus, reviewStatus: ReviewStatus): AssessmentStatus =>
  reviewStatus === ReviewStatus.PENDING ? AssessmentStatus.PENDING_REVIEW : decided;
