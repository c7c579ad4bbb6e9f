import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../../user/user.entity.js';

/** Who saved a version, as they were named then: kept when the account is deleted. */
export interface OwnershipSettingsAuthor {
  firstName: string;
  lastName: string;
}

/**
 * The ownership thresholds after one admin change, never edited: the latest version applies to new
 * and edited assessments (before the first one, UBO_THRESHOLD_PERCENT and BLOCKED_OWNERSHIP_PERCENT).
 */
@Entity({ tableName: 'ownership_settings_versions' })
// Quoted bounds: PostgreSQL prints them back as '0'::double precision, which the schema diff reads as written.
@Check({
  name: 'ownership_settings_versions_ubo_threshold_percent_check',
  expression: `"ubo_threshold_percent" > '0' and "ubo_threshold_percent" <= '100'`,
})
@Check({
  name: 'ownership_settings_versions_blocked_ownership_percent_check',
  expression: `"blocked_ownership_percent" > '0' and "blocked_ownership_percent" <= '100'`,
})
export class OwnershipSettingsVersion {
  /** The version number. */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  user?: User | null;

  /** The author's name as it stood when the version was saved. */
  @Property({ type: 'json', nullable: true })
  author?: OwnershipSettingsAuthor | null;

  /** Why the change was made; at most 2,000 characters. */
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  /** A person holding at least this share (percent, 0 < x ≤ 100), directly or along chains, is a beneficial owner. */
  @Property({ type: 'double', runtimeType: 'number' })
  uboThresholdPercent!: number;

  /** An aggregated share held by listed owners at or above this (percent, 0 < x ≤ 100) is a finding on the company. */
  @Property({ type: 'double', runtimeType: 'number' })
  blockedOwnershipPercent!: number;
}
