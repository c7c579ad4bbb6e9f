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
  /** Numeric fields: the figure is above the value. */
  GREATER_THAN = 'greater_than',
  /** Numeric fields: the figure is below the value. */
  LESS_THAN = 'less_than',
  /** Numeric fields: the figure is within `low,high`, both ends included. */
  BETWEEN = 'between',
}
