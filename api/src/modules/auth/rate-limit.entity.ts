import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One counter of attempts (failed sign-ins, registrations, password checks) per key, shared by
 * every API replica because it lives in PostgreSQL. See `AttemptLimiter`.
 */
@Entity({ tableName: 'rate_limits' })
export class RateLimit {
  /** e.g. `login:<email>|<address>`, `login-address:<address>`, `register:<address>`. */
  @PrimaryKey({ type: 'string', length: 400 })
  key!: string;

  /** Attempts reserved in the current window. */
  @Property({ type: 'integer' })
  hits!: number;

  @Index()
  @Property({ type: 'datetime' })
  windowStart!: Date;

  /** Progressive delay: the next attempt is refused before this moment. */
  @Property({ type: 'datetime' })
  nextAt!: Date;
}
