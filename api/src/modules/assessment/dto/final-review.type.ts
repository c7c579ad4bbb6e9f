import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AssessmentStatus } from '../../kernel/assessment.enums.js';

@ObjectType('FinalReview', { description: 'The final decision recorded by a second person (four-eyes review).' })
export class FinalReviewType {
  @Field(() => AssessmentStatus, { description: 'The final decision, which is the assessment status.' }) decision!: AssessmentStatus;
  @Field(() => String, { description: 'Why, in the reviewer’s words.' }) reason!: string;
  @Field(() => ID, { description: 'The reviewer’s user id.' }) reviewerId!: string;
  @Field(() => String, { description: 'The reviewer’s name at the time.' }) reviewerName!: string;
  @Field(() => Date, { description: 'When (ISO 8601, UTC).' }) reviewedAt!: string;
  @Field(() => AssessmentStatus, { description: 'The decision of the rules the reviewer saw; differs from decision when overridden.' })
  ruleStatus!: AssessmentStatus;
  @Field(() => Int, {
    nullable: true,
    description: 'The revision of the assessment the reviewer saw and decided; null for reviews recorded before revisions were kept.',
  })
  revision?: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "The credit limit approved, in the statements' currency, at most the requested limit; null on a rejection, without a requested limit, and on reviews recorded before approved limits.",
  })
  approvedLimit?: number | null;
}

@ObjectType('SupersededReview', {
  description: 'A final review that a later re-decision (an edit, a hit review, a re-screening) replaced; kept on record.',
})
export class SupersededReviewType extends FinalReviewType {
  @Field(() => Date, { description: 'When it was superseded (ISO 8601, UTC).' }) supersededAt!: string;
  @Field(() => String, { description: 'What re-decided the assessment: edit, hit_review or rescreen.' }) supersededBy!: string;
}
