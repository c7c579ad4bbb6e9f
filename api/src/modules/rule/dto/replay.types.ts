import { IsDate, IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { DateInRange } from '../../../core/validation.js';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AssessmentStatus } from '../../kernel/assessment.enums.js';
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
    description: 'Only assessments created at or after this time (ISO 8601 date-time, years 1 to 9999); must be before to.',
  })
  @IsOptional()
  @IsDate({ message: 'from must be a date-time' })
  @DateInRange('from must be a date-time in the years 1 to 9999')
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Only assessments created before this time (ISO 8601 date-time, years 1 to 9999).' })
  @IsOptional()
  @IsDate({ message: 'to must be a date-time' })
  @DateInRange('to must be a date-time in the years 1 to 9999')
  to?: Date | null;

  @Field(() => Int, { nullable: true, description: 'Affected assessments to return in sample: 0–200, default 20.' })
  @IsOptional()
  @IsInt({ message: 'sampleSize must be an integer' })
  @Min(0, { message: 'sampleSize must be between 0 and 200' })
  @Max(200, { message: 'sampleSize must be between 0 and 200' })
  sampleSize?: number | null;
}

@ObjectType({
  description:
    'One cell of a replay matrix: assessments going from the decision of the current configuration to the one with the proposal.',
})
export class StatusTransition {
  @Field(() => AssessmentStatus, {
    description: 'The decision the current configuration makes over the same inputs (never PENDING_REVIEW), whatever is stored.',
  })
  from!: AssessmentStatus;
  @Field(() => AssessmentStatus, {
    description: 'The decision with the proposal; the from decision again for an assessment a reviewer overrode (see overridden).',
  })
  to!: AssessmentStatus;
  @Field(() => Int, { description: 'Assessments in this cell.' }) count!: number;
}

@ObjectType({ description: 'An assessment whose decision the proposed change would change.' })
export class ReplaySample {
  @Field(() => ID, { description: 'The assessment id.' }) assessmentId!: string;
  @Field(() => String, { description: 'The counterparty company.' }) companyName!: string;
  @Field(() => AssessmentStatus, { description: 'The decision of the current rules over its stored answers.' })
  fromStatus!: AssessmentStatus;
  @Field(() => AssessmentStatus, { description: 'The decision with the proposed rules.' }) toStatus!: AssessmentStatus;
  @Field(() => String, { description: 'The rationale of the current rules.' }) oldRationale!: string;
  @Field(() => String, { description: 'The rationale with the proposed rules.' }) newRationale!: string;
}

@ObjectType({
  description:
    'An assessment whose final decision a four-eyes reviewer recorded against the rules (finalReview.decision differs from its ruleStatus), and whose rules the proposal would make read otherwise: the reviewer’s decision stands.',
})
export class ReviewerOverride {
  @Field(() => ID, { description: 'The assessment id.' }) assessmentId!: string;
  @Field(() => String, { description: 'The counterparty company.' }) companyName!: string;
  @Field(() => AssessmentStatus, { description: 'The reviewer’s decision, in force.' }) decision!: AssessmentStatus;
  @Field(() => AssessmentStatus, { description: 'What the rules decide now (the current configuration).' }) fromStatus!: AssessmentStatus;
  @Field(() => AssessmentStatus, { description: 'What the rules would decide with the proposal.' }) toStatus!: AssessmentStatus;
}

@ObjectType({
  description:
    'What a rule change would do to past decisions (nothing is saved): every assessment decided by the current rules and by the proposed ones over the same stored answers, so only the change itself counts.',
})
export class ReplayResult {
  @Field(() => Int, { description: 'Assessments re-decided (those in the scope).' }) evaluated!: number;
  @Field(() => Int, {
    description:
      'Assessments whose decision the proposed rules would change (those a reviewer overrode are counted in overridden instead).',
  })
  changed!: number;
  @Field(() => [StatusTransition], {
    description:
      'Current rules → proposed rules counts: all 9 pairs of APPROVED, CAUTION and REJECTED, zeros included; from = to is unchanged. They add up to evaluated.',
  })
  matrix!: StatusTransition[];
  @Field(() => [ReplaySample], { description: 'Up to sampleSize of the changed assessments, in id order.' }) sample!: ReplaySample[];
  @Field(() => Int, {
    nullable: true,
    description:
      'Assessments a reviewer overrode whose rules the proposal would make read otherwise; not in changed (the matrix counts them unchanged). Null on a proposal’s impact computed before they were counted apart.',
  })
  overridden?: number | null;
  @Field(() => [ReviewerOverride], {
    nullable: true,
    description:
      'Up to sampleSize of the overridden ones, in id order: "overridden by a reviewer; the rules would now read toStatus". Null as overridden.',
  })
  overriddenSample?: ReviewerOverride[] | null;
}
