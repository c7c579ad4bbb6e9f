import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { RuleTraceEntry as TraceEntry } from '../../decision-engine/decision-engine.js';
import { RuleCondition, RuleType } from '../../rule/rule-config.entity.js';

@ObjectType({ description: 'A rule that matched an assessment (a risk flag), copied as it was at decision time.' })
export class RuleTraceEntry implements TraceEntry {
  @Field(() => ID, { description: 'Id of the rule (it may since have changed or been deleted).' }) ruleId!: string;
  @Field(() => String, { description: 'The rule name then.' }) name!: string;
  @Field(() => RuleType, { description: 'What the match did: reject or caution.' }) ruleType!: RuleType;
  @Field(() => String, { description: 'The assessment field tested, e.g. hasLegalActions.' }) field!: string;
  @Field(() => RuleCondition, { description: 'How field was compared with value.' }) condition!: RuleCondition;
  @Field(() => String, { description: 'The value (or comma-separated list) compared with, as text.' }) value!: string;
  @Field(() => Int, { description: 'The rule priority then; lower numbers come first.' }) priority!: number;
  @Field(() => String, { description: 'The rule message, which the rationale quotes.' }) message!: string;
}
