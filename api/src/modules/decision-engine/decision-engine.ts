import { badInput } from '../../core/errors.js';
import { AssessmentStatus } from '../assessment/assessment.enums.js';
import { isRuleField, RULE_FIELDS, type FieldType, type RuleField } from './rule-fields.js';

import { RuleCondition, RuleType } from './rule-types.js';

export { RuleCondition, RuleType };

/** What the engine needs of a rule (a rule_configs row or a proposed one). */
export interface RuleDefinition {
  id: string;
  name: string;
  ruleType: RuleType;
  field: string;
  condition: RuleCondition;
  value: string;
  priority: number;
  message: string;
}

/** The answers the engine reads; every rule field must be present. */
export type Answers = { [K in RuleField]: unknown };

/** One matched rule, stored with the assessment so its decision stays explainable. */
export interface RuleTraceEntry {
  ruleId: string;
  name: string;
  ruleType: RuleType;
  field: string;
  condition: RuleCondition;
  value: string;
  priority: number;
  message: string;
}

export interface Decision {
  status: AssessmentStatus;
  rationale: string;
  trace: RuleTraceEntry[];
  /** `rejectionReasons(trace)`: stored with the assessment, counted by the analytics totals. */
  rejectionReasons: string[];
}

export const APPROVED_RATIONALE = 'All due diligence criteria were met: no decision rule flagged a risk for this counterparty.';

const RULE_TYPES: readonly string[] = Object.values(RuleType);
const CONDITIONS: readonly string[] = Object.values(RuleCondition);

/** Splits a rule value the way every condition reads it: comma-separated, trimmed, no empties. */
const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/**
 * Checks that a rule can be evaluated: a known field, a known type and condition, and a value
 * that fits the field (one value for equals/not_equals, a non-empty list for in/not_in).
 * Throws BAD_USER_INPUT naming the problem. Rules that pass can never throw at evaluation.
 */
export function validateRuleDefinition(rule: Pick<RuleDefinition, 'ruleType' | 'field' | 'condition' | 'value'>): void {
  if (!RULE_TYPES.includes(rule.ruleType)) throw badInput(`Rule type must be one of ${RULE_TYPES.join(', ')}`, 'ruleType');
  if (!isRuleField(rule.field)) {
    throw badInput(`Unknown field "${rule.field}"; use one of ${Object.keys(RULE_FIELDS).join(', ')}`, 'field');
  }
  if (!CONDITIONS.includes(rule.condition)) throw badInput(`Condition must be one of ${CONDITIONS.join(', ')}`, 'condition');
  const values = splitList(rule.value);
  const list = rule.condition === RuleCondition.IN || rule.condition === RuleCondition.NOT_IN;
  if (values.length === 0) throw badInput(list ? 'Value must list at least one item (comma-separated)' : 'Value is required', 'value');
  if (!list && values.length > 1) throw badInput(`Condition ${rule.condition} takes a single value; use in or not_in for a list`, 'value');
  const type: FieldType = RULE_FIELDS[rule.field];
  for (const v of values) {
    if (type.kind === 'boolean' && v !== 'true' && v !== 'false') {
      throw badInput(`Value "${v}" does not fit ${rule.field}: write true or false`, 'value');
    }
    if (type.kind === 'enum' && !type.values.includes(v)) {
      throw badInput(`Value "${v}" does not fit ${rule.field}: use one of ${type.values.join(', ')}`, 'value');
    }
  }
}

type Predicate = (answers: Answers) => boolean;

interface CompiledRule {
  rule: RuleDefinition;
  matches: Predicate;
}

/** Rules prepared once for many evaluations (a request, a batch chunk, a replay). */
export interface CompiledRules {
  rules: readonly CompiledRule[];
}

function normalise(field: RuleField, raw: unknown): string {
  const kind = RULE_FIELDS[field].kind;
  if (kind === 'boolean') return raw === true ? 'true' : raw === false ? 'false' : '';
  if (kind === 'text') return typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return typeof raw === 'string' ? raw : '';
}

function compileRule(rule: RuleDefinition): CompiledRule | undefined {
  if (!isRuleField(rule.field)) return undefined;
  const field = rule.field;
  const text = RULE_FIELDS[field].kind === 'text';
  const values = new Set(splitList(rule.value).map((v) => (text ? v.toLowerCase() : v)));
  if (values.size === 0) return undefined;
  const read = (answers: Answers) => normalise(field, answers[field]);
  const [single] = values;
  switch (rule.condition) {
    case RuleCondition.EQUALS:
      return { rule, matches: (a) => read(a) === single };
    case RuleCondition.NOT_EQUALS:
      return { rule, matches: (a) => read(a) !== single };
    case RuleCondition.IN:
      return { rule, matches: (a) => values.has(read(a)) };
    case RuleCondition.NOT_IN:
      return { rule, matches: (a) => !values.has(read(a)) };
    default:
      return undefined;
  }
}

/**
 * Compiles enabled rules in priority order (lower number first, then name, then id, so the order
 * is total). A stored rule that could not be evaluated is skipped rather than failing decisions.
 */
export function compileRules(rules: readonly RuleDefinition[]): CompiledRules {
  const sorted = [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { rules: sorted.map(compileRule).filter((r): r is CompiledRule => r !== undefined) };
}

/**
 * What a rule's message should add about the value it tested, per field: screening names the list
 * and the entity ("OFAC SDN: Orion Shipping LLC, score 0.93"), so the rationale says which.
 */
export type FieldDetails = Partial<Record<RuleField, string>>;

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/**
 * Decides an assessment: any matching mandatory_reject or reject rule → rejected; else any
 * matching warning → caution; else approved. The rationale lists automatic rejections first,
 * then the other matched rules by priority.
 */
export function decide(compiled: CompiledRules, answers: Answers, details: FieldDetails = {}): Decision {
  const matched: RuleDefinition[] = [];
  for (const c of compiled.rules) if (c.matches(answers)) matched.push(c.rule);
  if (matched.length === 0) return { status: AssessmentStatus.APPROVED, rationale: APPROVED_RATIONALE, trace: [], rejectionReasons: [] };

  const mandatory = matched.filter((r) => r.ruleType === RuleType.MANDATORY_REJECT);
  const others = matched.filter((r) => r.ruleType !== RuleType.MANDATORY_REJECT);
  const ordered = [...mandatory, ...others];
  const rejected = matched.some((r) => r.ruleType !== RuleType.WARNING);
  // The rationale adds the field's detail; the trace and rejection reasons keep the rule's own message.
  const told = (r: RuleDefinition) => {
    const detail = isRuleField(r.field) ? details[r.field] : undefined;
    return sentence(detail ? `${r.message.trim().replace(/[.!?]$/, '')} (${detail})` : r.message);
  };
  const parts = [
    ...mandatory.map((r) => `Automatic rejection: ${told(r)}`),
    ...others.map((r) => (r.ruleType === RuleType.WARNING ? `Caution: ${told(r)}` : `Rejected: ${told(r)}`)),
  ];
  const trace = ordered.map((r) => ({
    ruleId: r.id,
    name: r.name,
    ruleType: r.ruleType,
    field: r.field,
    condition: r.condition,
    value: r.value,
    priority: r.priority,
    message: r.message,
  }));
  return {
    status: rejected ? AssessmentStatus.REJECTED : AssessmentStatus.CAUTION,
    rationale: parts.join(' '),
    trace,
    rejectionReasons: rejectionReasons(trace),
  };
}

/**
 * What counts as a rejection reason, defined here and nowhere else: the message of every matched
 * rule that rejects (mandatory_reject or reject), automatic rejections first. Only a rejected
 * decision has any; the dashboard's "common rejection reasons" count them.
 */
export function rejectionReasons(trace: readonly RuleTraceEntry[]): string[] {
  return trace.filter((entry) => entry.ruleType !== RuleType.WARNING).map((entry) => entry.message);
}
