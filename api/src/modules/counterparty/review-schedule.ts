import { AssessmentStatus, type DecisionStatus } from '../kernel/assessment.enums.js';

/**
 * Months until a decided counterparty is reviewed again when it has no scorecard grade (no
 * statements): approvals last longest, cautions and rejections come back within a year. With
 * statements the grade's interval applies instead: the scorecard's `reviewMonths`, which admins
 * change with the scorecard (under REQUIRE_RULE_APPROVAL through the four-eyes proposal).
 */
export const REVIEW_MONTHS_BY_DECISION: Record<DecisionStatus, number> = {
  [AssessmentStatus.APPROVED]: 24,
  [AssessmentStatus.CAUTION]: 12,
  [AssessmentStatus.REJECTED]: 12,
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
 * the statements were graded (`gradeReviewMonths`), else the decision's.
 */
export function nextReviewAt(decidedAt: Date, decision: DecisionStatus, gradeReviewMonths?: number | null): Date {
  return addMonths(decidedAt, gradeReviewMonths ?? REVIEW_MONTHS_BY_DECISION[decision]);
}
