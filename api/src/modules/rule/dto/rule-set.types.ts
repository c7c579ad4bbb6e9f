import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserSummary } from '../../user/dto/user-summary.type.js';

@ObjectType({ description: 'A rule as it stood in a rule-set version.' })
export class RuleSnapshotType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String) ruleType!: string;
  @Field(() => String) field!: string;
  @Field(() => String) condition!: string;
  @Field(() => String) value!: string;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Int) priority!: number;
  @Field(() => String) message!: string;
}

@ObjectType({ description: 'The whole rule set after one change.' })
export class RuleSetVersionType {
  @Field(() => Int) id!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => UserSummary, { nullable: true, description: 'Who made the change (null for the initial version).' }) changedBy!: UserSummary | null;
  @Field(() => GraphQLJSONObject, { description: '{kind: initial|create|update|toggle|delete, ruleId, ruleName}' }) change!: Record<string, unknown>;
  @Field(() => [RuleSnapshotType]) rules!: RuleSnapshotType[];
}

@ObjectType()
export class FieldChange {
  @Field(() => String) field!: string;
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
}

@ObjectType()
export class RuleChange {
  @Field(() => ID) ruleId!: string;
  @Field(() => String) name!: string;
  @Field(() => [FieldChange]) fields!: FieldChange[];
}

@ObjectType({ description: 'The difference between two rule-set versions.' })
export class RuleSetDiffType {
  @Field(() => [RuleSnapshotType]) added!: RuleSnapshotType[];
  @Field(() => [RuleSnapshotType]) removed!: RuleSnapshotType[];
  @Field(() => [RuleChange]) changed!: RuleChange[];
}
