import { Field, ObjectType } from 'type-graphql';
import { RuleCondition } from '../rule-config.entity.js';

@ObjectType({ description: 'An assessment answer a rule can test: the catalog the rule editor offers.' })
export class RuleFieldOption {
  @Field(() => String, { description: 'The field name a rule stores (RuleConfig.field), e.g. tradingYears.' }) name!: string;
  @Field(() => String, { description: 'What to call it, e.g. "Trading years".' }) label!: string;
  @Field(() => String, {
    description: 'The kind of value: boolean, enum, text or number (numbers take greater_than, less_than and between).',
  })
  kind!: string;
  @Field(() => [String], {
    description:
      'The values its rules compare with (enum values, or true and false); empty for text, compared case-insensitively after trimming.',
  })
  values!: string[];
  @Field(() => [RuleCondition], {
    description:
      'The conditions its rules may use, as createRule and updateRule accept them: greater_than, less_than and between for a number, equals, not_equals, in and not_in for anything else.',
  })
  conditions!: RuleCondition[];
}
