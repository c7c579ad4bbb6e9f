export enum RuleType {
  MANDATORY_REJECT = 'mandatory_reject',
  REJECT = 'reject',
  WARNING = 'warning',
}

export enum RuleCondition {
  EQUALS = 'equals',
  NOT_EQUALS = 'not_equals',
  IN = 'in',
  NOT_IN = 'not_in',
}
