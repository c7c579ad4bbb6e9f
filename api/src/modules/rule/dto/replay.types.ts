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
registerEnumType(RuleChangeAction, {
  name: 'RuleChangeAction',
  description: 'The kind of a proposed rule change.',
  valuesConfig: {
    CREATE: { description: 'Adds the rule given in create.' },
    UPDATE: { description: 'Changes rule ruleId with update (a toggle sends only enabled).' },
    DELETE: { description: 'Removes rule ruleId.' },
  },
});

@InputType({ description: 'A proposed rule change: the same input the rule dialog sends when saving.' })
export class ProposedRuleChangeInput {
  @Field(() => RuleChangeAction, { description: 'What the change does.' })
  @IsIn(Object.values(RuleChangeAction), { message: 'action must be create, update or delete' })
  action!: RuleChangeAction;

  @Field(() => ID, {
    nullable: true,
    description: 'The rule to update or delete (NOT_FOUND when it is not in the current set); ignored for CREATE.',
  })
  @IsOptional()
  @IsString({ message: 'ruleId must be an id' })
  ruleId?: string | null;

  @Field(() => CreateRuleInput, { nullable: true, description: 'The new rule, for CREATE; validated as createRule would.' })
  @IsOptional()
  create?: CreateRuleInput | null;

  @Field(() => UpdateRuleInput, { nullable: true, description: 'The fields to change, for UPDATE; validated as updateRule would.' })
  @IsOptional()
  update?: UpdateRuleInput | null;
}

@InputType({ description: 'Which past assessments a replay re-decides; every one when omitted.' })
export class ReplayScopeInput {
  @Field(() => Date, {
    nullable: true,
    description: 'Only assessments created at or after this time (ISO 8601 date-time); must be before to.',
  })
  @IsOptional()
  @IsDate({ message: 'from must be a date-time' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only assessments created before this time (ISO 8601 date-time).' })
  @IsOptional()
  @IsDate({ message: 'to must be a date-time' })
  to?: Date | null;

  @Field(() => Int, { nullable: true, description: 'Affected assessments to return in sample: 0–200, default 20.' })
  @IsOptional()
  @IsInt({ message: 'sampleSize must be an integer' })
  @Min(0, { message: 'sampleSize must be between 0 and 200' })
  @Max(200, { message: 'sampleSize must be between 0 and 200' })
  sampleSize?: number | null;
}

@ObjectType({ description: 'One cell of the replay matrix: assessments going from one status to another.' })
export class StatusTransition {
  @Field(() => AssessmentStatus, { description: 'The stored status.' }) from!: AssessmentStatus;
  @Field(() => AssessmentStatus, { description: 'The status with the proposed rules.' }) to!: AssessmentStatus;
  @Field(() => Int, { description: 'Assessments in this cell.' }) count!: number;
}

@ObjectType({ description: 'An assessment whose status the proposed change would change.' })
export class ReplaySample {
  @Field(() => ID, { description: 'The assessment id.' }) assessmentId!: string;
  @Field(() => String, { description: 'The counterparty company.' }) companyName!: string;
  @Field(() => AssessmentStatus, { description: 'The stored status.' }) fromStatus!: AssessmentStatus;
  @Field(() => AssessmentStatus, { description: 'The status with the proposed rules.' }) toStatus!: AssessmentStatus;
  @Field(() => String, { description: 'The stored rationale.' }) oldRationale!: string;
  @Field(() => String, { description: 'The rationale with the proposed rules.' }) newRationale!: string;
}

@ObjectType({ description: 'What a rule change would do to past decisions (nothing is saved).' })
export class ReplayResult {
  @Field(() => Int, { description: 'Assessments re-decided (those in the scope).' }) evaluated!: number;
  @Field(() => Int, { description: 'Assessments whose status would differ from the stored one.' }) changed!: number;
  @Field(() => [StatusTransition], {
    description: 'From → to counts: all 9 pairs of APPROVED, CAUTION and REJECTED, zeros included; from = to is unchanged.',
  })
  matrix!: StatusTransition[];
  @Field(() => [ReplaySample], { description: 'Up to sampleSize of the changed assessments, in id order.' }) sample!: ReplaySample[];
}
