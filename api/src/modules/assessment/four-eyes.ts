import { hitNeedsReview, type ScreeningRecord } from '../screening/assessment-screening.js';
import { AssessmentStatus, ReviewStatus } from './assessment.enums.js';

/** The final decision a reviewer recorded, stored with the assessment (jsonb). */
export interface FinalReview {
  decision: AssessmentStatus;
  reason: string;
  reviewerId: string;
  reviewerName: string;
  reviewedAt: string;
  /** The decision of the rules the reviewer saw; differs from `decision` when overridden. */
  ruleStatus: AssessmentStatus;
}

/** What re-decided an assessment after its final review. */
export type SupersededBy = 'edit' | 'hit_review' | 'rescreen';

/** A final review a later re-decision replaced, kept on record (jsonb, oldest first). */
export interface SupersededReview extends FinalReview {
  supersededAt: string;
  supersededBy: SupersededBy;
}

/** How strict a decision is: a re-decision that loosens a reviewer's decision needs a second look. */
const STRICTNESS: Record<AssessmentStatus, number> = {
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
  status: AssessmentStatus,
  screening: ScreeningRecord | null | undefined,
  lastReview?: Pick<FinalReview, 'decision'> | null,
): ReviewStatus {
  const openHit = screening?.hits.some(hitNeedsReview) ?? false;
  const loosened = lastReview ? STRICTNESS[status] < STRICTNESS[lastReview.decision] : false;
  return status === AssessmentStatus.CAUTION || openHit || loosened ? ReviewStatus.PENDING : ReviewStatus.NOT_REQUIRED;
}
