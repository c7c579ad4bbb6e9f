import { IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RuleCondition, RuleType } from '../../decision-engine/rule-types.js';
import { RuleRules } from './rule-fields.js';

@InputType({ description: 'A decision rule. Defaults: ruleType warning, condition equals, priority 0, enabled true.' })
export class CreateRuleInput {
  @Field(() => String) @RuleRules.name() name!: string;
  @Field(() => String, { nullable: true }) @RuleRules.description() description?: string | null;
  @Field(() => RuleType, { nullable: true }) @IsOptional() @RuleRules.ruleType() ruleType?: RuleType;
  @Field(() => String, { description: 'An assessment field, e.g. hasLegalActions or tradingYears.' }) @RuleRules.field() field!: string;
  @Field(() => RuleCondition, { nullable: true }) @IsOptional() @RuleRules.condition() condition?: RuleCondition;
  @Field(() => String, { description: 'true/false for booleans; stored values (<2, yes…) for enums; comma-separated for in/not_in.' })
  @RuleRules.value()
  value!: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @RuleRules.enabled() enabled?: boolean;
  @Field(() => Int, { nullable: true, description: 'Lower number = higher priority.' }) @IsOptional() @RuleRules.priority() priority?: number;
  @Field(() => String, { description: 'Shown in the rationale when the rule matches.' }) @RuleRules.message() message!: string;
}
