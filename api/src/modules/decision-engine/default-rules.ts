import type { RuleDefinition } from './decision-engine.js';
import { RuleCondition, RuleType } from './rule-types.js';

/**
 * The rules a new installation starts with (the README's table). The two mandatory rejections
 * match the wizard's automatic-rejection warnings; the warnings flag weak financial standing,
 * missing references and a short trading history. The migration that seeds them keeps its own
 * frozen copy, so editing this list changes no database; the engine's tests and the rules
 * benchmark decide with it.
 */
export const DEFAULT_RULES: (RuleDefinition & { description: string })[] = [
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000001',
    name: 'Legal actions, fines or sanctions',
    description: 'Companies with legal actions, fines, or sanctions are automatically rejected.',
    ruleType: RuleType.MANDATORY_REJECT,
    field: 'hasLegalActions',
    condition: RuleCondition.EQUALS,
    value: 'true',
    priority: 0,
    message: 'The company has legal actions, fines, or sanctions against it',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000002',
    name: 'Management reputation not confirmed',
    description: 'Companies without confirmed management transparency and reputation are automatically rejected.',
    ruleType: RuleType.MANDATORY_REJECT,
    field: 'managementReputation',
    condition: RuleCondition.IN,
    value: 'no,unknown',
    priority: 1,
    message: 'Management transparency and reputation could not be confirmed',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000003',
    name: 'Short trading history',
    description: 'Less than two years of trading gives little evidence of stability.',
    ruleType: RuleType.WARNING,
    field: 'tradingYears',
    condition: RuleCondition.EQUALS,
    value: '<2',
    priority: 10,
    message: 'Short trading history (less than 2 years)',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000004',
    name: 'No project references',
    description: 'The company cannot provide two recent project references.',
    ruleType: RuleType.WARNING,
    field: 'canProvideReferences',
    condition: RuleCondition.EQUALS,
    value: 'false',
    priority: 20,
    message: 'Cannot provide two recent project references',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000005',
    name: 'Insufficient liquidity',
    description: 'Weak financial standing: liquidity is not sufficient.',
    ruleType: RuleType.WARNING,
    field: 'hasSufficientLiquidity',
    condition: RuleCondition.EQUALS,
    value: 'false',
    priority: 30,
    message: 'Liquidity is not sufficient',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000006',
    name: 'Not profitable',
    description: 'Weak financial standing: not profitable in the last two years.',
    ruleType: RuleType.WARNING,
    field: 'isProfitable',
    condition: RuleCondition.EQUALS,
    value: 'false',
    priority: 40,
    message: 'Not profitable in the last two years',
  },
  {
    id: '5b0f6a52-0d1e-4c3a-9f00-000000000007',
    name: 'No audited financials',
    description: 'Weak financial standing: no audited financial statements for the last two years.',
    ruleType: RuleType.WARNING,
    field: 'hasAuditedFinancials',
    condition: RuleCondition.EQUALS,
    value: 'false',
    priority: 50,
    message: 'No audited financial statements for the last two years',
  },
];
