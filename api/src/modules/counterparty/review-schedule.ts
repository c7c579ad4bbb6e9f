import { AssessmentStatus, type DecisionStatus } from '../kernel/assessment.enums.js';

/**
 * Months until a decided counterparty without a grade (no statements) is reviewed again, by
 * decision: the scorecard's review policy (credit/scorecard.ts ReviewPolicy), which admins change
 * with the scorecard (under REQUIRE_RULE_APPROVAL through the four-eyes proposal).
 */
export interface ReviewMonthsByDecision {
  approvedMonths: number;
  cautionMonths: number;
  rejectedMonths: number;
}

const MONTHS_OF: Record<DecisionStatus, keyof ReviewMonthsByDecision> = {
  [AssessmentStatus.APPROVED]: 'approvedMonths',
  [AssessmentStatus.CAUTION]: 'cautionMonths',
  [AssessmentStatus.REJECTED]: 'rejectedMonths',
};

/** `months` calendar months after `from` (UTC); the 31st of a short month falls on its last day. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

/**
 * When a decision made at `decidedAt` falls due for its periodic review: the grade's interval when
 * the statements were graded (`gradeReviewMonths`), else the policy's months for the decision.
 */
export function nextReviewAt(
  decidedAt: Date,
  decision: DecisionStatus,
  policy: ReviewMonthsByDecision,
  gradeReviewMonths?: number | null,
): Date {
  return addMonths(decidedAt, gradeReviewMonths ?? policy[MONTHS_OF[decision]]);
}
