import type { EntityManager } from '@mikro-orm/postgresql';
import { notify, type Notifications } from '../../../core/notifications.js';
import { sqlOf } from '../../../core/sql.js';
import { OwnershipSettingsVersion } from './ownership-settings-version.entity.js';

const OWNERSHIP_SETTINGS_CHANGED = 'cp_ownership_settings_changed';
/** How long a process trusts its copy when a notification could have been missed. */
const OWNERSHIP_SETTINGS_TTL_MS = 60_000;

/** The two ownership thresholds, in percent (0 < x ≤ 100). */
export interface OwnershipThresholds {
  /** A person holding at least this share, directly or along chains, is a beneficial owner. */
  uboThresholdPercent: number;
  /** An aggregated share held by listed owners at or above this is a finding on the company itself. */
  blockedOwnershipPercent: number;
}

/** The thresholds in force and the version they come from: null while the configured defaults apply. */
export interface CurrentOwnershipSettings extends OwnershipThresholds {
  version: number | null;
}

/** What the assessment's ownership analysis needs of the settings: the thresholds in force. */
export interface OwnershipSettingsSource {
  /** The latest saved version, else the configured defaults (UBO_THRESHOLD_PERCENT, BLOCKED_OWNERSHIP_PERCENT); cached per process. */
  current(em: EntityManager): Promise<CurrentOwnershipSettings>;
}

/**
 * The ownership settings' versions: the latest applies to new and edited assessments; before the
 * first save the configured defaults do. Every process caches the current one and drops it when
 * any process writes a version (a PostgreSQL notification on commit, and a TTL for a missed one).
 */
export class OwnershipSettingsService implements OwnershipSettingsSource {
  private cached?: { settings: CurrentOwnershipSettings; until: number };

  constructor(
    notifications: Notifications,
    /** What applies before an admin saves a version: UBO_THRESHOLD_PERCENT, BLOCKED_OWNERSHIP_PERCENT. */
    readonly defaults: OwnershipThresholds,
  ) {
    notifications.on(OWNERSHIP_SETTINGS_CHANGED, () => (this.cached = undefined));
    notifications.onReset(() => (this.cached = undefined));
  }

  async current(em: EntityManager): Promise<CurrentOwnershipSettings> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.settings;
    const [latest] = await sqlOf(em)<{ id: number; ubo: number; blocked: number }>(
      `select id, ubo_threshold_percent as ubo, blocked_ownership_percent as blocked
         from ownership_settings_versions order by id desc limit 1`,
    );
    const settings: CurrentOwnershipSettings = latest
      ? { version: latest.id, uboThresholdPercent: Number(latest.ubo), blockedOwnershipPercent: Number(latest.blocked) }
      : { version: null, ...this.defaults };
    this.cached = { settings, until: Date.now() + OWNERSHIP_SETTINGS_TTL_MS };
    return settings;
  }

  /** The latest saved version, read afresh; null while the defaults apply. */
  async latest(em: EntityManager): Promise<OwnershipSettingsVersion | null> {
    const [latest] = await em.find(OwnershipSettingsVersion, {}, { orderBy: { id: 'desc' }, limit: 1 });
    return latest ?? null;
  }

  /** A new version was written in `em`'s transaction: every process drops its copy on commit. */
  async changed(em: EntityManager): Promise<void> {
    this.cached = undefined;
    await notify(em, OWNERSHIP_SETTINGS_CHANGED);
  }
}
