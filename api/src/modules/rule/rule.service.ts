import type { EntityManager } from '@mikro-orm/postgresql';
import { RuleSetVersion, type RuleSnapshot } from './rule-set-version.entity.js';
import { notFound } from '../../core/errors.js';
import { notify, type Notifications } from '../../core/notifications.js';
import { compileRules, type CompiledRules } from '../decision-engine/decision-engine.js';
import { RuleConfig } from './rule-config.entity.js';
import { sqlOf } from '../../core/sql.js';

/** How rules are listed everywhere: highest priority (lowest number) first. */
export const RULE_ORDER = { priority: 'asc', name: 'asc', id: 'asc' } as const;

// Compiled rules are cached per process (they are read on every decision); changes notify every
// process, and the TTL bounds the staleness if a notification is ever lost.
const RULES_TTL_MS = 30_000;
/** Notified when a rule changed: every process drops its compiled rules. */
const RULES_CHANGED = 'cp_rules_changed';

/**
 * The rule set as admins read it and as the engine reads it (compiled, cached per process).
 * Changes go through saveRuleChangeCommand, which tells this service through `changed`.
 */
export class RuleService {
  private cached?: { rules: VersionedRules; until: number };

  constructor(notifications: Notifications) {
    notifications.on(RULES_CHANGED, () => (this.cached = undefined));
    notifications.onReset(() => (this.cached = undefined));
  }

  /**
   * A rule change was written in `em`'s transaction: drops the compiled rules here and, through
   * the notification (delivered on commit), in every other process.
   */
  async changed(em: EntityManager): Promise<void> {
    this.cached = undefined;
    await notify(em, RULES_CHANGED);
  }

  /** Every rule, highest priority first. */
  list(em: EntityManager): Promise<RuleConfig[]> {
    return em.find(RuleConfig, {}, { orderBy: RULE_ORDER });
  }

  /** The versions, newest first. */
  versions(em: EntityManager, limit = 50): Promise<RuleSetVersion[]> {
    return em.find(RuleSetVersion, {}, { orderBy: { id: 'desc' }, limit: Math.min(Math.max(limit, 1), 500), populate: ['user'] });
  }

  /** What changed between two versions: rules added, removed, and changed field by field. NOT_FOUND. */
  async diff(em: EntityManager, from: number, to: number): Promise<RuleSetDiff> {
    const [a, b] = await Promise.all([em.findOne(RuleSetVersion, from), em.findOne(RuleSetVersion, to)]);
    if (!a || !b) throw notFound('Rule-set version not found');
    return diffRuleSets(a.rules, b.rules);
  }

  /**
   * The enabled rules compiled for the engine, with the version they come from: read from the
   * latest version's snapshot, so the recorded version always matches the rules that decided.
   */
  async compiledEnabled(em: EntityManager): Promise<VersionedRules> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.rules;
    const [latest] = await sqlOf(em)<{ id: number; rules: RuleSnapshot[] }>(
      `select id, rules from rule_set_versions order by id desc limit 1`,
    );
    const rules = { ...compileRules((latest?.rules ?? []).filter((r) => r.enabled)), version: latest?.id ?? null };
    this.cached = { rules, until: Date.now() + RULES_TTL_MS };
    return rules;
  }

  /** The current rule set as snapshots (for a replay to change). */
  async current(em: EntityManager): Promise<RuleSnapshot[]> {
    return (await this.list(em)).map(snapshotOf);
  }
}

/** Compiled rules and the rule-set version they were read from. */
export type VersionedRules = CompiledRules & { version: number | null };

export function snapshotOf(r: RuleConfig): RuleSnapshot {
  return {
    id: r.id,
    name: r.name,
    description: r.description ?? null,
    ruleType: r.ruleType,
    field: r.field,
    condition: r.condition,
    value: r.value,
    enabled: r.enabled,
    priority: r.priority,
    message: r.message,
  };
}

export interface RuleSetDiff {
  added: RuleSnapshot[];
  removed: RuleSnapshot[];
  changed: { ruleId: string; name: string; fields: { field: string; from: string; to: string }[] }[];
}

const COMPARED: (keyof RuleSnapshot)[] = [
  'name',
  'description',
  'ruleType',
  'field',
  'condition',
  'value',
  'enabled',
  'priority',
  'message',
];

/** A compared property as shown in a diff: rule properties are text, numbers and booleans. */
const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The properties of a rule that differ from `before` to `after`, as text (empty for none); with no
 * `before` (a new rule), every property. The one comparison of rules: version diffs and proposals use it.
 */
export function changedProperties<Rule extends Record<(typeof COMPARED)[number], unknown>>(
  before: Rule | null,
  after: Rule,
): { field: string; from: string; to: string }[] {
  return COMPARED.filter((k) => !before || before[k] !== after[k]).map((k) => ({
    field: k,
    from: before ? asText(before[k]) : '',
    to: asText(after[k]),
  }));
}

export function diffRuleSets(before: RuleSnapshot[], after: RuleSnapshot[]): RuleSetDiff {
  const old = new Map(before.map((r) => [r.id, r]));
  const now = new Map(after.map((r) => [r.id, r]));
  const changed: RuleSetDiff['changed'] = [];
  for (const r of after) {
    const o = old.get(r.id);
    if (!o) continue;
    const fields = changedProperties(o, r);
    if (fields.length) changed.push({ ruleId: r.id, name: r.name, fields });
  }
  return { added: after.filter((r) => !old.has(r.id)), removed: before.filter((r) => !now.has(r.id)), changed };
}
