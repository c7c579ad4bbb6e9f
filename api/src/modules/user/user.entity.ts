import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../../core/principal.js';

@ObjectType({ description: 'An account. Self-registered accounts start unapproved.' })
@Entity({ tableName: 'users' })
export class User {
  // Columns with a default that `em.create` may leave out.
  [OptionalProps]?: 'role' | 'approved';

  @Field(() => ID, { description: 'The account id (UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Sign-in name; stored trimmed and lower-cased. At most 254 characters.' })
  @Property({ type: 'string', length: 255, unique: true })
  email!: string;

  @Field(() => String, { description: 'At most 50 characters.' })
  @Property({ type: 'string', length: 50 })
  firstName!: string;

  @Field(() => String, { nullable: true, description: 'At most 50 characters; null when not given.' })
  @Property({ type: 'string', length: 50, nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'URL of a profile picture; null when none (no operation of this API sets it).' })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Field(() => Role, { description: 'What the account may do.' })
  @Enum({ items: () => Role, default: Role.ANALYST })
  @Index()
  role: Role = Role.ANALYST;

  @Field(() => Boolean, { description: 'Only approved accounts can sign in.' })
  @Property({ type: 'boolean', default: false })
  approved: boolean = false;

  /** Set while an admin has suspended the account: no sign-in, every session ended. */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt?: Date | null;

  @Field(() => Boolean, { description: 'A suspended account cannot sign in until an admin reinstates it.' })
  get suspended(): Opt<boolean> {
    return this.suspendedAt != null;
  }

  /** Marked away (leave, absence): round-robin case assignment skips them. */
  @Field(() => Boolean, { description: 'Marked away: queues assign them no new cases.' })
  @Property({ type: 'boolean', default: false })
  away: Opt<boolean> = false;

  @Field(() => Date, { description: 'When the account was created (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When the account last changed (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
