import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../../core/principal.js';
import { ProposalKind, type ChangeProposal } from '../../../approval/change-proposal.entity.js';
import {
  approveProposalCommand,
  assertMayPropose,
  listProposals,
  proposalStanding,
  type ProposalStanding,
  rejectProposalCommand,
  storeProposalCommand,
} from '../../../approval/commands/change-proposal.commands.js';
import type { OwnershipSettingsSource, OwnershipThresholds } from '../ownership-settings.service.js';
import type { OwnershipSettingsView } from './read-ownership-settings.command.js';
import {
  parseOwnershipSettingsChange,
  saveOwnershipSettingsCommand,
  writeOwnershipSettingsVersion,
  type OwnershipSettingsChange,
  type ParsedOwnershipSettingsChange,
  type SaveOwnershipSettingsDeps,
} from './save-ownership-settings.command.js';

/** What an ownership settings change needs: saving a version, and the settings in force a proposal replaces. */
export type OwnershipSettingsChangeDeps = SaveOwnershipSettingsDeps & {
  ownershipSettings: OwnershipSettingsSource & SaveOwnershipSettingsDeps['ownershipSettings'];
};

/** A change as submitted: saved at once, or (REQUIRE_RULE_APPROVAL) stored as a proposal. */
export type SubmittedOwnershipSettingsChange =
  { applied: true; settings: OwnershipSettingsView } | { applied: false; proposal: ChangeProposal };

/** An ownership settings proposal as both surfaces answer it. */
export interface OwnershipSettingsProposalView extends ProposalStanding {
  /** The thresholds as proposed. */
  settings: OwnershipThresholds;
  /** The thresholds they would replace: those in force when proposed. */
  previous: OwnershipThresholds | null;
  /** The note the new version would carry. */
  changeNote: string | null;
}

const SUBJECT = 'Ownership settings';

/**
 * The one entry point of an ownership settings change from an admin: with REQUIRE_RULE_APPROVAL off
 * it is saved as a new version, with it on it is proposed (proposeOwnershipSettingsChangeCommand).
 * FORBIDDEN (not an admin, before any work), BAD_USER_INPUT naming the field.
 */
export async function submitOwnershipSettingsChangeCommand(
  em: EntityManager,
  deps: OwnershipSettingsChangeDeps,
  actor: Actor,
  change: OwnershipSettingsChange,
): Promise<SubmittedOwnershipSettingsChange> {
  assertMayPropose(actor);
  if (deps.config.REQUIRE_RULE_APPROVAL) {
    return { applied: false, proposal: await proposeOwnershipSettingsChangeCommand(em, deps, actor, change) };
  }
  return { applied: true, settings: await saveOwnershipSettingsCommand(em, deps, actor, change) };
}

/**
 * Stores an ownership settings change as a pending proposal, saving no version: validated exactly
 * as a save, with the thresholds it replaces and the version in force (null: the defaults).
 * FORBIDDEN (not an admin), BAD_USER_INPUT naming the field.
 */
export async function proposeOwnershipSettingsChangeCommand(
  em: EntityManager,
  deps: OwnershipSettingsChangeDeps,
  actor: Actor,
  change: OwnershipSettingsChange,
): Promise<ChangeProposal> {
  assertMayPropose(actor);
  const parsed = parseOwnershipSettingsChange(change);
  const { version, ...current } = await deps.ownershipSettings.current(em);
  return storeProposalCommand(em, actor, ProposalKind.OWNERSHIP_SETTINGS, {
    payload: { ...parsed },
    subject: SUBJECT,
    baseVersion: version,
    before: { ...current },
    after: { uboThresholdPercent: parsed.uboThresholdPercent, blockedOwnershipPercent: parsed.blockedOwnershipPercent },
  });
}

/**
 * A second admin approves a pending ownership settings proposal: it is saved as a new version
 * (validated again, with the proposed note), which new and edited assessments use at once.
 * NOT_FOUND; FORBIDDEN (not an admin, or the proposer); CONFLICT (not pending).
 */
export function approveOwnershipSettingsChangeCommand(
  em: EntityManager,
  deps: Pick<SaveOwnershipSettingsDeps, 'ownershipSettings'>,
  actor: Actor,
  id: string,
): Promise<ChangeProposal> {
  return approveProposalCommand(em, actor, ProposalKind.OWNERSHIP_SETTINGS, id, async (tx, proposal) => {
    const stored = proposal.payload as unknown as ParsedOwnershipSettingsChange;
    const version = await writeOwnershipSettingsVersion(tx, deps, actor, parseOwnershipSettingsChange(stored));
    return { version: version.id };
  });
}

/** Rejects a pending ownership settings proposal with a note; nothing is saved. FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (note). */
export const rejectOwnershipSettingsChangeCommand = (em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<ChangeProposal> =>
  rejectProposalCommand(em, actor, ProposalKind.OWNERSHIP_SETTINGS, id, raw);

/** Ownership settings proposals, newest first, of one status or all (at most `limit`, 1–200). BAD_USER_INPUT (status). */
export const listOwnershipSettingsChangeProposals = (em: EntityManager, status?: unknown, limit?: number): Promise<ChangeProposal[]> =>
  listProposals(em, ProposalKind.OWNERSHIP_SETTINGS, status, limit);

/** A stored proposal as a view. */
export function ownershipSettingsProposalView(p: ChangeProposal): OwnershipSettingsProposalView {
  const change = p.payload as unknown as ParsedOwnershipSettingsChange;
  const before = p.before as OwnershipThresholds | null | undefined;
  return {
    ...proposalStanding(p),
    settings: { uboThresholdPercent: change.uboThresholdPercent, blockedOwnershipPercent: change.blockedOwnershipPercent },
    previous: before ? { uboThresholdPercent: before.uboThresholdPercent, blockedOwnershipPercent: before.blockedOwnershipPercent } : null,
    changeNote: change.note ?? null,
  };
}
