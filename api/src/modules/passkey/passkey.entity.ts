import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BigIntType, OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../user/user.entity.js';

/**
 * A passkey (WebAuthn credential) of an account: signs in on its own (a discoverable credential
 * with user verification), or confirms a password sign-in as its second factor. Only the public
 * key is kept; the private key never leaves the authenticator.
 */
@Entity({ tableName: 'passkeys' })
export class Passkey {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The account it signs in; deleting the account deletes its passkeys. */
  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: User;

  /** The credential id the authenticator chose, base64url: how a sign-in finds its passkey. */
  @Property({ type: 'text', unique: true })
  credentialId!: string;

  /** The credential's public key (COSE). */
  @Property({ type: 'blob', columnType: 'bytea' })
  publicKey!: Buffer;

  /** The signature counter last seen (0 for authenticators that keep none): a lower one means a cloned key. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  counter!: number;

  /** How the browser can reach the authenticator (internal, hybrid, usb …), as it reported them. */
  @Property({ type: 'array', columnType: 'text[]' })
  transports!: string[];

  /** singleDevice, or multiDevice for a passkey that can be synced. */
  @Property({ type: 'string', length: 20 })
  deviceType!: string;

  /** Whether a multi-device passkey is backed up (synced). */
  @Property({ type: 'boolean' })
  backedUp!: boolean;

  /** What its owner calls it, 1 to 100 characters. */
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;
}
