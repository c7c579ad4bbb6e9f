import { Field, Float, Int, ObjectType } from 'type-graphql';
import { AssessmentStatus } from '../../kernel/assessment.enums.js';

@ObjectType({ description: 'How many assessments have one status.' })
export class StatusCount {
  @Field(() => AssessmentStatus, { description: 'The status counted.' }) status!: AssessmentStatus;
  @Field(() => Int, { description: 'Assessments with that status now.' }) count!: number;
}

@ObjectType({ description: 'A rejection reason and how often it occurs.' })
export class ReasonCount {
  @Field(() => String, { description: 'The message of a reject or mandatory_reject rule, as stored in rule traces.' }) reason!: string;
  @Field(() => Int, { description: 'Rejected assessments whose rule trace holds it.' }) count!: number;
}

@ObjectType({ description: 'Final decisions of four-eyes reviews that differ from the rules, counted by direction.' })
export class OverrideCount {
  @Field(() => AssessmentStatus, { description: 'The decision of the rules.' }) from!: AssessmentStatus;
  @Field(() => AssessmentStatus, { description: 'The reviewer’s final decision.' }) to!: AssessmentStatus;
  @Field(() => Int, { description: 'Reviews that went this way.' }) count!: number;
}

@ObjectType({ description: 'Assessments with a credit analysis of one grade, and their suggested and approved limits in one currency.' })
export class GradeLimits {
  @Field(() => String, { description: 'Scorecard grade, A to E.' }) grade!: string;
  @Field(() => String, { description: 'ISO 4217 currency of the statements.' }) currency!: string;
  @Field(() => Int, { description: 'Assessments of that grade in that currency.' }) count!: number;
  @Field(() => Float, { description: 'The sum of their suggested limits, in that currency.' }) suggestedLimitTotal!: number;
  @Field(() => Int, { description: 'Those of them with a limit approved on four-eyes review (Assessment.approvedLimit).' })
  approvedCount!: number;
  @Field(() => Float, { description: 'The sum of their approved limits, in that currency; 0 when none has one.' })
  approvedLimitTotal!: number;
}

@ObjectType({ description: 'Dashboard figures over every assessment, kept as running totals.' })
export class Analytics {
  @Field(() => Int, { description: 'Every assessment of the team.' }) totalAssessments!: number;
  @Field(() => Float, { description: 'Percent (0–100, one decimal) of assessments approved; 0 when there are none.' })
  approvalRate!: number;
  @Field(() => Float, { description: 'Percent (0–100, one decimal) of assessments given caution; 0 when there are none.' })
  cautionRate!: number;
  @Field(() => Float, {
    description:
      'Average minutes (one decimal) from the first wizard step (or batch pickup) to the decision, over assessments with a processing time; 0 when none has one.',
  })
  avgProcessingTime!: number;
  @Field(() => [StatusCount], { description: 'One count per status: APPROVED, CAUTION, REJECTED, PENDING_REVIEW.' })
  statusBreakdown!: StatusCount[];
  @Field(() => [ReasonCount], { description: 'The 5 most frequent rejection reasons (matched reject rules), most frequent first.' })
  commonRejectionReasons!: ReasonCount[];
  @Field(() => Int, { description: 'Assessments waiting for a four-eyes review.' }) pendingReviews!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Median minutes (one decimal) from creation to the final review, over reviewed assessments; null when none.',
  })
  medianTimeToReview!: number | null;
  @Field(() => [OverrideCount], { description: 'Reviews whose final decision differs from the rules, by direction, most frequent first.' })
  overrides!: OverrideCount[];
  @Field(() => [GradeLimits], {
    description:
      'The grade distribution of assessments with financial statements, and the sums of their suggested and approved limits, per grade and currency (grades A to E, then currency); empty when none has statements.',
  })
  creditGrades!: GradeLimits[];
}
