import { Field, Float, Int, ObjectType } from 'type-graphql';
import { AssessmentStatus } from '../assessment.enums.js';

@ObjectType()
export class StatusCount {
  @Field(() => AssessmentStatus) status!: AssessmentStatus;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class ReasonCount {
  @Field(() => String) reason!: string;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: 'Dashboard figures over every assessment, kept as running totals.' })
export class Analytics {
  @Field(() => Int) totalAssessments!: number;
  @Field(() => Float, { description: 'Percent of assessments approved.' }) approvalRate!: number;
  @Field(() => Float, { description: 'Percent of assessments given caution.' }) cautionRate!: number;
  @Field(() => Float, { description: 'Average minutes from the first wizard step (or batch pickup) to the decision.' }) avgProcessingTime!: number;
  @Field(() => [StatusCount]) statusBreakdown!: StatusCount[];
  @Field(() => [ReasonCount], { description: 'The most frequent rejection reasons (matched reject rules), most frequent first.' })
  commonRejectionReasons!: ReasonCount[];
}
