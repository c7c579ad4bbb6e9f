import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { PrimaryKeyProp, type Opt } from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * An account's authenticator app (RFC 6238 TOTP): at most one per account. Its secret is kept
 * encrypted (AES-256-GCM under a key derived from JWT_SECRET, totp-keys.ts), never in the clear.
 * `confirmedAt` null is an enrolment begun and not yet confirmed with a code: it is no second
 * factor until then. `lastStep` is the 30-second time step of the last code accepted: a code of
 * that step or an older one is refused, so an observed code cannot be replayed.
 */
@Entity({ tableName: 'totp_factors' })
export class TotpFactor {
  [PrimaryKeyProp]?: 'user';

  @OneToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  /** `v1.` and base64url of IV (12 bytes), GCM tag (16 bytes) and the encrypted base32 secret. */
  @Property({ type: 'text' })
  secretCiphertext!: string;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt?: Date | null;

  @Property({ type: 'bigint', nullable: true })
  lastStep?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
