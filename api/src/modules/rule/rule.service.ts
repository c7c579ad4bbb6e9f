import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
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
  private cached?: { rules: CompiledRules; until: number };

  constructor(
    private readonly orm: MikroORM,
    notifications: Notifications,
  ) {
    notifications.on(CHANNELS.rulesChanged, () => (this.cached = undefined));
    notifications.onReset(() => (this.cached = undefined));
  }

  /** Drops the compiled rules here and, through the notification, in every other process. */
  private async changed(em: EntityManager): Promise<void> {
    this.cached = undefined;
    await notify(em, CHANNELS.rulesChanged);
  }

  /** Every rule, highest priority first. */
  list(): Promise<RuleConfig[]> {
    return this.orm.em.fork().find(RuleConfig, {}, { orderBy: { priority: 'asc', name: 'asc', id: 'asc' } });
  }

  /** BAD_USER_INPUT (naming the field, or the field/value mismatch). */
  async create(raw: unknown): Promise<RuleConfig> {
    const input = await parseInput(CreateRuleInput, raw);
    const em = this.orm.em.fork();
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
    await this.changed(em);
    return rule;
  }

  /** Applies a partial change, validating the rule as it would then stand. NOT_FOUND, BAD_USER_INPUT. */
  async update(id: string, raw: unknown): Promise<RuleConfig> {
    const input = await parseInput(UpdateRuleInput, raw);
    const em = this.orm.em.fork();
    const rule = await this.load(em, id);
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
    await this.changed(em);
    return rule;
  }

  /** NOT_FOUND. */
  async delete(id: string): Promise<void> {
    const em = this.orm.em.fork();
    const rule = await this.load(em, id);
    await em.remove(rule).flush();
    await this.changed(em);
  }

  /** The enabled rules compiled for the engine (plain rows: this runs on every decision). */
  async compiledEnabled(em: EntityManager): Promise<CompiledRules> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.rules;
    const rows = await em.getConnection().execute<RuleDefinition[]>(
      `select id, name, rule_type as "ruleType", field, condition, value, priority, message from rule_configs where enabled`,
      [],
      'all',
      em.getTransactionContext(),
    );
    const rules = compileRules(rows);
    this.cached = { rules, until: Date.now() + RULES_TTL_MS };
    return rules;
  }

  private async load(em: EntityManager, id: string): Promise<RuleConfig> {
    const rule = UUID.test(id) ? await em.findOne(RuleConfig, id) : null;
    if (!rule) throw notFound('Rule not found');
    return rule;
  }
}
