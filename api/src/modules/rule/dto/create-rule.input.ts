import { IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RuleCondition, RuleType } from '../../decision-engine/rule-types.js';
import { RuleRules } from './rule-fields.js';

@InputType({
  description:
    'A new decision rule, validated as a whole (field, condition and value must fit). Defaults: ruleType WARNING, condition EQUALS, priority 0, enabled true.',
})
export class CreateRuleInput {
  @Field(() => String, { description: 'Not blank; trimmed, at most 255 characters.' }) @RuleRules.name() name!: string;
  @Field(() => String, { nullable: true, description: 'At most 2,000 characters; null or blank for none.' })
  @RuleRules.description()
  description?: string | null;
  @Field(() => RuleType, { nullable: true, description: 'Default WARNING.' }) @IsOptional() @RuleRules.ruleType() ruleType?: RuleType;
  @Field(() => String, {
    description: 'The assessment field tested (see RuleConfig.field for the list), e.g. hasLegalActions or tradingYears.',
  })
  @RuleRules.field()
  field!: string;
  @Field(() => RuleCondition, { nullable: true, description: 'Default EQUALS.' })
  @IsOptional()
  @RuleRules.condition()
  condition?: RuleCondition;
  @Field(() => String, {
    description:
      'True or false for booleans; stored values (<2, 2-3, 3-5, >5; yes, no, unknown) for enums; any text for text fields. One value for EQUALS and NOT_EQUALS, a comma-separated list for IN and NOT_IN. At most 2,000 characters.',
  })
  @RuleRules.value()
  value!: string;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) @IsOptional() @RuleRules.enabled() enabled?: boolean;
  @Field(() => Int, { nullable: true, description: 'A whole number from -1,000,000 to 1,000,000; lower numbers come first. Default 0.' })
  @IsOptional()
  @RuleRules.priority()
  priority?: number;
  @Field(() => String, { description: 'The sentence the rationale quotes when the rule matches; not blank, at most 2,000 characters.' })
  @RuleRules.message()
  message!: string;
}
