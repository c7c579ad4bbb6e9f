import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ApiScope } from '../../core/api-scope.js';

/**
 * A non-personal credential for an integrator's machine: a name, scopes, an expiry and the account
 * it acts for in the audit trail. Only hashes of its secret are kept (SHA-256 of a 256-bit random
 * secret: a slow hash would cost every call and adds nothing against guessing); `prefix` stays
 * visible to tell keys apart. A rotation keeps the previous secret valid until `previousValidUntil`.
 */
@Entity({ tableName: 'api_keys' })
@Unique({ properties: ['prefix'] })
@Index({ properties: ['createdAt'] })
export class ApiKey {
  [OptionalProps]?:
    'createdAt' | 'revokedAt' | 'lastUsedAt' | 'previousSecretHash' | 'previousValidUntil' | 'awaitingApproval' | 'pendingScopes';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The public part of the key (`cpk_` and 12 characters), the lookup and what lists show. */
  @Property({ type: 'string', length: 20 })
  prefix!: string;

  @Property({ type: 'text' })
  secretHash!: string;

  @Property({ type: 'text', nullable: true })
  previousSecretHash?: string | null;

  @Property({ type: 'datetime', nullable: true })
  previousValidUntil?: Date | null;

  @Property({ type: 'array', columnType: 'text[]' })
  scopes!: ApiScope[];

  /** The account its calls act for (role, audit trail); not a foreign key, so the record outlives the account (its calls then fail). */
  @Property({ type: 'uuid', index: true })
  actsForId!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Screening calls its clients may have in flight per API process, apart from its account's (SCREENING_USER_CONCURRENCY). */
  @Property({ type: 'integer' })
  screeningConcurrency!: number;

  @Property({ type: 'uuid' })
  createdById!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  /**
   * Made with the admin scope while REQUIRE_ADMIN_APPROVAL is on: it does not work until a second
   * admin approves its proposal (a rejection revokes it).
   */
  @Property({ type: 'boolean', default: false })
  awaitingApproval: boolean = false;

  /** Scopes adding admin that wait for a second admin (REQUIRE_ADMIN_APPROVAL); the key keeps `scopes` until then. */
  @Property({ type: 'array', columnType: 'text[]', nullable: true })
  pendingScopes?: ApiScope[] | null;
}
