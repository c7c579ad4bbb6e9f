import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Assessment } from '../assessment/assessment.entity.js';
import { User } from '../user/user.entity.js';

export enum AuditAction {
  CREATED = 'created',
  UPDATED = 'updated',
  DELETED = 'deleted',
}
registerEnumType(AuditAction, { name: 'AuditAction' });

/** One change to an assessment; goes with its assessment (cascade) and with its user. */
@ObjectType({ description: 'One change to an assessment.' })
@Entity({ tableName: 'audit_logs' })
@Index({ properties: ['assessment', 'createdAt'] })
export class AuditLog {
  [OptionalProps]?: 'assessmentId' | 'userId';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Assessment, { deleteRule: 'cascade' })
  assessment!: Assessment;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  @Field(() => ID)
  get assessmentId(): string {
    return this.assessment.id;
  }

  @Field(() => ID, { description: 'Who made the change.' })
  get userId(): string {
    return this.user.id;
  }

  @Field(() => AuditAction)
  @Enum({ items: () => AuditAction })
  action!: AuditAction;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Field → new value (the whole input for created).' })
  @Property({ type: 'json', nullable: true })
  changes?: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The assessment as it was before an update.' })
  @Property({ type: 'json', nullable: true })
  previousState?: Record<string, unknown> | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
