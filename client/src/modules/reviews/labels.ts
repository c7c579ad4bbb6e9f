import type { AssessmentStatus, ScreeningStatus } from '../../generated/graphql';
import { statusLabel } from '../../components/StatusBadge';

/** The final decisions a reviewer can record. */
export const REVIEW_DECISIONS: { value: AssessmentStatus; label: string }[] = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'CAUTION', label: 'Trade with Caution' },
  { value: 'REJECTED', label: 'Rejected' },
];

/** Why an assessment waits for a second person: an unreviewed screening hit, a caution decision, or both. */
export function pendingReasons(a: { status: AssessmentStatus; screening?: { status: ScreeningStatus } | null }): string[] {
  const reasons: string[] = [];
  if (a.screening?.status === 'POTENTIAL_MATCH') reasons.push('Open screening hit');
  if (a.status === 'CAUTION') reasons.push('Caution decision');
  if (reasons.length === 0) reasons.push(`${statusLabel(a.status)} decision`);
  return reasons;
}

/** "Confirmed by Jane Doe on 3/4/2026: reason" or "Overridden by … (Trade with Caution → Approved) …". */
export function finalReviewText(review: {
  decision: AssessmentStatus;
  ruleStatus: AssessmentStatus;
  reviewerName: string;
  reviewedAt: string;
  reason: string;
}): string {
  const overridden = review.decision !== review.ruleStatus;
  const when = new Date(review.reviewedAt).toLocaleString();
  return overridden
    ? `Overridden by ${review.reviewerName} on ${when} (${statusLabel(review.ruleStatus)} → ${statusLabel(review.decision)}): ${review.reason}`
    : `Confirmed by ${review.reviewerName} on ${when}: ${review.reason}`;
}
