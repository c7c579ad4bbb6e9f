import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import { compileRules, validateRuleDefinition, type CompiledRules } from '../decision-engine/decision-engine.js';
import { UUID } from '../user/user.service.js';
import { CreateRuleInput } from './dto/create-rule.input.js';
import { UpdateRuleInput } from './dto/update-rule.input.js';
import { RuleConfig } from './rule-config.entity.js';

const trimmed = (text: string | null | undefined) => (text == null ? text : text.trim());

/** Decision rule administration, and the enabled rules as the engine reads them. */
export class RuleService {
  constructor(private readonly orm: MikroORM) {}

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
    return rule;
  }

  /** NOT_FOUND. */
  async delete(id: string): Promise<void> {
    const em = this.orm.em.fork();
    const rule = await this.load(em, id);
    await em.remove(rule).flush();
  }

  /** The enabled rules compiled for the engine, read inside the caller's transaction. */
  async compiledEnabled(em: EntityManager): Promise<CompiledRules> {
    return compileRules(await em.find(RuleConfig, { enabled: true }));
  }

  private async load(em: EntityManager, id: string): Promise<RuleConfig> {
    const rule = UUID.test(id) ? await em.findOne(RuleConfig, id) : null;
    if (!rule) throw notFound('Rule not found');
    return rule;
  }
}
