import { registerEnumType } from 'type-graphql';

export enum AssessmentStatus {
  APPROVED = 'approved',
  CAUTION = 'caution',
  REJECTED = 'rejected',
}
registerEnumType(AssessmentStatus, { name: 'AssessmentStatus', description: 'approved ("Approved"), caution ("Trade with Caution") or rejected ("Rejected")' });

export enum Answer {
  YES = 'yes',
  NO = 'no',
  UNKNOWN = 'unknown',
}
registerEnumType(Answer, { name: 'Answer', description: 'yes, no or unknown' });

/** Stored values are the spec's `<2`, `2-3`, `3-5`, `>5`; GraphQL names them. */
export enum TradingYears {
  LESS_THAN_2 = '<2',
  TWO_TO_3 = '2-3',
  THREE_TO_5 = '3-5',
  MORE_THAN_5 = '>5',
}
registerEnumType(TradingYears, {
  name: 'TradingYears',
  description: 'Years of trading; stored and used in CSV and REST as <2, 2-3, 3-5, >5',
});
