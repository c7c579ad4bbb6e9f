import { IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RuleCondition, RuleType } from '../../decision-engine/rule-types.js';
import { RuleRules } from './rule-fields.js';

@InputType({ description: 'A partial rule change; a toggle sends only enabled.' })
export class UpdateRuleInput {
  @Field(() => String, { nullable: true }) @IsOptional() @RuleRules.name() name?: string;
  @Field(() => String, { nullable: true }) @RuleRules.description() description?: string | null;
  @Field(() => RuleType, { nullable: true }) @IsOptional() @RuleRules.ruleType() ruleType?: RuleType;
  @Field(() => String, { nullable: true }) @IsOptional() @RuleRules.field() field?: string;
  @Field(() => RuleCondition, { nullable: true }) @IsOptional() @RuleRules.condition() condition?: RuleCondition;
  @Field(() => String, { nullable: true }) @IsOptional() @RuleRules.value() value?: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @RuleRules.enabled() enabled?: boolean;
  @Field(() => Int, { nullable: true }) @IsOptional() @RuleRules.priority() priority?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @RuleRules.message() message?: string;
}
