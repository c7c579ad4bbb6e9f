import type { AssessmentStatus, HitReviewDecision, ScreeningStatus } from '../../generated/graphql';
import { statusLabel } from '../../components/StatusBadge';
import { hitNeedsReview } from '../screening/labels';

/** What the rules and a reviewer decide: every status but PENDING_REVIEW. */
export type DecisionStatus = Exclude<AssessmentStatus, 'PENDING_REVIEW'>;

/** The final decisions a reviewer can record. */
export const REVIEW_DECISIONS: { value: DecisionStatus; label: string }[] = [
  { value: 'APPROVED', label: 'Approved' },
  { value: 'CAUTION', label: 'Trade with Caution' },
  { value: 'REJECTED', label: 'Rejected' },
];

/** The final decisions to offer a reviewer: those the server lets them give (`viewerCan.reviewDecisions`), in the usual order. */
export const reviewDecisionOptions = (allowed: readonly AssessmentStatus[]) => REVIEW_DECISIONS.filter((d) => allowed.includes(d.value));

/** Whether an assessment waits for a second person, as a badge. */
export const REVIEW_STATUS: Record<string, { label: string; palette: string }> = {
  NOT_REQUIRED: { label: 'Not required', palette: 'gray' },
  PENDING: { label: 'Pending', palette: 'orange' },
  COMPLETED: { label: 'Completed', palette: 'green' },
};

/** How strict a decision is: a re-decision looser than the last reviewer's needs a second look. */
const STRICTNESS: Record<AssessmentStatus, number> = { APPROVED: 0, CAUTION: 1, REJECTED: 2, PENDING_REVIEW: -1 };

/**
 * Why an assessment waits for a second person: an unreviewed screening hit, a confirmed hit its
 * list no longer carries, a caution decision, a decision looser than the last final review (one a
 * re-decision superseded), or several. A hit reviewed as a false positive that its list no longer
 * carries is no reason: it stays on record (and raised an alert) but changes nothing in the
 * decision. The queue knows only the screening status; the detail page passes the hits and the
 * superseded reviews too.
 */
export function pendingReasons(a: {
  /** What the rules decided (the status itself reads PENDING_REVIEW meanwhile). */
  ruleStatus: AssessmentStatus;
  screening?: {
    status: ScreeningStatus;
    hits?: readonly { review?: { decision: HitReviewDecision; reviewedAt: string } | null; goneSince?: string | null }[];
  } | null;
  supersededReviews?: readonly { decision: AssessmentStatus }[];
}): string[] {
  const reasons: string[] = [];
  const hits = a.screening?.hits ?? [];
  if (a.screening?.status === 'POTENTIAL_MATCH' || hits.some((h) => !h.review)) reasons.push('Open screening hit');
  // Of the reviewed hits, only a confirmed one gone from its list waits for a reviewer (hitNeedsReview).
  if (hits.some((h) => h.review?.decision === 'CONFIRMED' && hitNeedsReview(h))) reasons.push('Confirmed hit no longer listed');
  if (a.ruleStatus === 'CAUTION') reasons.push('Caution decision');
  const last = a.supersededReviews?.at(-1);
  if (last && STRICTNESS[a.ruleStatus] < STRICTNESS[last.decision])
    reasons.push(`Looser than the last review (${statusLabel(last.decision)})`);
  if (reasons.length === 0) reasons.push(`${statusLabel(a.ruleStatus)} decision`);
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

const SUPERSEDED_BY: Record<string, string> = {
  edit: 'an edit of the answers',
  hit_review: 'a screening hit review',
  rescreen: 'a re-screening against a new list version',
};

/** "Superseded on 3/5/2026 by an edit of the answers": what replaced a final review, and when. */
export function supersededText(review: { supersededAt: string; supersededBy: string }): string {
  return `Superseded on ${new Date(review.supersededAt).toLocaleString()} by ${SUPERSEDED_BY[review.supersededBy] ?? review.supersededBy}`;
}
