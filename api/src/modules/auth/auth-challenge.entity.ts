import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/** What a one-time challenge is for. */
export type ChallengeKind = 'second-factor' | 'passkey-registration' | 'passkey-sign-in' | 'oidc';

/**
 * A short-lived, one-time step of a sign-in or an enrolment: the pending second factor after a
 * password, a WebAuthn challenge, an OpenID state with its PKCE verifier and nonce. Its id is the
 * secret the client carries; consuming it deletes it, so it answers once.
 */
@Entity({ tableName: 'auth_challenges' })
export class AuthChallenge {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @Property({ type: 'string', length: 30 })
  kind!: ChallengeKind;

  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** Wrong answers so far (a second-factor challenge ends after a few). */
  @Property({ type: 'int', default: 0 })
  failures: Opt<number> = 0;

  @Property({ type: 'datetime' })
  @Index()
  expiresAt!: Date;
}
