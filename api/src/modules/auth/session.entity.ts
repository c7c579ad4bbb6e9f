import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** Contents of a session row; the JWT only carries the sid, so deleting the row revokes the token. */
export interface SessionData {
  userId: string;
}

/** How a session was signed in. */
export type SignInMethod = 'password' | 'totp' | 'recovery_code' | 'passkey' | 'sso';

@Entity({ tableName: 'sessions' })
// A user's sessions are listed and ended together (their list, sign out everywhere else, suspension).
@Index({ name: 'sessions_user_id_index', expression: `create index "sessions_user_id_index" on "sessions" ((sess->>'userId'))` })
export class Session {
  /** The secret the JWT names: never shown, not even to its owner (`publicId` is). */
  @PrimaryKey({ type: 'string', length: 64 })
  sid!: string;

  /** What the owner's session list and "end this session" call it by. */
  @Property({ type: 'uuid', unique: true, defaultRaw: 'gen_random_uuid()' })
  publicId: Opt<string> = randomUUID();

  @Property({ type: 'json' })
  sess!: SessionData;

  @Property({ type: 'datetime' })
  @Index()
  expire!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  /** Bumped at most once a minute by the requests that use the session. */
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastUsedAt: Opt<Date> = new Date();

  /** The client address at sign-in. */
  @Property({ type: 'string', length: 64, nullable: true })
  address?: string | null;

  /** The browser's User-Agent at sign-in, cut to 300 characters. */
  @Property({ type: 'string', length: 300, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', length: 20, default: 'password' })
  method: Opt<SignInMethod> = 'password';
}
