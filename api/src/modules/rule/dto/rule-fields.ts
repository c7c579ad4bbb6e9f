import { IsBoolean, IsIn, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { compose, NotBlank } from '../../../core/validation.js';
import { RuleCondition, RuleType } from '../../decision-engine/rule-types.js';

/** Field rules of the rule inputs; the engine's validateRuleDefinition checks field/value fit. */
export const RuleRules = {
  name: () => compose(MaxLength(255, { message: 'Name is too long' }), NotBlank('Name is required')),
  description: () => compose(IsOptional(), MaxLength(2000, { message: 'Description is too long' })),
  ruleType: () => IsIn(Object.values(RuleType), { message: 'Rule type must be one of mandatory_reject, reject, warning' }),
  field: () => compose(MaxLength(64, { message: 'Field is too long' }), NotBlank('Field is required')),
  condition: () => IsIn(Object.values(RuleCondition), { message: 'Condition must be one of equals, not_equals, in, not_in' }),
  value: () => compose(MaxLength(2000, { message: 'Value is too long' }), NotBlank('Value is required')),
  enabled: () => IsBoolean({ message: 'enabled must be true or false' }),
  priority: () =>
    compose(
      Max(1_000_000, { message: 'Priority must be between -1000000 and 1000000' }),
      Min(-1_000_000, { message: 'Priority must be between -1000000 and 1000000' }),
      IsInt({ message: 'Priority must be an integer' }),
    ),
  message: () => compose(MaxLength(2000, { message: 'Message is too long' }), NotBlank('Message is required')),
};
