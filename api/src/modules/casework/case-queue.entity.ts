import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';
import { CaseKind } from './case.entity.js';

/**
 * A team that works cases of some kinds: a new case of one of its kinds is assigned round-robin to
 * its next member who is neither suspended nor marked away. Admins define queues and members.
 */
@Entity({ tableName: 'case_queues' })
@Unique({ properties: ['name'] })
export class CaseQueue {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  kinds: CaseKind[] = [];

  /** The member who got its last case: the next goes to the one after them (by user id). */
  @Property({ type: 'uuid', nullable: true })
  lastAssigneeId?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/** A member of a queue. */
@Entity({ tableName: 'case_queue_members' })
export class CaseQueueMember {
  @ManyToOne(() => CaseQueue, { primary: true, deleteRule: 'cascade' })
  queue!: CaseQueue;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;
}
