import { badInput } from '../../core/errors.js';
import { AssessmentStatus, type DecisionStatus } from '../kernel/assessment.enums.js';
import {
  isRuleField,
  NUMERIC_CONDITIONS,
  RULE_FIELDS,
  type CreditRuleField,
  type OwnershipRuleField,
  type FieldType,
  type RuleField,
} from './rule-fields.js';

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

/**
 * The answers the engine reads: every answer field, and the credit figures when the assessment has
 * statements (a missing figure is null: it matches no numeric condition).
 */
export type Answers = { [K in Exclude<RuleField, CreditRuleField | OwnershipRuleField | 'approvalExpired'>]: unknown } & {
  [K in CreditRuleField | OwnershipRuleField | 'approvalExpired']?: unknown;
};

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
  status: DecisionStatus;
  rationale: string;
  trace: RuleTraceEntry[];
  /** `rejectionReasons(trace)`: stored with the assessment, counted by the analytics totals. */
  rejectionReasons: string[];
}

/**
 * A risk the inputs carry that no admin rule states (a box ticked against the statements): a
 * warning in the trace on its field, named by RISK_FLAG_RULE_ID.
 */
export interface RiskFlag {
  field: string;
  message: string;
}

/** The rule id a risk flag's trace entry carries: no rule_configs row has it. */
export const RISK_FLAG_RULE_ID = '00000000-0000-4000-8000-00000000f1a9';
const RISK_FLAG_PRIORITY = 1000;

export const APPROVED_RATIONALE = 'All due diligence criteria were met: no decision rule flagged a risk for this counterparty.';

const RULE_TYPES: readonly string[] = Object.values(RuleType);
const CONDITIONS: readonly string[] = Object.values(RuleCondition);

/** A rule's number as written: a plain decimal (sign, digits, point), nothing Number() would also take ("0x1f", "1e400", ""). */
function ruleNumber(text: string): number | null {
  let digits = 0;
  let points = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c >= '0' && c <= '9') digits += 1;
    else if (c === '.') points += 1;
    else if (!(c === '-' && i === 0)) return null;
  }
  const n = Number(text);
  return digits > 0 && points <= 1 && text.length <= 30 && Number.isFinite(n) ? n : null;
}

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
  const type: FieldType = RULE_FIELDS[rule.field];
  const numericCondition = NUMERIC_CONDITIONS.includes(rule.condition);
  if (type.kind === 'number') return validateNumericRule(rule.field, rule.condition, rule.value);
  if (numericCondition) {
    throw badInput(
      `Condition ${rule.condition} compares numbers; ${rule.field} is not a number (use equals, not_equals, in or not_in)`,
      'condition',
    );
  }
  const values = splitList(rule.value);
  const list = rule.condition === RuleCondition.IN || rule.condition === RuleCondition.NOT_IN;
  if (values.length === 0) throw badInput(list ? 'Value must list at least one item (comma-separated)' : 'Value is required', 'value');
  if (!list && values.length > 1) throw badInput(`Condition ${rule.condition} takes a single value; use in or not_in for a list`, 'value');
  for (const v of values) {
    if (type.kind === 'boolean' && v !== 'true' && v !== 'false') {
      throw badInput(`Value "${v}" does not fit ${rule.field}: write true or false`, 'value');
    }
    if (type.kind === 'enum' && !type.values.includes(v)) {
      throw badInput(`Value "${v}" does not fit ${rule.field}: use one of ${type.values.join(', ')}`, 'value');
    }
  }
}

/** A numeric field takes greater_than or less_than with one number, or between with `low,high` (low ≤ high). */
function validateNumericRule(field: string, condition: RuleCondition, value: string): void {
  if (!NUMERIC_CONDITIONS.includes(condition)) {
    throw badInput(`${field} is a number: use greater_than, less_than or between`, 'condition');
  }
  const parts = splitList(value);
  const numbers = parts.map(ruleNumber);
  if (condition === RuleCondition.BETWEEN) {
    if (parts.length !== 2 || numbers.some((n) => n === null))
      throw badInput('Value must be two numbers, low,high (e.g. 1.1,2.6)', 'value');
    if (numbers[0]! > numbers[1]!) throw badInput(`Value ${value}: the low end must not be above the high end`, 'value');
    return;
  }
  if (parts.length !== 1 || numbers[0] === null) throw badInput(`Value must be one number (e.g. 1.5) for ${condition}`, 'value');
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

/** A numeric rule: a figure that is absent (null) matches no condition. */
function compileNumericRule(rule: RuleDefinition, field: RuleField): CompiledRule | undefined {
  const [low, high] = splitList(rule.value).map(ruleNumber);
  if (low === null || low === undefined) return undefined;
  const read = (answers: Answers) => {
    const raw = answers[field];
    return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
  };
  switch (rule.condition) {
    case RuleCondition.GREATER_THAN:
      return { rule, matches: (a) => (read(a) ?? -Infinity) > low };
    case RuleCondition.LESS_THAN:
      return { rule, matches: (a) => (read(a) ?? Infinity) < low };
    case RuleCondition.BETWEEN: {
      if (high === null || high === undefined) return undefined;
      return {
        rule,
        matches: (a) => {
          const n = read(a);
          return n !== null && n >= low && n <= high;
        },
      };
    }
    default:
      return undefined;
  }
}

function compileRule(rule: RuleDefinition): CompiledRule | undefined {
  if (!isRuleField(rule.field)) return undefined;
  const field = rule.field;
  if (RULE_FIELDS[field].kind === 'number') return compileNumericRule(rule, field);
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
 * and the entity ("OFAC SDN: Orion Shipping LLC, score 93.0 %"), so the rationale says which.
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
export function decide(compiled: CompiledRules, answers: Answers, details: FieldDetails = {}, flags: readonly RiskFlag[] = []): Decision {
  const matched: RuleDefinition[] = [];
  for (const c of compiled.rules) if (c.matches(answers)) matched.push(c.rule);
  for (const flag of flags) {
    matched.push({
      id: RISK_FLAG_RULE_ID,
      name: 'Box ticked against the financial statements',
      ruleType: RuleType.WARNING,
      field: flag.field,
      condition: RuleCondition.EQUALS,
      value: 'true',
      priority: RISK_FLAG_PRIORITY,
      message: flag.message,
    });
  }
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
