import { IsDate, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AssessmentStatus } from '../../assessment/assessment.enums.js';
import { CreateRuleInput } from './create-rule.input.js';
import { UpdateRuleInput } from './update-rule.input.js';

export enum RuleChangeAction {
  CREATE = 'create',
  UPDATE = 'update',
  DELETE = 'delete',
}
registerEnumType(RuleChangeAction, { name: 'RuleChangeAction', description: 'create (with create), update or toggle (ruleId + update), delete (ruleId)' });

@InputType({ description: 'A proposed rule change: the same input the rule dialog sends when saving.' })
export class ProposedRuleChangeInput {
  @Field(() => RuleChangeAction)
  @IsIn(Object.values(RuleChangeAction), { message: 'action must be create, update or delete' })
  action!: RuleChangeAction;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsString({ message: 'ruleId must be an id' })
  ruleId?: string | null;

  @Field(() => CreateRuleInput, { nullable: true })
  @IsOptional()
  create?: CreateRuleInput | null;

  @Field(() => UpdateRuleInput, { nullable: true })
  @IsOptional()
  update?: UpdateRuleInput | null;
}

@InputType()
export class ReplayScopeInput {
  @Field(() => Date, { nullable: true, description: 'Only assessments created at or after this time.' })
  @IsOptional()
  @IsDate({ message: 'from must be a date-time' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only assessments created before this time.' })
  @IsOptional()
  @IsDate({ message: 'to must be a date-time' })
  to?: Date | null;

  @Field(() => Int, { nullable: true, description: 'Affected companies to return (default 20, at most 200).' })
  @IsOptional()
  @IsInt({ message: 'sampleSize must be an integer' })
  @Min(0, { message: 'sampleSize must be between 0 and 200' })
  @Max(200, { message: 'sampleSize must be between 0 and 200' })
  sampleSize?: number | null;
}

@ObjectType()
export class StatusTransition {
  @Field(() => AssessmentStatus) from!: AssessmentStatus;
  @Field(() => AssessmentStatus) to!: AssessmentStatus;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class ReplaySample {
  @Field(() => ID) assessmentId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => AssessmentStatus) fromStatus!: AssessmentStatus;
  @Field(() => AssessmentStatus) toStatus!: AssessmentStatus;
  @Field(() => String) oldRationale!: string;
  @Field(() => String) newRationale!: string;
}

@ObjectType({ description: 'What a rule change would do to past decisions (nothing is saved).' })
export class ReplayResult {
  @Field(() => Int, { description: 'Assessments re-decided.' }) evaluated!: number;
  @Field(() => Int, { description: 'Assessments whose status would change.' }) changed!: number;
  @Field(() => [StatusTransition], { description: 'from → to counts over approved/caution/rejected (the diagonal is unchanged).' }) matrix!: StatusTransition[];
  @Field(() => [ReplaySample]) sample!: ReplaySample[];
}
