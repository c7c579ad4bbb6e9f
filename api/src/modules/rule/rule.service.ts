import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { User } from '../user/user.entity.js';
import { RuleSetVersion, type RuleSetChange, type RuleSnapshot } from './rule-set-version.entity.js';
import { notFound } from '../../core/errors.js';
import { CHANNELS, notify, type Notifications } from '../../core/notifications.js';
import { parseInput } from '../../core/validation.js';
import { compileRules, validateRuleDefinition, type CompiledRules, type RuleDefinition } from '../decision-engine/decision-engine.js';
import { UUID } from '../user/user.service.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import { RuleConfig } from './rule-config.entity.js';

const trimmed = (text: string | null | undefined) => (text == null ? text : text.trim());

// Compiled rules are cached per process (they are read on every decision); changes notify every
// process, and the TTL bounds the staleness if a notification is ever lost.
const RULES_TTL_MS = 30_000;

/** Decision rule administration, and the enabled rules as the engine reads them. */
export class RuleService {
  private cached?: { rules: VersionedRules; until: number };

  constructor(
    private readonly orm: MikroORM,
    notifications: Notifications,
  ) {
    notifications.on(CHANNELS.rulesChanged, () => (this.cached = undefined));
    notifications.onReset(() => (this.cached = undefined));
  }

  /**
   * Records the rule set as it now stands as a new version (same transaction as the change), then
   * drops the compiled rules here and, through the notification, in every other process.
   */
  private async changed(em: EntityManager, actor: User | null, change: RuleSetChange): Promise<void> {
    const rules = await em.find(RuleConfig, {}, { orderBy: { priority: 'asc', name: 'asc', id: 'asc' } });
    em.create(RuleSetVersion, { user: actor ? em.getReference(User, actor.id) : null, change, rules: rules.map(snapshotOf) });
    await em.flush();
    this.cached = undefined;
    await notify(em, CHANNELS.rulesChanged);
  }

  /** Every rule, highest priority first. */
  list(): Promise<RuleConfig[]> {
    return this.orm.em.fork().find(RuleConfig, {}, { orderBy: { priority: 'asc', name: 'asc', id: 'asc' } });
  }

  /** BAD_USER_INPUT (naming the field, or the field/value mismatch). */
  async create(actor: User | null, raw: unknown): Promise<RuleConfig> {
    const input = await parseInput(CreateRuleInput, raw);
    return this.orm.em.fork().transactional(async (em) => {
    const rule = em.create(RuleConfig, {
      name: input.name.trim(),
      description: trimmed(input.description) || null,
      field: input.field.trim(),
      value: input.value.trim(),
      message: input.message.trim(),
      ...(input.ruleType !== undefined && { ruleType: input.ruleType }),
      ...(input.condition !== undefined && { condition: input.condition }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      ...(input.priority !== undefined && { priority: input.priority }),
    });
    validateRuleDefinition(rule);
    await em.flush();
    await this.changed(em, actor, { kind: 'create', ruleId: rule.id, ruleName: rule.name });
    return rule;
    });
  }

  /** Applies a partial change, validating the rule as it would then stand. NOT_FOUND, BAD_USER_INPUT. */
  async update(actor: User | null, id: string, raw: unknown): Promise<RuleConfig> {
    const input = await parseInput(UpdateRuleInput, raw);
    return this.orm.em.fork().transactional(async (em) => {
    const rule = await this.load(em, id);
    const toggle = Object.entries(input).every(([k, v]) => v === undefined || k === 'enabled');
    for (const key of ['name', 'field', 'value', 'message'] as const) {
      if (input[key] !== undefined) rule[key] = input[key].trim();
    }
    if (input.description !== undefined) rule.description = trimmed(input.description) || null;
    if (input.ruleType != null) rule.ruleType = input.ruleType;
    if (input.condition != null) rule.condition = input.condition;
    if (input.enabled != null) rule.enabled = input.enabled;
    if (input.priority != null) rule.priority = input.priority;
    validateRuleDefinition(rule);
    await em.flush();
    await this.changed(em, actor, { kind: toggle ? 'toggle' : 'update', ruleId: rule.id, ruleName: rule.name });
    return rule;
    });
  }

  /** NOT_FOUND. */
  async delete(actor: User | null, id: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const rule = await this.load(em, id);
      await em.remove(rule).flush();
      await this.changed(em, actor, { kind: 'delete', ruleId: id, ruleName: rule.name });
    });
  }

  /** The versions, newest first. */
  versions(limit = 50): Promise<RuleSetVersion[]> {
    return this.orm.em.fork().find(RuleSetVersion, {}, { orderBy: { id: 'desc' }, limit: Math.min(Math.max(limit, 1), 500), populate: ['user'] });
  }

  /** What changed between two versions: rules added, removed, and changed field by field. NOT_FOUND. */
  async diff(from: number, to: number): Promise<RuleSetDiff> {
    const em = this.orm.em.fork();
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
    const [latest] = await em.getConnection().execute<{ id: number; rules: RuleSnapshot[] }[]>(
      `select id, rules from rule_set_versions order by id desc limit 1`,
      [],
      'all',
      em.getTransactionContext(),
    );
    const rules = { ...compileRules((latest?.rules ?? []).filter((r) => r.enabled) as RuleDefinition[]), version: latest?.id ?? null };
    this.cached = { rules, until: Date.now() + RULES_TTL_MS };
    return rules;
  }

  /** The current rule set as snapshots (for a replay to change). */
  async current(): Promise<RuleSnapshot[]> {
    return (await this.orm.em.fork().find(RuleConfig, {}, { orderBy: { priority: 'asc', name: 'asc', id: 'asc' } })).map(snapshotOf);
  }

  private async load(em: EntityManager, id: string): Promise<RuleConfig> {
    const rule = UUID.test(id) ? await em.findOne(RuleConfig, id) : null;
    if (!rule) throw notFound('Rule not found');
    return rule;
  }
}

/** Compiled rules and the rule-set version they were read from. */
export type VersionedRules = CompiledRules & { version: number | null };

export function snapshotOf(r: RuleConfig): RuleSnapshot {
  return { id: r.id, name: r.name, description: r.description ?? null, ruleType: r.ruleType, field: r.field, condition: r.condition, value: r.value, enabled: r.enabled, priority: r.priority, message: r.message };
}

export interface RuleSetDiff {
  added: RuleSnapshot[];
  removed: RuleSnapshot[];
  changed: { ruleId: string; name: string; fields: { field: string; from: string; to: string }[] }[];
}

const COMPARED: (keyof RuleSnapshot)[] = ['name', 'description', 'ruleType', 'field', 'condition', 'value', 'enabled', 'priority', 'message'];

export function diffRuleSets(before: RuleSnapshot[], after: RuleSnapshot[]): RuleSetDiff {
  const old = new Map(before.map((r) => [r.id, r]));
  const now = new Map(after.map((r) => [r.id, r]));
  const changed: RuleSetDiff['changed'] = [];
  for (const r of after) {
    const o = old.get(r.id);
    if (!o) continue;
    const fields = COMPARED.filter((k) => o[k] !== r[k]).map((k) => ({ field: k, from: String(o[k] ?? ''), to: String(r[k] ?? '') }));
    if (fields.length) changed.push({ ruleId: r.id, name: r.name, fields });
  }
  return { added: after.filter((r) => !old.has(r.id)), removed: before.filter((r) => !now.has(r.id)), changed };
}
