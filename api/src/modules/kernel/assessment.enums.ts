import { registerEnumType } from 'type-graphql';

export enum AssessmentStatus {
  APPROVED = 'approved',
  CAUTION = 'caution',
  REJECTED = 'rejected',
  PENDING_REVIEW = 'pending_review',
}
registerEnumType(AssessmentStatus, {
  name: 'AssessmentStatus',
  description:
    "Where an assessment stands: the decision in force (the rules', or the four-eyes reviewer's once recorded), or PENDING_REVIEW while a second person has yet to decide (ruleStatus then says what the rules decided). REST and CSV use the stored values approved, caution, rejected, pending_review.",
  valuesConfig: {
    APPROVED: { description: 'No reject or warning rule matched (or a reviewer approved it). Shown as "Approved".' },
    CAUTION: { description: 'A warning rule matched and no reject rule did (or a reviewer decided so). Shown as "Trade with Caution".' },
    REJECTED: { description: 'A mandatory_reject or reject rule matched (or a reviewer rejected it). Shown as "Rejected".' },
    PENDING_REVIEW: {
      description:
        'Waiting for the four-eyes review: nothing is decided until a second person records the final decision. Never a rule outcome or a review decision. Shown as "Pending review".',
    },
  },
});

/** What the rules and a reviewer can decide: every status but PENDING_REVIEW. */
export type DecisionStatus = Exclude<AssessmentStatus, AssessmentStatus.PENDING_REVIEW>;
export const DECISION_STATUSES: readonly DecisionStatus[] = [
  AssessmentStatus.APPROVED,
  AssessmentStatus.CAUTION,
  AssessmentStatus.REJECTED,
];

export enum Answer {
  YES = 'yes',
  NO = 'no',
  UNKNOWN = 'unknown',
}
registerEnumType(Answer, {
  name: 'Answer',
  description: 'An answer that may be unknown. Rules, CSV and REST use the stored values yes, no, unknown.',
  valuesConfig: {
    YES: { description: 'Yes (stored as "yes").' },
    NO: { description: 'No (stored as "no").' },
    UNKNOWN: { description: 'Not known (stored as "unknown").' },
  },
});

/** Stored values are the spec's `<2`, `2-3`, `3-5`, `>5`; GraphQL names them. */
export enum TradingYears {
  LESS_THAN_2 = '<2',
  TWO_TO_3 = '2-3',
  THREE_TO_5 = '3-5',
  MORE_THAN_5 = '>5',
}
registerEnumType(TradingYears, {
  name: 'TradingYears',
  description: 'How long the company has traded. Rules, CSV and REST use the stored values <2, 2-3, 3-5, >5.',
  valuesConfig: {
    LESS_THAN_2: { description: 'Less than 2 years (stored as "<2").' },
    TWO_TO_3: { description: '2 to 3 years (stored as "2-3").' },
    THREE_TO_5: { description: '3 to 5 years (stored as "3-5").' },
    MORE_THAN_5: { description: 'More than 5 years (stored as ">5").' },
  },
});

/** Where an assessment stands in the four-eyes review (four-eyes.ts says when one is needed). */
export enum ReviewStatus {
  NOT_REQUIRED = 'not_required',
  PENDING = 'pending',
  COMPLETED = 'completed',
}
registerEnumType(ReviewStatus, {
  name: 'ReviewStatus',
  description:
    'Four-eyes review: a caution decision, or an unreviewed screening hit, needs a second person to record the final decision. REST uses the stored values not_required, pending, completed.',
  valuesConfig: {
    NOT_REQUIRED: { description: 'Approved or rejected by the rules with no open screening hit: no second review needed.' },
    PENDING: { description: 'In the review queue (GET /api/reviews, reviewQueue).' },
    COMPLETED: { description: 'A reviewer other than the creator recorded the final decision (finalReview).' },
  },
});

/**
 * How a page of the book is ordered: a column and a direction (ties broken by id, the same way).
 * Stored (REST) values are the lower-case names, `grade_asc`.
 */
export enum AssessmentSort {
  CREATED_DESC = 'created_desc',
  CREATED_ASC = 'created_asc',
  COMPANY_ASC = 'company_asc',
  COMPANY_DESC = 'company_desc',
  DECISION_ASC = 'decision_asc',
  DECISION_DESC = 'decision_desc',
  GRADE_ASC = 'grade_asc',
  GRADE_DESC = 'grade_desc',
  APPROVED_LIMIT_ASC = 'approved_limit_asc',
  APPROVED_LIMIT_DESC = 'approved_limit_desc',
  REVIEW_STATE_ASC = 'review_state_asc',
  REVIEW_STATE_DESC = 'review_state_desc',
}
registerEnumType(AssessmentSort, {
  name: 'AssessmentSort',
  description:
    'The order of a page of assessments: a column, ascending or descending, ties broken by id. Absent values (no grade, no approved limit) come last either way. REST uses the lower-case names, e.g. grade_asc.',
  valuesConfig: {
    CREATED_DESC: { description: 'Newest first (the default).' },
    CREATED_ASC: { description: 'Oldest first.' },
    COMPANY_ASC: { description: 'Company name A to Z, ignoring case.' },
    COMPANY_DESC: { description: 'Company name Z to A, ignoring case.' },
    DECISION_ASC: { description: 'By status, least risk first: Approved, Trade with Caution, Pending review, Rejected.' },
    DECISION_DESC: { description: 'By status, most risk first: Rejected, Pending review, Trade with Caution, Approved.' },
    GRADE_ASC: { description: 'Scorecard grade, best first (A to E); ungraded last.' },
    GRADE_DESC: { description: 'Scorecard grade, worst first (E to A); ungraded last.' },
    APPROVED_LIMIT_ASC: { description: 'Approved limit, smallest first (whatever the currency); none last.' },
    APPROVED_LIMIT_DESC: { description: 'Approved limit, largest first (whatever the currency); none last.' },
    REVIEW_STATE_ASC: { description: 'Four-eyes review, work first: pending, completed, not required.' },
    REVIEW_STATE_DESC: { description: 'Four-eyes review: not required, completed, pending.' },
  },
});
