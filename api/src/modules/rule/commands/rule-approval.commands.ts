import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, DomainError } from '../../../core/errors.js';
import type { Actor } from '../../../core/principal.js';
import { sqlOf } from '../../../core/sql.js';
import { ProposalKind, type ChangeProposal } from '../../approval/change-proposal.entity.js';
import {
  approveProposalCommand,
  assertMayPropose,
  listProposals,
  PROPOSAL_SAMPLE_SIZE,
  proposalStanding,
  rejectProposalCommand,
  storeProposalCommand,
} from '../../approval/commands/change-proposal.commands.js';
import { RuleChangeAction, type ReplayResult } from '../dto/replay.types.js';
import type { RuleChangeProposalType } from '../dto/rule-proposal.types.js';
import { applyRuleChange, parseRuleChange, type RuleChange, type RuleChangeRequest } from '../rule-change.js';
import type { RuleConfig } from '../rule-config.entity.js';
import type { RuleReplayer } from '../rule-replayer.js';
import type { RuleSnapshot } from '../rule-set-version.entity.js';
import type { RuleService } from '../rule.service.js';
import { saveRuleChangeCommand, writeRuleChange } from './save-rule-change.command.js';

export interface RuleChangeDeps {
  rules: RuleService;
  replay: RuleReplayer;
  config: { REQUIRE_RULE_APPROVAL: boolean };
}

/** A rule change's payload as a proposal stores it: what a save would have received, validated. */
interface StoredRuleChange {
  action: RuleChangeAction;
  ruleId?: string;
  /** The validated CreateRuleInput or UpdateRuleInput fields (stored values); none for a delete. */
  input?: Record<string, unknown>;
}

/** A rule change as submitted: applied at once, or (REQUIRE_RULE_APPROVAL) stored as a proposal. */
export type SubmittedRuleChange = { applied: true; rule: RuleConfig | null } | { applied: false; proposal: ChangeProposal };

/**
 * The one entry point of a rule change from an admin: with REQUIRE_RULE_APPROVAL off it is saved
 * (saveRuleChangeCommand), with it on it is proposed (proposeRuleChangeCommand). FORBIDDEN (not an
 * admin, before any work), BAD_USER_INPUT, NOT_FOUND.
 */
export async function submitRuleChangeCommand(
  em: EntityManager,
  deps: RuleChangeDeps,
  actor: Actor,
  request: RuleChangeRequest,
): Promise<SubmittedRuleChange> {
  assertMayPropose(actor);
  if (deps.config.REQUIRE_RULE_APPROVAL) {
    return { applied: false, proposal: await proposeRuleChangeCommand(em, deps.rules, deps.replay, actor, request) };
  }
  const rule = await saveRuleChangeCommand(em, deps, actor, request);
  return { applied: true, rule: request.action === RuleChangeAction.DELETE ? null : rule };
}

/**
 * Stores a rule change as a pending proposal, changing no rule: validated exactly as a save (so a
 * change a save would refuse is refused now), with the rule before and after, the rule-set
 * version it was computed on and its what-if replay over every past assessment. FORBIDDEN (not an
 * admin), BAD_USER_INPUT, NOT_FOUND.
 */
export async function proposeRuleChangeCommand(
  em: EntityManager,
  rules: RuleService,
  replay: RuleReplayer,
  actor: Actor,
  request: RuleChangeRequest,
): Promise<ChangeProposal> {
  assertMayPropose(actor);
  const change = await parseRuleChange(request);
  const stored = storedChange(change);
  const current = await rules.current(em);
  const applied = applyRuleChange(current, change);
  const [latest] = await sqlOf(em)<{ id: number | null }>(`select max(id) as id from rule_set_versions`);
  const impact = await replay.replay(
    em,
    {
      action: change.action,
      ruleId: stored.ruleId,
      ...(change.action === RuleChangeAction.CREATE ? { create: stored.input } : {}),
      ...(change.action === RuleChangeAction.UPDATE ? { update: stored.input } : {}),
    },
    { sampleSize: PROPOSAL_SAMPLE_SIZE },
  );
  return storeProposalCommand(em, actor, ProposalKind.RULE, {
    payload: { ...stored },
    subjectId: change.action === RuleChangeAction.CREATE ? null : change.ruleId,
    subject: applied.rule.name,
    baseVersion: latest?.id ?? null,
    before: change.action === RuleChangeAction.CREATE ? null : (current.find((r) => r.id === change.ruleId) ?? null),
    after: change.action === RuleChangeAction.DELETE ? null : applied.rule,
    impact: JSON.parse(JSON.stringify(impact)) as unknown,
  });
}

/**
 * A second admin approves a pending rule proposal: the change is applied exactly as a direct save
 * (validated again against the rule set as it now stands, a new rule-set version, every process
 * told). NOT_FOUND; FORBIDDEN (not an admin, or the proposer); CONFLICT (not pending, or the rule
 * it changes is gone); BAD_USER_INPUT (the change no longer fits the rules as they now stand).
 */
export function approveRuleChangeCommand(em: EntityManager, rules: RuleService, actor: Actor, id: string): Promise<ChangeProposal> {
  return approveProposalCommand(em, actor, ProposalKind.RULE, id, async (tx, proposal) => {
    try {
      const written = await writeRuleChange(
        tx,
        rules,
        actor,
        await parseRuleChange({ ...(proposal.payload as unknown as StoredRuleChange) }),
      );
      return { version: written.version.id, subjectId: written.rule.id };
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw conflict(`The rule "${proposal.subject}" no longer exists: the rules changed since this was proposed; reject it instead`);
      }
      if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
        throw badInput(`The rules changed since this was proposed and the change no longer fits: ${error.message}`, error.field);
      }
      throw error;
    }
  });
}

/** Rejects a pending rule proposal with a note; no rule changes. FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (note). */
export const rejectRuleChangeCommand = (em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<ChangeProposal> =>
  rejectProposalCommand(em, actor, ProposalKind.RULE, id, raw);

/** Rule proposals, newest first, of one status or all (at most `limit`, 1–200). BAD_USER_INPUT (status). */
export const listRuleChangeProposals = (em: EntityManager, status?: unknown, limit?: number): Promise<ChangeProposal[]> =>
  listProposals(em, ProposalKind.RULE, status, limit);

/** A rule proposal as both surfaces show it (REST JSON, GraphQL RuleChangeProposal). */
export function proposalView(p: ChangeProposal): RuleChangeProposalType {
  const change = p.payload as unknown as StoredRuleChange;
  return {
    ...proposalStanding(p),
    action: change.action,
    ruleId: p.subjectId ?? null,
    ruleName: p.subject,
    input: change.input ?? null,
    before: (p.before as RuleSnapshot | null) ?? null,
    after: (p.after as RuleSnapshot | null) ?? null,
    impact: p.impact as ReplayResult,
  };
}

/** The validated change as stored: plain JSON, omitted fields left out (so null still clears). */
function storedChange(change: RuleChange): StoredRuleChange {
  const plain = (input: object) => JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
  switch (change.action) {
    case RuleChangeAction.CREATE:
      return { action: change.action, input: plain(change.create) };
    case RuleChangeAction.UPDATE:
      return { action: change.action, ruleId: change.ruleId, input: plain(change.update) };
    case RuleChangeAction.DELETE:
      return { action: change.action, ruleId: change.ruleId };
  }
}
