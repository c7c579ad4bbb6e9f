import type { RuleChangeAction } from '../../generated/graphql';

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
}

/** The values a field's rules compare with, as the editor hints them: "true or false", "yes, no, unknown", or any text. */
export function fieldHint(field: Pick<RuleFieldLike, 'kind' | 'values'>): string {
  if (field.kind === 'boolean') return 'true or false';
  return field.values.length > 0 ? field.values.join(', ') : 'any text, case-insensitive';
}

/** What to call a rule's field: its catalog label, or the stored name when the catalog lacks it (or has not loaded). */
export const fieldLabel = (fields: readonly Pick<RuleFieldLike, 'name' | 'label'>[], name: string) =>
  fields.find((f) => f.name === name)?.label ?? name;
