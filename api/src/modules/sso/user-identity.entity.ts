import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';

/**
 * An identity at an OpenID provider linked to an account: the provider's issuer and its subject
 * (`sub`, stable for the person there) find the account at every later single sign-on, whatever
 * email the provider reports then. Deleting the account deletes its identities.
 */
@Entity({ tableName: 'user_identities' })
@Unique({ properties: ['issuer', 'subject'] })
export class UserIdentity {
  [OptionalProps]?: 'createdAt' | 'lastSignInAt' | 'email';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /** The provider's issuer URL, as its ID tokens name it. */
  @Property({ type: 'text' })
  issuer!: string;

  /** The person's subject at that provider (the ID token's `sub`). */
  @Property({ type: 'text' })
  subject!: string;

  /** The email the provider reported at the last sign-in (the account's own may differ). */
  @Property({ type: 'string', length: 255, nullable: true })
  email?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSignInAt: Opt<Date> = new Date();
}
