import type { EntityManager } from '@mikro-orm/postgresql';
import { refuseDirectSaveUnderApproval } from '../../approval/direct-save.js';
import { badInput } from '../../../core/errors.js';
import { MAX_NOTE_LENGTH } from '../../../core/note-input.js';
import type { Actor } from '../../../core/principal.js';
import { assertSafeText } from '../../../core/safe-text.js';
import { assertMayPropose } from '../../approval/commands/change-proposal.commands.js';
import { User } from '../../user/user.entity.js';
import { parseScorecard, type Scorecard } from '../scorecard.js';
import { ScorecardVersion } from '../scorecard-version.entity.js';
import { scorecardVersionView, type ScorecardVersionView } from './read-scorecard.command.js';

/** What saving a scorecard needs: the cache every process drops, and whether changes need a second admin. */
export interface SaveScorecardDeps {
  scorecards: { changed(em: EntityManager): Promise<void> };
  config: { REQUIRE_RULE_APPROVAL: boolean };
}

/** A scorecard change as both surfaces send it. */
export interface ScorecardChange {
  scorecard: unknown;
  note?: unknown;
}

/** The note of a version: optional, trimmed, at most 2,000 characters; blank is none. */
function parseNote(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badInput('note must be text', 'note');
  assertSafeText(value, 'note');
  const note = value.trim();
  if (note.length > MAX_NOTE_LENGTH) throw badInput('note must be at most 2,000 characters', 'note');
  return note || null;
}

/** A scorecard change validated: the scorecard and the note its version will carry. */
export interface ParsedScorecardChange {
  scorecard: Scorecard;
  note: string | null;
}

/** Validates a change as a save would. BAD_USER_INPUT naming the field (`scorecard.inputs.currentRatio.bands[2].points`, `note`). */
export function parseScorecardChange(change: ScorecardChange): ParsedScorecardChange {
  return { scorecard: parseScorecard(change.scorecard), note: parseNote(change.note) };
}

/**
 * Saves an admin-edited scorecard as a new version at once. With REQUIRE_RULE_APPROVAL on a grade
 * feeds the decision rules, so a single admin's save would route around four-eyes: it is refused
 * (CONFLICT, extra `approvalRequired`) with nothing stored, and the change goes through
 * submitScorecardChangeCommand instead. FORBIDDEN (not an admin), BAD_USER_INPUT naming the field.
 */
export async function saveScorecardCommand(
  em: EntityManager,
  deps: SaveScorecardDeps,
  actor: Actor,
  change: ScorecardChange,
): Promise<ScorecardVersionView> {
  assertMayPropose(actor);
  refuseDirectSaveUnderApproval(deps.config, 'Scorecard changes', 'submitScorecardChange');
  const parsed = parseScorecardChange(change);
  return scorecardVersionView(await em.transactional((tx) => writeScorecardVersion(tx, deps, actor, parsed)));
}

/**
 * Writes a validated scorecard as a new version in the caller's transaction `tx` (a direct save,
 * or the approval of a proposal), with its author's name as it now stands and the note; every
 * process drops its cached scorecard on commit. New and edited assessments are scored on it;
 * stored analyses keep the version that scored them.
 */
export async function writeScorecardVersion(
  tx: EntityManager,
  deps: SaveScorecardDeps,
  actor: Actor,
  { scorecard, note }: ParsedScorecardChange,
): Promise<ScorecardVersion> {
  const created = tx.create(ScorecardVersion, {
    user: tx.getReference(User, actor.id),
    author: { firstName: actor.firstName, lastName: actor.lastName ?? '' },
    note,
    scorecard,
  });
  await tx.flush();
  await deps.scorecards.changed(tx);
  return created;
}
