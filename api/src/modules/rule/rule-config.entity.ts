import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

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
}

/** A decision rule: when `field` compared with `value` by `condition` holds, the rule matches. */
@Entity({ tableName: 'rule_configs' })
@Index({ properties: ['enabled', 'priority'] })
export class RuleConfig {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Enum({ items: () => RuleType, default: RuleType.WARNING })
  ruleType: Opt<RuleType> = RuleType.WARNING;

  @Property({ type: 'string', length: 64 })
  field!: string;

  @Enum({ items: () => RuleCondition, default: RuleCondition.EQUALS })
  condition: Opt<RuleCondition> = RuleCondition.EQUALS;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'boolean', default: true })
  enabled: Opt<boolean> = true;

  @Property({ type: 'integer', default: 0 })
  priority: Opt<number> = 0;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
