import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Assessment } from '../assessment/assessment.entity.js';
import { User } from '../user/user.entity.js';

export enum AuditAction {
  CREATED = 'created',
  UPDATED = 'updated',
  DELETED = 'deleted',
}

/** One change to an assessment; goes with its assessment (cascade) and with its user. */
@Entity({ tableName: 'audit_logs' })
@Index({ properties: ['assessment', 'createdAt'] })
export class AuditLog {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Assessment, { deleteRule: 'cascade' })
  assessment!: Assessment;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Enum({ items: () => AuditAction })
  action!: AuditAction;

  @Property({ type: 'json', nullable: true })
  changes?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  previousState?: Record<string, unknown> | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
