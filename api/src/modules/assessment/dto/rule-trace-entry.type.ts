import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RuleTraceEntry as TraceEntry } from '../../decision-engine/decision-engine.js';
import { RuleCondition, RuleType } from '../../rule/rule-config.entity.js';

@ObjectType({ description: 'A rule that matched an assessment (a risk flag), copied as it was at decision time.' })
export class RuleTraceEntry implements TraceEntry {
  @Field(() => ID) ruleId!: string;
  @Field(() => String) name!: string;
  @Field(() => RuleType) ruleType!: RuleType;
  @Field(() => String) field!: string;
  @Field(() => RuleCondition) condition!: RuleCondition;
  @Field(() => String) value!: string;
  @Field(() => Int) priority!: number;
  @Field(() => String) message!: string;
}
