import { randomUUID } from 'node:crypto';
import { notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { validateRuleDefinition } from '../decision-engine/decision-engine.js';
import { RuleCondition, RuleType } from '../decision-engine/rule-types.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { RuleChangeAction } from './dto/replay.types.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import type { RuleSetChange, RuleSnapshot } from './rule-set-version.entity.js';

/** A rule change as a surface receives it: the rule it is about and the rule input, unvalidated. */
export interface RuleChangeRequest {
  action: RuleChangeAction;
  ruleId?: string;
  /** CreateRuleInput or UpdateRuleInput, by action. */
  input?: unknown;
}

/** A rule change with its input validated: what the rule dialog saves and a what-if replay proposes. */
export type RuleChange =
  | { action: RuleChangeAction.CREATE; create: CreateRuleInput }
  | { action: RuleChangeAction.UPDATE; ruleId: string; update: UpdateRuleInput }
  | { action: RuleChangeAction.DELETE; ruleId: string };

/** A rule set after one change. */
export interface AppliedRuleChange {
  rules: RuleSnapshot[];
  /** The rule created or changed as it now stands, or the rule deleted. */
  rule: RuleSnapshot;
  /** What the rule-set version records about the change. */
  version: RuleSetChange;
}

/** Validates the rule input of a change (none for a delete). BAD_USER_INPUT naming the field. */
export async function parseRuleChange({ action, ruleId = '', input }: RuleChangeRequest): Promise<RuleChange> {
  switch (action) {
    case RuleChangeAction.CREATE:
      return { action, create: await parseInput(CreateRuleInput, input) };
    case RuleChangeAction.UPDATE:
      return { action, ruleId, update: await parseInput(UpdateRuleInput, input) };
    case RuleChangeAction.DELETE:
      return { action, ruleId };
  }
}

/**
 * Applies one change to a rule set — the one definition of what create, edit, toggle, delete and a
 * priority change do, shared by saving a rule and by the what-if replay. Text is trimmed, an
 * omitted or null field keeps its value (or the default on create), and the resulting rule must
 * pass the engine's validation. NOT_FOUND (unknown rule), BAD_USER_INPUT.
 */
export function applyRuleChange(current: readonly RuleSnapshot[], change: RuleChange): AppliedRuleChange {
  if (change.action === RuleChangeAction.CREATE) {
    const input = change.create;
    const rule: RuleSnapshot = {
      id: randomUUID(),
      name: input.name.trim(),
      description: input.description?.trim() || null,
      ruleType: input.ruleType ?? RuleType.WARNING,
      field: input.field.trim(),
      condition: input.condition ?? RuleCondition.EQUALS,
      value: input.value.trim(),
      enabled: input.enabled ?? true,
      priority: input.priority ?? 0,
      message: input.message.trim(),
    };
    validateRuleDefinition(rule);
    return { rules: [...current, rule], rule, version: { kind: 'create', ruleId: rule.id, ruleName: rule.name } };
  }
  const existing = current.find((r) => r.id === change.ruleId);
  if (!existing) throw notFound('Rule not found');
  if (change.action === RuleChangeAction.DELETE) {
    return {
      rules: current.filter((r) => r !== existing),
      rule: existing,
      version: { kind: 'delete', ruleId: existing.id, ruleName: existing.name },
    };
  }
  const input = change.update;
  const rule: RuleSnapshot = { ...existing };
  for (const key of ['name', 'field', 'value', 'message'] as const) if (input[key] != null) rule[key] = input[key].trim();
  if (input.description !== undefined) rule.description = input.description?.trim() || null;
  if (input.ruleType != null) rule.ruleType = input.ruleType;
  if (input.condition != null) rule.condition = input.condition;
  if (input.enabled != null) rule.enabled = input.enabled;
  if (input.priority != null) rule.priority = input.priority;
  validateRuleDefinition(rule);
  // A toggle is a change that sends only `enabled`; the version history names it so.
  const toggle = Object.entries(input).every(([key, value]) => value === undefined || key === 'enabled');
  return {
    rules: current.map((r) => (r === existing ? rule : r)),
    rule,
    version: { kind: toggle ? 'toggle' : 'update', ruleId: rule.id, ruleName: rule.name },
  };
}
