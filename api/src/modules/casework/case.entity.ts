import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { registerEnumType } from 'type-graphql';
import { Counterparty } from '../counterparty/counterparty.entity.js';
import { User } from '../user/user.entity.js';

export enum CaseKind {
  FOUR_EYES = 'four_eyes',
  ALERT = 'alert',
  PERIODIC_REVIEW = 'periodic_review',
  MANUAL = 'manual',
}
registerEnumType(CaseKind, {
  name: 'CaseKind',
  description: 'Why a case was opened. REST uses four_eyes, alert, periodic_review, manual.',
  valuesConfig: {
    FOUR_EYES: { description: 'An assessment waits for a second person (four-eyes review).' },
    ALERT: { description: 'Monitoring raised an alert (a screening hit, a hit gone from its list, negative news).' },
    PERIODIC_REVIEW: {
      description: "The counterparty's review fell due, or an event called for one at once (a lower grade, a key person added or removed).",
    },
    MANUAL: { description: 'Opened by hand.' },
  },
});

export enum CaseStatus {
  OPEN = 'open',
  SNOOZED = 'snoozed',
  CLOSED = 'closed',
}
registerEnumType(CaseStatus, {
  name: 'CaseStatus',
  description:
    'Open, snoozed (until a date, with a reason; open again after it) or closed (with an outcome). REST uses open, snoozed, closed.',
  valuesConfig: {
    OPEN: { description: 'To be worked: new, reopened, or back from a snooze whose date passed.' },
    SNOOZED: { description: 'Set aside until a date, with a reason; it shows open again once the date passes.' },
    CLOSED: { description: 'Done, with an outcome and a note; only reopening changes it again.' },
  },
});

export enum CaseOutcome {
  NO_ACTION = 'no_action',
  FALSE_POSITIVE = 'false_positive',
  RISK_CONFIRMED = 'risk_confirmed',
  ESCALATED = 'escalated',
}
registerEnumType(CaseOutcome, {
  name: 'CaseOutcome',
  description: 'How a case was closed. REST uses no_action, false_positive, risk_confirmed, escalated.',
  valuesConfig: {
    NO_ACTION: { description: 'Looked at; nothing to do.' },
    FALSE_POSITIVE: { description: 'The finding was not about this counterparty.' },
    RISK_CONFIRMED: { description: 'The risk is real; the decision or limit should reflect it.' },
    ESCALATED: { description: 'Handed to a senior credit officer or compliance.' },
  },
});

/**
 * A piece of work about a counterparty, with an owner, a due date and a record of what was done.
 * At most one open or snoozed case of each kind but `manual` per counterparty (a partial unique
 * index): a second alert or review attaches to the one already open, and a scheduled job that runs
 * on several workers opens it once.
 */
@Entity({ tableName: 'cases' })
@Index({ properties: ['status', 'dueAt', 'id'] })
// The inbox reads active cases (not closed) in due order: by anyone, by assignee, by kind.
@Index({
  name: 'cases_active_due_index',
  expression: `create index "cases_active_due_index" on "cases" ("due_at", "id") where "status" <> 'closed'`,
})
@Index({
  name: 'cases_active_assignee_due_index',
  expression: `create index "cases_active_assignee_due_index" on "cases" ("assignee_id", "due_at", "id") where "status" <> 'closed'`,
})
@Index({
  name: 'cases_active_kind_due_index',
  expression: `create index "cases_active_kind_due_index" on "cases" ("kind", "due_at", "id") where "status" <> 'closed'`,
})
@Index({ properties: ['counterparty', 'kind', 'createdAt'] })
@Index({
  name: 'cases_one_open_per_kind',
  expression: `create unique index "cases_one_open_per_kind" on "cases" ("counterparty_id", "kind") where "status" <> 'closed' and "kind" <> 'manual'`,
})
@Index({ name: 'cases_tags_index', expression: 'create index "cases_tags_index" on "cases" using gin ("tags")' })
@Index({
  name: 'cases_open_created_index',
  expression: `create index "cases_open_created_index" on "cases" ("created_at", "id") where "status" <> 'closed'`,
})
export class Case {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'tags';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Counterparty, { deleteRule: 'cascade' })
  counterparty!: Counterparty;

  /** The assessment it is about (four-eyes, alert): an id, the assessment module builds on this one. */
  @Property({ type: 'uuid', nullable: true, index: true })
  assessmentId?: string | null;

  @Enum({ items: () => CaseKind })
  kind!: CaseKind;

  @Property({ type: 'text' })
  title!: string;

  @Enum({ items: () => CaseStatus, default: CaseStatus.OPEN })
  status: CaseStatus = CaseStatus.OPEN;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  assignee?: User | null;

  /** The queue it was routed to (round-robin assignment), if one takes its kind. */
  @Property({ type: 'uuid', nullable: true })
  queueId?: string | null;

  @Property({ type: 'datetime' })
  dueAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  snoozedUntil?: Date | null;

  @Property({ type: 'text', nullable: true })
  snoozeReason?: string | null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  tags: string[] = [];

  @Enum({ items: () => CaseOutcome, nullable: true })
  outcome?: CaseOutcome | null;

  @Property({ type: 'text', nullable: true })
  closingNote?: string | null;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  closedBy?: User | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  closedAt?: Date | null;
}
