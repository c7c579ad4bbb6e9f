import { Omittable } from '../../../core/validation.js';
import { Field, InputType, Int } from 'type-graphql';
import { RuleCondition, RuleType } from '../../decision-engine/rule-types.js';
import { RuleRules } from './rule-fields.js';

@InputType({
  description:
    'A partial rule change: only the fields given change, each with the rules of CreateRuleInput, and the rule as it then stands is validated as a whole. A toggle sends only enabled.',
})
export class UpdateRuleInput {
  @Field(() => String, { nullable: true, description: 'Not blank; at most 255 characters. Omit to keep.' })
  @Omittable()
  @RuleRules.name()
  name?: string;
  @Field(() => String, { nullable: true, description: 'At most 2,000 characters; null or blank removes it. Omit to keep.' })
  @RuleRules.description()
  description?: string | null;
  @Field(() => RuleType, { nullable: true, description: 'Omit to keep.' }) @Omittable() @RuleRules.ruleType() ruleType?: RuleType;
  @Field(() => String, { nullable: true, description: 'The assessment field tested (see RuleConfig.field). Omit to keep.' })
  @Omittable()
  @RuleRules.field()
  field?: string;
  @Field(() => RuleCondition, { nullable: true, description: 'Omit to keep.' })
  @Omittable()
  @RuleRules.condition()
  condition?: RuleCondition;
  @Field(() => String, { nullable: true, description: 'As in CreateRuleInput.value; at most 2,000 characters. Omit to keep.' })
  @Omittable()
  @RuleRules.value()
  value?: string;
  @Field(() => Boolean, { nullable: true, description: 'Turns the rule on or off. Omit to keep.' })
  @Omittable()
  @RuleRules.enabled()
  enabled?: boolean;
  @Field(() => Int, { nullable: true, description: 'A whole number from -1,000,000 to 1,000,000; lower numbers come first. Omit to keep.' })
  @Omittable()
  @RuleRules.priority()
  priority?: number;
  @Field(() => String, { nullable: true, description: 'Not blank; at most 2,000 characters. Omit to keep.' })
  @Omittable()
  @RuleRules.message()
  message?: string;
}
