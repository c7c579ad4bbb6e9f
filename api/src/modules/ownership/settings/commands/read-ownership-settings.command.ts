import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../user/full-name.js';
import type { OwnershipSettingsVersion } from '../ownership-settings-version.entity.js';
import type { OwnershipThresholds } from '../ownership-settings.service.js';

/** What reading the settings needs: the latest saved version and the configured defaults. */
export interface OwnershipSettingsHistory {
  latest(em: EntityManager): Promise<OwnershipSettingsVersion | null>;
  readonly defaults: OwnershipThresholds;
}

/** The ownership settings in force, as both surfaces answer them. */
export interface OwnershipSettingsView extends OwnershipThresholds {
  /** The version in force; null while the configured defaults apply (no admin has saved any). */
  version: number | null;
  /** When that version was saved; null for the defaults. */
  createdAt: Date | null;
  /** "First Last" as it stood when the version was saved; null for the defaults. */
  authorName: string | null;
  note: string | null;
  /** The configured defaults (UBO_THRESHOLD_PERCENT, BLOCKED_OWNERSHIP_PERCENT), in force before the first save. */
  defaults: OwnershipThresholds;
}

/** A version (or, null, the defaults) as a view. */
export function ownershipSettingsView(v: OwnershipSettingsVersion | null, defaults: OwnershipThresholds): OwnershipSettingsView {
  if (!v) return { ...defaults, version: null, createdAt: null, authorName: null, note: null, defaults: { ...defaults } };
  return {
    uboThresholdPercent: v.uboThresholdPercent,
    blockedOwnershipPercent: v.blockedOwnershipPercent,
    version: v.id,
    createdAt: v.createdAt,
    authorName: v.author ? fullName(v.author) || null : null,
    note: v.note ?? null,
    defaults: { ...defaults },
  };
}

/** The settings in force: the latest version, else the configured defaults. Read afresh (not the cached copy). */
export async function currentOwnershipSettingsCommand(
  em: EntityManager,
  settings: OwnershipSettingsHistory,
): Promise<OwnershipSettingsView> {
  return ownershipSettingsView(await settings.latest(em), settings.defaults);
}
