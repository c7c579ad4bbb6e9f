import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import type { RuleCondition, RuleType } from '../decision-engine/rule-types.js';
import { User } from '../user/user.entity.js';
import type { DeletedUser } from '../user/user-summary.js';

/** A rule as it stood in a version (the engine's fields plus enabled and description). */
export interface RuleSnapshot {
  id: string;
  name: string;
  description: string | null;
  ruleType: RuleType;
  field: string;
  condition: RuleCondition;
  value: string;
  enabled: boolean;
  priority: number;
  message: string;
}

export interface RuleSetChange {
  kind: 'initial' | 'create' | 'update' | 'toggle' | 'delete';
  ruleId?: string;
  ruleName?: string;
}

/** The whole rule set after one change: written in the change's transaction, never edited. */
@Entity({ tableName: 'rule_set_versions' })
export class RuleSetVersion {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  user?: User | null;

  /** The author's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  deletedUser?: DeletedUser | null;

  @Property({ type: 'json' })
  change!: RuleSetChange;

  @Property({ type: 'json' })
  rules!: RuleSnapshot[];
}
