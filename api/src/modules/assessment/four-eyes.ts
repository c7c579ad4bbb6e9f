import type { ScreeningRecord } from '../screening/assessment-screening.js';
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

/**
 * Whether a decision needs a second person: a caution stands on one analyst's word, and an open
 * screening hit is unresolved by definition. Approvals and rejections by rule with every hit
 * reviewed do not. Any re-decision (an edit, a hit review, a rule change applied) asks again.
 */
export function reviewStatusFor(status: AssessmentStatus, screening: ScreeningRecord | null | undefined): ReviewStatus {
  const openHit = screening?.hits.some((h) => !h.review) ?? false;
  return status === AssessmentStatus.CAUTION || openHit ? ReviewStatus.PENDING : ReviewStatus.NOT_REQUIRED;
}
