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
