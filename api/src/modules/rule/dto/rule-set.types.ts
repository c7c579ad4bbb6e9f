import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserSummary } from '../../user/dto/user-summary.type.js';

@ObjectType({ description: 'A rule as it stood in a rule-set version.' })
export class RuleSnapshotType {
  @Field(() => ID, { description: 'The rule id.' }) id!: string;
  @Field(() => String, { description: 'The rule name then.' }) name!: string;
  @Field(() => String, { nullable: true, description: "The admins' note then; null when none." }) description!: string | null;
  @Field(() => String, { description: 'The stored rule type: mandatory_reject, reject or warning.' }) ruleType!: string;
  @Field(() => String, { description: 'The assessment field tested.' }) field!: string;
  @Field(() => String, { description: 'The stored condition: equals, not_equals, in or not_in.' }) condition!: string;
  @Field(() => String, { description: 'The value compared with, as text.' }) value!: string;
  @Field(() => Boolean, { description: 'Whether the rule was enabled.' }) enabled!: boolean;
  @Field(() => Int, { description: 'The priority then; lower numbers come first.' }) priority!: number;
  @Field(() => String, { description: 'The sentence the rationale quotes.' }) message!: string;
}

@ObjectType({ description: 'The whole rule set after one change.' })
export class RuleSetVersionType {
  @Field(() => Int, {
    description: 'The version number, increasing with each change; what Assessment.ruleSetVersion and ruleSetDiff refer to.',
  })
  id!: number;
  @Field(() => Date, { description: 'When the change was made (ISO 8601 date-time, UTC).' }) createdAt!: Date;
  @Field(() => UserSummary, {
    nullable: true,
    description: 'Who made the change (kept after the account was deleted: see deleted); null for the initial version.',
  })
  changedBy!: UserSummary | null;
  @Field(() => GraphQLJSONObject, {
    description:
      'The change as JSON: {kind: "initial" | "create" | "update" | "toggle" | "delete", ruleId, ruleName} (no ruleId or ruleName for initial).',
  })
  change!: Record<string, unknown>;
  @Field(() => [RuleSnapshotType], { description: 'Every rule, enabled or not, as it stood after the change.' }) rules!: RuleSnapshotType[];
}

@ObjectType({ description: 'One property of a rule that differs between two versions.' })
export class FieldChange {
  @Field(() => String, {
    description: 'The rule property: name, description, ruleType, field, condition, value, enabled, priority or message.',
  })
  field!: string;
  @Field(() => String, { description: 'The value in the from version, as text (empty for none).' }) from!: string;
  @Field(() => String, { description: 'The value in the to version, as text (empty for none).' }) to!: string;
}

@ObjectType({ description: 'A rule present in both versions, with the properties that differ.' })
export class RuleChange {
  @Field(() => ID, { description: 'The rule id.' }) ruleId!: string;
  @Field(() => String, { description: 'The rule name in the to version.' }) name!: string;
  @Field(() => [FieldChange], { description: 'The properties that differ.' }) fields!: FieldChange[];
}

@ObjectType({ description: 'The difference between two rule-set versions.' })
export class RuleSetDiffType {
  @Field(() => [RuleSnapshotType], { description: 'Rules in the to version only.' }) added!: RuleSnapshotType[];
  @Field(() => [RuleSnapshotType], { description: 'Rules in the from version only.' }) removed!: RuleSnapshotType[];
  @Field(() => [RuleChange], { description: 'Rules in both whose properties differ.' }) changed!: RuleChange[];
}
