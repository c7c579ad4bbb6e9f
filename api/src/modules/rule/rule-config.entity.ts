import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RuleCondition, RuleType } from '../decision-engine/rule-types.js';

export { RuleCondition, RuleType };

registerEnumType(RuleType, { name: 'RuleType', description: 'mandatory_reject and reject reject the assessment; warning gives caution' });
registerEnumType(RuleCondition, { name: 'RuleCondition', description: 'in and not_in read the value as a comma-separated list' });

/** A decision rule: when `field` compared with `value` by `condition` holds, the rule matches. */
@ObjectType({ description: 'A decision rule: when `field` compared with `value` by `condition` holds, it matches.' })
@Entity({ tableName: 'rule_configs' })
@Index({ properties: ['enabled', 'priority'] })
export class RuleConfig {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => RuleType)
  @Enum({ items: () => RuleType, default: RuleType.WARNING })
  ruleType: Opt<RuleType> = RuleType.WARNING;

  @Field(() => String)
  @Property({ type: 'string', length: 64 })
  field!: string;

  @Field(() => RuleCondition)
  @Enum({ items: () => RuleCondition, default: RuleCondition.EQUALS })
  condition: Opt<RuleCondition> = RuleCondition.EQUALS;

  @Field(() => String)
  @Property({ type: 'text' })
  value!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: Opt<boolean> = true;

  @Field(() => Int, { description: 'Lower number = higher priority.' })
  @Property({ type: 'integer', default: 0 })
  priority: Opt<number> = 0;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
