import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Assessment } from '../assessment/assessment.entity.js';
import { User } from '../user/user.entity.js';
import type { DeletedUser } from '../user/user-summary.js';

export enum AlertKind {
  SCREENING_HIT = 'screening_hit',
  SCREENING_HIT_GONE = 'screening_hit_gone',
  NEGATIVE_NEWS = 'negative_news',
  COUNTERPARTY_CHANGED = 'counterparty_changed',
}
registerEnumType(AlertKind, {
  name: 'AlertKind',
  description:
    'What monitoring found after the decision. REST uses screening_hit, screening_hit_gone, negative_news, counterparty_changed.',
  valuesConfig: {
    SCREENING_HIT: { description: "A list's new version matches the company or a key person where it did not before." },
    SCREENING_HIT_GONE: {
      description:
        "A list's new version no longer carries a reviewed hit: the hit is kept with its finding (goneSince). A confirmed match stays confirmed and the assessment waits for a reviewer to confirm or (an admin) clear it; a false positive changes nothing in the decision.",
    },
    NEGATIVE_NEWS: { description: 'The scheduled news re-scan found a negative article not seen before.' },
    COUNTERPARTY_CHANGED: {
      description:
        "A new version of the LEI register changed the counterparty's direct or ultimate parent, its LEI registration status or its entity status (or its LEI left the register).",
    },
  },
});

export enum AlertStatus {
  OPEN = 'open',
  RESOLVED = 'resolved',
}
registerEnumType(AlertStatus, {
  name: 'AlertStatus',
  description: 'Open until someone resolves it with a note. REST uses open, resolved.',
  valuesConfig: { OPEN: { description: 'Needs attention.' }, RESOLVED: { description: 'Resolved with a note.' } },
});

/** Something monitoring found about an assessed counterparty; raised once per finding (dedupeKey). */
@ObjectType({ description: 'Something ongoing monitoring found about an assessed counterparty.' })
@Entity({ tableName: 'alerts' })
@Index({ properties: ['status', 'createdAt'] })
@Unique({ properties: ['assessment', 'dedupeKey'] })
export class Alert {
  [OptionalProps]?: 'status' | 'createdAt' | 'assessmentId';

  @Field(() => ID, { description: 'The alert id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Assessment, { deleteRule: 'cascade' })
  assessment!: Assessment;

  @Field(() => ID, { description: 'The assessment it concerns.' })
  get assessmentId(): string {
    return this.assessment.id;
  }

  @Field(() => String, { description: 'The company, as assessed.' })
  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Field(() => AlertKind, { description: 'What was found.' })
  @Enum({ items: () => AlertKind })
  kind!: AlertKind;

  @Field(() => String, { description: 'What was found, in a sentence (the list and entity, or the headline).' })
  @Property({ type: 'text' })
  summary!: string;

  /** One alert per finding: the hit (list, entity, subject) or the article link. */
  @Property({ type: 'text' })
  dedupeKey!: string;

  @Field(() => Date, { description: 'When it was raised (ISO 8601, UTC); lists are newest first.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => AlertStatus, { description: 'Open or resolved.' })
  @Enum({ items: () => AlertStatus, default: AlertStatus.OPEN })
  status: AlertStatus = AlertStatus.OPEN;

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  resolvedBy?: User | null;

  /** The resolver's account as it stood when it was deleted (the foreign key is then null); null otherwise. */
  @Property({ type: 'json', nullable: true })
  resolvedByDeleted?: DeletedUser | null;

  @Field(() => Date, { nullable: true, description: 'When it was resolved; null while open.' })
  @Property({ type: 'datetime', nullable: true })
  resolvedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The note of whoever resolved it; null while open.' })
  @Property({ type: 'text', nullable: true })
  note?: string | null;
}
