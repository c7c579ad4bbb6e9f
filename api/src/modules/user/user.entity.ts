import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum Role {
  ADMIN = 'admin',
  ANALYST = 'analyst',
}
registerEnumType(Role, { name: 'Role', description: 'analyst (default) or admin' });

@ObjectType({ description: 'An account. Self-registered accounts start unapproved.' })
@Entity({ tableName: 'users' })
export class User {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Sign-in name; stored trimmed and lower-cased. At most 254 characters.' })
  @Property({ type: 'string', length: 255, unique: true })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 50 })
  firstName!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 50, nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Field(() => Role)
  @Enum({ items: () => Role, default: Role.ANALYST })
  @Index()
  role: Opt<Role> = Role.ANALYST;

  @Field(() => Boolean, { description: 'Only approved accounts can sign in.' })
  @Property({ type: 'boolean', default: false })
  approved: Opt<boolean> = false;

  /** Set while an admin has suspended the account: no sign-in, every session ended. */
  @Property({ type: 'datetime', nullable: true })
  suspendedAt?: Date | null;

  @Field(() => Boolean, { description: 'A suspended account cannot sign in until an admin reinstates it.' })
  get suspended(): Opt<boolean> {
    return this.suspendedAt != null;
  }

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
