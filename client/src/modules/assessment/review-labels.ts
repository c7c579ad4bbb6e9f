import type { AssessmentStatus } from '../../generated/graphql';
import { statusLabel } from '../../components/StatusBadge';
import { formatAmount } from '../credit/format';

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

/**
 * "Confirmed by Jane Doe on 3/4/2026: reason" or "Overridden by … (Trade with Caution → Approved) …",
 * then "Approved limit USD 800,000." when the review approved one (`currency`: the statements').
 */
export function finalReviewText(
  review: {
    decision: AssessmentStatus;
    ruleStatus: AssessmentStatus;
    reviewerName: string;
    reviewedAt: string;
    reason: string;
    approvedLimit?: number | null;
  },
  currency?: string | null,
): string {
  const overridden = review.decision !== review.ruleStatus;
  const when = new Date(review.reviewedAt).toLocaleString();
  const text = overridden
    ? `Overridden by ${review.reviewerName} on ${when} (${statusLabel(review.ruleStatus)} → ${statusLabel(review.decision)}): ${review.reason}`
    : `Confirmed by ${review.reviewerName} on ${when}: ${review.reason}`;
  if (review.approvedLimit == null || !currency) return text;
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} Approved limit ${formatAmount(review.approvedLimit, currency)}.`;
}

/** The limit the form proposes: the requested one, which is what an approval left empty approves. */
export const approvedLimitDefault = (requestedLimit: number | null | undefined) => (requestedLimit == null ? '' : String(requestedLimit));

const SUPERSEDED_BY: Record<string, string> = {
  edit: 'an edit of the answers',
  hit_review: 'a screening hit review',
  rescreen: 'a re-screening against a new list version',
};

/** "Superseded on 3/5/2026 by an edit of the answers": what replaced a final review, and when. */
export function supersededText(review: { supersededAt: string; supersededBy: string }): string {
  return `Superseded on ${new Date(review.supersededAt).toLocaleString()} by ${SUPERSEDED_BY[review.supersededBy] ?? review.supersededBy}`;
}
