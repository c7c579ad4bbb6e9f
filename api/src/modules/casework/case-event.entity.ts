import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * The audit trail of cases: every change to a case (opened, assigned, commented, evidence added or
 * deleted, snoozed, closed, tagged), who made it (null: the system) and what it was. Append-only;
 * the counterparty's timeline reads it.
 */
@Entity({ tableName: 'case_events' })
@Index({ properties: ['caseId', 'createdAt'] })
@Index({ properties: ['counterpartyId', 'createdAt'] })
export class CaseEvent {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  caseId!: string;

  @Property({ type: 'uuid' })
  counterpartyId!: string;

  /** Who did it; null for the system (a job, monitoring). Kept as text too, for deleted accounts. */
  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  @Property({ type: 'text', nullable: true })
  actorName?: string | null;

  @Property({ type: 'text' })
  action!: string;

  @Property({ type: 'json' })
  detail: Record<string, unknown> = {};

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  createdAt: Opt<Date> = new Date();
}
