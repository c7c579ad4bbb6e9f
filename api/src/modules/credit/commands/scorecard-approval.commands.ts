import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../../core/principal.js';
import { ProposalKind, type ChangeProposal } from '../../approval/change-proposal.entity.js';
import {
  approveProposalCommand,
  assertMayPropose,
  listProposals,
  PROPOSAL_SAMPLE_SIZE,
  proposalStanding,
  type ProposalStanding,
  rejectProposalCommand,
  storeProposalCommand,
} from '../../approval/commands/change-proposal.commands.js';
import { parseScorecard, type Scorecard } from '../scorecard.js';
import type { ScorecardSource } from '../scorecard.service.js';
import type { ScorecardVersionView } from './read-scorecard.command.js';
import type { ScorecardReplayer, ScorecardReplayResult } from '../scorecard-replay.js';
import {
  parseScorecardChange,
  saveScorecardCommand,
  writeScorecardVersion,
  type ParsedScorecardChange,
  type SaveScorecardDeps,
  type ScorecardChange,
} from './save-scorecard.command.js';

/** What a scorecard change needs: saving a version, and the replay a proposal carries. */
export type ScorecardChangeDeps = SaveScorecardDeps & {
  scorecards: ScorecardSource & SaveScorecardDeps['scorecards'];
  scorecardReplay: ScorecardReplayer;
};

/** A scorecard change as submitted: saved at once, or (REQUIRE_RULE_APPROVAL) stored as a proposal. */
export type SubmittedScorecardChange = { applied: true; version: ScorecardVersionView } | { applied: false; proposal: ChangeProposal };

/** A scorecard proposal as REST answers it (scorecards in their stored shape). */
export interface ScorecardProposalView extends ProposalStanding {
  /** The scorecard as proposed. */
  scorecard: Scorecard;
  /** The scorecard it would replace: the latest version when proposed. */
  previous: Scorecard | null;
  /** The note the new version would carry. */
  changeNote: string | null;
  impact: ScorecardReplayResult;
}

const SUBJECT = 'Scorecard';

/**
 * The one entry point of a scorecard change from an admin: with REQUIRE_RULE_APPROVAL off it is
 * saved as a new version, with it on it is proposed (proposeScorecardChangeCommand). FORBIDDEN
 * (not an admin, before any work), BAD_USER_INPUT naming the field.
 */
export async function submitScorecardChangeCommand(
  em: EntityManager,
  deps: ScorecardChangeDeps,
  actor: Actor,
  change: ScorecardChange,
): Promise<SubmittedScorecardChange> {
  assertMayPropose(actor);
  if (deps.config.REQUIRE_RULE_APPROVAL) {
    return { applied: false, proposal: await proposeScorecardChangeCommand(em, deps, actor, change) };
  }
  return { applied: true, version: await saveScorecardCommand(em, deps, actor, change) };
}

/**
 * Stores a scorecard change as a pending proposal, saving no version: validated exactly as a save,
 * with the scorecard it replaces, the version it was computed on and its what-if replay over every
 * stored analysis. FORBIDDEN (not an admin), BAD_USER_INPUT naming the field.
 */
export async function proposeScorecardChangeCommand(
  em: EntityManager,
  deps: ScorecardChangeDeps,
  actor: Actor,
  change: ScorecardChange,
): Promise<ChangeProposal> {
  assertMayPropose(actor);
  const parsed = parseScorecardChange(change);
  const current = await deps.scorecards.current(em);
  const impact = await deps.scorecardReplay.replayScorecard(em, { scorecard: parsed.scorecard, sampleSize: PROPOSAL_SAMPLE_SIZE });
  return storeProposalCommand(em, actor, ProposalKind.SCORECARD, {
    payload: { ...parsed },
    subject: SUBJECT,
    baseVersion: current.version,
    before: current.scorecard,
    after: parsed.scorecard,
    impact: JSON.parse(JSON.stringify(impact)) as unknown,
  });
}

/**
 * A second admin approves a pending scorecard proposal: it is saved as a new version (validated
 * again, with the proposed note), which new and edited assessments are scored on at once.
 * NOT_FOUND; FORBIDDEN (not an admin, or the proposer); CONFLICT (not pending).
 */
export function approveScorecardChangeCommand(
  em: EntityManager,
  deps: SaveScorecardDeps,
  actor: Actor,
  id: string,
): Promise<ChangeProposal> {
  return approveProposalCommand(em, actor, ProposalKind.SCORECARD, id, async (tx, proposal) => {
    const stored = proposal.payload as unknown as ParsedScorecardChange;
    const version = await writeScorecardVersion(tx, deps, actor, { scorecard: parseScorecard(stored.scorecard), note: stored.note });
    return { version: version.id };
  });
}

/** Rejects a pending scorecard proposal with a note; nothing is saved. FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (note). */
export const rejectScorecardChangeCommand = (em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<ChangeProposal> =>
  rejectProposalCommand(em, actor, ProposalKind.SCORECARD, id, raw);

/** Scorecard proposals, newest first, of one status or all (at most `limit`, 1–200). BAD_USER_INPUT (status). */
export const listScorecardChangeProposals = (em: EntityManager, status?: unknown, limit?: number): Promise<ChangeProposal[]> =>
  listProposals(em, ProposalKind.SCORECARD, status, limit);

/** A scorecard proposal in the stored shapes (GraphQL maps the scorecards to its own). */
export function scorecardProposalView(p: ChangeProposal): ScorecardProposalView {
  const change = p.payload as unknown as ParsedScorecardChange;
  return {
    ...proposalStanding(p),
    scorecard: change.scorecard,
    previous: (p.before as Scorecard | null) ?? null,
    changeNote: change.note,
    impact: p.impact as ScorecardReplayResult,
  };
}
