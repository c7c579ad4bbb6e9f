import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../../../core/errors.js';
import { MAX_NOTE_LENGTH } from '../../../../core/note-input.js';
import type { Actor } from '../../../../core/principal.js';
import { assertSafeText } from '../../../../core/safe-text.js';
import { assertMayPropose } from '../../../approval/commands/change-proposal.commands.js';
import { refuseDirectSaveUnderApproval } from '../../../approval/direct-save.js';
import { User } from '../../../user/user.entity.js';
import { OwnershipSettingsVersion } from '../ownership-settings-version.entity.js';
import type { OwnershipThresholds } from '../ownership-settings.service.js';
import { ownershipSettingsView, type OwnershipSettingsView } from './read-ownership-settings.command.js';

/** What saving ownership settings needs: the cache every process drops, and whether changes need a second admin. */
export interface SaveOwnershipSettingsDeps {
  ownershipSettings: { changed(em: EntityManager): Promise<void>; readonly defaults: OwnershipThresholds };
  config: { REQUIRE_RULE_APPROVAL: boolean };
}

/** An ownership settings change as both surfaces send it: both thresholds, whole, and an optional note. */
export interface OwnershipSettingsChange {
  uboThresholdPercent: unknown;
  blockedOwnershipPercent: unknown;
  note?: unknown;
}

/** A change validated: the thresholds and the note its version will carry. */
export interface ParsedOwnershipSettingsChange extends OwnershipThresholds {
  note: string | null;
}

/** A threshold: a finite number above 0 and at most 100. BAD_USER_INPUT naming `field`. */
function parsePercent(value: unknown, field: keyof OwnershipThresholds): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 100) {
    throw badInput(`${field} must be a number above 0 and at most 100`, field);
  }
  return value;
}

/** The note of a version: optional, trimmed, at most 2,000 characters; blank is none. BAD_USER_INPUT (note). */
function parseNote(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badInput('note must be text', 'note');
  assertSafeText(value, 'note');
  const note = value.trim();
  if (note.length > MAX_NOTE_LENGTH) throw badInput(`note must be at most ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters`, 'note');
  return note || null;
}

/** Validates a change as a save would. BAD_USER_INPUT naming the field (`uboThresholdPercent`, `blockedOwnershipPercent`, `note`). */
export function parseOwnershipSettingsChange(change: OwnershipSettingsChange): ParsedOwnershipSettingsChange {
  return {
    uboThresholdPercent: parsePercent(change.uboThresholdPercent, 'uboThresholdPercent'),
    blockedOwnershipPercent: parsePercent(change.blockedOwnershipPercent, 'blockedOwnershipPercent'),
    note: parseNote(change.note),
  };
}

/**
 * Saves both ownership thresholds as a new version at once. With REQUIRE_RULE_APPROVAL on they
 * decide findings (beneficial owners, blocked ownership) that rules read, so a single admin's save
 * would route around four-eyes: it is refused (CONFLICT, extra `approvalRequired`) with nothing
 * stored, and the change goes through submitOwnershipSettingsChangeCommand instead.
 * FORBIDDEN (not an admin), BAD_USER_INPUT naming the field.
 */
export async function saveOwnershipSettingsCommand(
  em: EntityManager,
  deps: SaveOwnershipSettingsDeps,
  actor: Actor,
  change: OwnershipSettingsChange,
): Promise<OwnershipSettingsView> {
  assertMayPropose(actor);
  refuseDirectSaveUnderApproval(deps.config, 'Ownership settings changes', 'submitOwnershipSettingsChange');
  const parsed = parseOwnershipSettingsChange(change);
  const version = await em.transactional((tx) => writeOwnershipSettingsVersion(tx, deps, actor, parsed));
  return ownershipSettingsView(version, deps.ownershipSettings.defaults);
}

/**
 * Writes validated thresholds as a new version in the caller's transaction `tx` (a direct save, or
 * the approval of a proposal), with the author's name as it now stands and the note; every process
 * drops its cached settings on commit. Assessments already analysed keep the thresholds they were
 * analysed with until they are edited.
 */
export async function writeOwnershipSettingsVersion(
  tx: EntityManager,
  deps: Pick<SaveOwnershipSettingsDeps, 'ownershipSettings'>,
  actor: Actor,
  { uboThresholdPercent, blockedOwnershipPercent, note }: ParsedOwnershipSettingsChange,
): Promise<OwnershipSettingsVersion> {
  const created = tx.create(OwnershipSettingsVersion, {
    user: tx.getReference(User, actor.id),
    author: { firstName: actor.firstName, lastName: actor.lastName ?? '' },
    note,
    uboThresholdPercent,
    blockedOwnershipPercent,
  });
  await tx.flush();
  await deps.ownershipSettings.changed(tx);
  return created;
}
