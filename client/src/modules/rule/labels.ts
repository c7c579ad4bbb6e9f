import type { RuleChangeAction, RuleCondition } from '../../generated/graphql';

/** A rule property a change sets, as the API compares them (RuleChangeProposal.changes). */
export interface PropertyChange {
  field: string;
  from: string;
  to: string;
}

/**
 * What a proposed change does to its rule, a line per property the server says changes:
 * "ruleType: warning → reject" for an update, "ruleType: reject" for a new rule (whose properties
 * left empty say nothing). A deletion changes no property.
 */
export function changeLines(action: RuleChangeAction, changes: readonly PropertyChange[]): string[] {
  if (action === 'CREATE') return changes.filter((c) => c.to !== '').map((c) => `${c.field}: ${c.to}`);
  return changes.map((c) => `${c.field}: ${c.from} → ${c.to}`);
}

/** An entry of the API's rule-field catalog (Query.ruleFields). */
export interface RuleFieldLike {
  name: string;
  label: string;
  kind: string;
  values: readonly string[];
  /** The conditions its rules may use, as the API validates them. */
  conditions: readonly RuleCondition[];
}

/** How a rule's condition reads in the editor and the rules list. */
export const CONDITION_LABELS: Record<RuleCondition, string> = {
  EQUALS: 'equals',
  NOT_EQUALS: 'not equals',
  IN: 'in',
  NOT_IN: 'not in',
  GREATER_THAN: 'greater than',
  LESS_THAN: 'less than',
  BETWEEN: 'between',
};

/**
 * The conditions a field of the catalog takes, as select options: the ones the API lists for it
 * (greater than, less than and between for numbers, the spec's four for everything else), and all
 * of them while the catalog has not loaded (so a stored rule still shows its condition).
 */
export function conditionsFor(field: Pick<RuleFieldLike, 'conditions'> | undefined): { value: RuleCondition; label: string }[] {
  const conditions = field ? field.conditions : (Object.keys(CONDITION_LABELS) as RuleCondition[]);
  return conditions.map((value) => ({ value, label: CONDITION_LABELS[value] }));
}

/** A rule's test in words, after its field: "equals true", "greater than 2.5", "between 1.1 and 2.6". */
export function conditionText(condition: string, value: string): string {
  if (condition === 'BETWEEN') {
    const [low, high] = value.split(',').map((v) => v.trim());
    if (low && high) return `between ${low} and ${high}`;
  }
  return `${CONDITION_LABELS[condition as RuleCondition] ?? condition.toLowerCase()} ${value}`;
}

/**
 * The values a field's rules compare with, as the editor hints them: "true or false", "yes, no,
 * unknown", any text, a number, or "low,high" for between.
 */
export function fieldHint(field: Pick<RuleFieldLike, 'kind' | 'values'>, condition?: RuleCondition): string {
  if (field.kind === 'boolean') return 'true or false';
  if (field.kind === 'number') return condition === 'BETWEEN' ? 'low,high — two numbers, both ends included' : 'a number, e.g. 1.5';
  return field.values.length > 0 ? field.values.join(', ') : 'any text, case-insensitive';
}

/** What to call a rule's field: its catalog label, or the stored name when the catalog lacks it (or has not loaded). */
export const fieldLabel = (fields: readonly Pick<RuleFieldLike, 'name' | 'label'>[], name: string) =>
  fields.find((f) => f.name === name)?.label ?? name;
