import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Assessment } from './assessment.entity.js';
import { User } from '../user/user.entity.js';
import { authorName, type DeletedUser } from '../user/user-summary.js';

export enum AuditAction {
  CREATED = 'created',
  UPDATED = 'updated',
  DELETED = 'deleted',
}
registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'What an audit entry records.',
  valuesConfig: {
    CREATED: { description: 'The assessment was created (wizard or batch row).' },
    UPDATED: { description: 'Answers changed (updateAssessment) or a news summary was stored (summarizeNews).' },
    DELETED: { description: 'Reserved; not written today (audit entries are deleted with their assessment).' },
  },
});

/**
 * One change to an assessment; goes with its assessment (cascade). It outlives its author: deleting
 * an account sets `user` to null and keeps the author's name in `deletedUser` (a trigger, see
 * the migration `authors_outlive_accounts`), so a reviewer's entries on other people's assessments stay.
 */
@ObjectType({ description: 'One change to an assessment.' })
@Entity({ tableName: 'audit_logs' })
@Index({ properties: ['assessment', 'createdAt'] })
export class AuditLog {
  [OptionalProps]?: 'assessmentId' | 'userId';

  @Field(() => ID, { description: 'The audit entry id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Assessment, { deleteRule: 'cascade' })
  assessment!: Assessment;

  /** Null for changes the system made on its own (monitoring re-screens a list's new version), or when the author was deleted. */
  @ManyToOne(() => User, { deleteRule: 'set null', index: true, nullable: true })
  user?: User | null;

  /** The author as the account stood when it was deleted (`user` is then null); null while the account exists. */
  @Property({ type: 'json', nullable: true })
  deletedUser?: DeletedUser | null;

  @Field(() => ID, { description: 'The assessment changed.' })
  get assessmentId(): string {
    return this.assessment.id;
  }

  @Field(() => ID, {
    nullable: true,
    description: 'Id of the user who made the change (also once their account was deleted); null when the system made it (monitoring).',
  })
  get userId(): string | null {
    return this.user?.id ?? this.deletedUser?.id ?? null;
  }

  @Field(() => String, {
    nullable: true,
    description:
      "Who made the change: the author's first and last name (as it stood when their account was deleted, for a deleted author); null when the system made it.",
  })
  get userName(): string | null {
    return authorName(this.user, this.deletedUser);
  }

  @Field(() => AuditAction, { description: 'What happened.' })
  @Enum({ items: () => AuditAction })
  action!: AuditAction;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'Field name → new value: every answer for CREATED; for UPDATED the answers that changed (plus status when the decision changed), or newsArticleUrl and newsSummary.',
  })
  @Property({ type: 'json', nullable: true })
  changes?: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'For UPDATED, the values before the change (answers, status and rationale, or the previous news fields); null for CREATED.',
  })
  @Property({ type: 'json', nullable: true })
  previousState?: Record<string, unknown> | null;

  @Field(() => Date, { description: 'When the change was made (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
