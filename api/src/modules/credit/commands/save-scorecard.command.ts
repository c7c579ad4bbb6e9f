import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, DomainError } from '../../../core/errors.js';
import { MAX_NOTE_LENGTH } from '../../../core/note-input.js';
import type { Actor } from '../../../core/principal.js';
import { assertSafeText } from '../../../core/safe-text.js';
import { User } from '../../user/user.entity.js';
import { parseScorecard } from '../scorecard.js';
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

/**
 * Saves an admin-edited scorecard as a new version, with its author's name as it now stands and
 * the note, in one transaction; every process drops its cached scorecard on commit. New and edited
 * assessments are scored on it; stored analyses keep the version that scored them.
 *
 * Scorecard changes are not yet proposals a second admin approves: with REQUIRE_RULE_APPROVAL on,
 * a grade feeds the decision rules, so a single admin's change would route around four-eyes, and
 * the save is refused (CONFLICT, extra `approvalRequired`) with nothing stored. BAD_USER_INPUT
 * naming the field (`scorecard.inputs.currentRatio.bands[2].points`, `note`).
 */
export async function saveScorecardCommand(
  em: EntityManager,
  deps: SaveScorecardDeps,
  actor: Actor,
  change: ScorecardChange,
): Promise<ScorecardVersionView> {
  if (deps.config.REQUIRE_RULE_APPROVAL) {
    throw new DomainError(
      'CONFLICT',
      "Scorecard changes would bypass the second admin's approval that REQUIRE_RULE_APPROVAL demands, and proposals for them do not exist yet: nothing was saved",
      undefined,
      { approvalRequired: true },
    );
  }
  const scorecard = parseScorecard(change.scorecard);
  const note = parseNote(change.note);
  const version = await em.transactional(async (tx) => {
    const created = tx.create(ScorecardVersion, {
      user: tx.getReference(User, actor.id),
      author: { firstName: actor.firstName, lastName: actor.lastName ?? '' },
      note,
      scorecard,
    });
    await tx.flush();
    await deps.scorecards.changed(tx);
    return created;
  });
  return scorecardVersionView(version);
}
