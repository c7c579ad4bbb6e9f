import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, DomainError, notFound } from '../../../core/errors.js';
import { enforce } from '../../../core/policy.js';
import { mayApproveRuleChange, mayRejectRuleChange } from '../rule-change.policy.js';
import { isUuid } from '../../../core/ids.js';
import { parseInput } from '../../../core/validation.js';
import { User } from '../../user/user.entity.js';
import { authorSummary } from '../../user/user-summary.js';
import { RuleChangeAction } from '../dto/replay.types.js';
import { NoteInput } from '../../../core/note-input.js';
import type { RuleChangeProposalType } from '../dto/rule-proposal.types.js';
import { applyRuleChange, parseRuleChange, type RuleChange, type RuleChangeRequest } from '../rule-change.js';
import { RuleChangeProposal, RuleChangeProposalStatus, type StoredRuleChange } from '../rule-change-proposal.entity.js';
import type { RuleConfig } from '../rule-config.entity.js';
import type { RuleReplayService } from '../rule-replay.service.js';
import type { RuleService } from '../rule.service.js';
import { saveRuleChangeCommand, writeRuleChange } from './save-rule-change.command.js';
import { sqlOf } from '../../../core/sql.js';
import type { Actor } from '../../../core/principal.js';

/** Affected assessments kept with a proposal's what-if replay. */
export const PROPOSAL_SAMPLE_SIZE = 10;
const NOT_FOUND = 'Rule change proposal not found';
const STATUSES = Object.values(RuleChangeProposalStatus);

export interface RuleChangeDeps {
  rules: RuleService;
  replay: RuleReplayService;
  config: { REQUIRE_RULE_APPROVAL: boolean };
}

/** A rule change as submitted: applied at once, or (REQUIRE_RULE_APPROVAL) stored as a proposal. */
export type SubmittedRuleChange = { applied: true; rule: RuleConfig | null } | { applied: false; proposal: RuleChangeProposal };

/**
 * The one entry point of a rule change from an admin: with REQUIRE_RULE_APPROVAL off it is saved
 * (saveRuleChangeCommand), with it on it is proposed (proposeRuleChangeCommand). BAD_USER_INPUT, NOT_FOUND.
 */
export async function submitRuleChangeCommand(
  em: EntityManager,
  deps: RuleChangeDeps,
  actor: Actor,
  request: RuleChangeRequest,
): Promise<SubmittedRuleChange> {
  if (deps.config.REQUIRE_RULE_APPROVAL) {
    return { applied: false, proposal: await proposeRuleChangeCommand(em, deps.rules, deps.replay, actor, request) };
  }
  const rule = await saveRuleChangeCommand(em, deps.rules, actor, request);
  return { applied: true, rule: request.action === RuleChangeAction.DELETE ? null : rule };
}

/**
 * Stores a rule change as a pending proposal, changing no rule: validated exactly as a save (so a
 * change a save would refuse is refused now), with the rule before and after, the rule-set
 * version it was computed on and its what-if replay over every past assessment. BAD_USER_INPUT, NOT_FOUND.
 */
export async function proposeRuleChangeCommand(
  em: EntityManager,
  rules: RuleService,
  replay: RuleReplayService,
  actor: Actor,
  request: RuleChangeRequest,
): Promise<RuleChangeProposal> {
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
  const before = change.action === RuleChangeAction.CREATE ? null : (current.find((r) => r.id === change.ruleId) ?? null);
  const proposal = em.create(RuleChangeProposal, {
    proposedBy: em.getReference(User, actor.id),
    change: stored,
    ruleId: change.action === RuleChangeAction.CREATE ? null : change.ruleId,
    ruleName: applied.rule.name,
    baseVersion: latest?.id ?? null,
    before,
    after: change.action === RuleChangeAction.DELETE ? null : applied.rule,
    impact: JSON.parse(JSON.stringify(impact)) as RuleChangeProposal['impact'],
  });
  await em.flush();
  return findProposal(em, proposal.id);
}

/**
 * A second admin approves a pending proposal: on the locked proposal, in one transaction, the
 * change is applied exactly as a direct save (validated again against the rule set as it now
 * stands, a new rule-set version, every process told) and the proposal records who, when and the
 * version written. NOT_FOUND; FORBIDDEN (the proposer); CONFLICT (not pending, or the rule it
 * changes is gone); BAD_USER_INPUT (the change no longer fits the rules as they now stand).
 */
export async function approveRuleChangeCommand(
  em: EntityManager,
  rules: RuleService,
  actor: Actor,
  id: string,
): Promise<RuleChangeProposal> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  await em.transactional(async (tx) => {
    const proposal = await tx.findOne(RuleChangeProposal, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!proposal) throw notFound(NOT_FOUND);
    enforce(mayApproveRuleChange(actor, proposal));
    let written: Awaited<ReturnType<typeof writeRuleChange>>;
    try {
      written = await writeRuleChange(tx, rules, actor, await parseRuleChange({ ...proposal.change }));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw conflict(`The rule "${proposal.ruleName}" no longer exists: the rules changed since this was proposed; reject it instead`);
      }
      if (error instanceof DomainError && error.code === 'BAD_USER_INPUT') {
        throw badInput(`The rules changed since this was proposed and the change no longer fits: ${error.message}`, error.field);
      }
      throw error;
    }
    proposal.status = RuleChangeProposalStatus.APPROVED;
    proposal.decidedBy = tx.getReference(User, actor.id);
    proposal.decidedAt = new Date();
    proposal.appliedVersion = written.version.id;
    proposal.ruleId = written.rule.id;
  });
  return findProposal(em, id);
}

/**
 * Rejects a pending proposal with a note; no rule changes. The proposer may reject (withdraw) their
 * own. NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (note).
 */
export async function rejectRuleChangeCommand(em: EntityManager, actor: Actor, id: string, raw: unknown): Promise<RuleChangeProposal> {
  if (!isUuid(id)) throw notFound(NOT_FOUND);
  const input = await parseInput(NoteInput, raw);
  await em.transactional(async (tx) => {
    const proposal = await tx.findOne(RuleChangeProposal, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!proposal) throw notFound(NOT_FOUND);
    enforce(mayRejectRuleChange(proposal));
    proposal.status = RuleChangeProposalStatus.REJECTED;
    proposal.decidedBy = tx.getReference(User, actor.id);
    proposal.decidedAt = new Date();
    proposal.note = input.note.trim();
  });
  return findProposal(em, id);
}

/** Proposals, newest first, of one status or all (at most `limit`, 1–200). BAD_USER_INPUT (status). */
export function listRuleChangeProposals(em: EntityManager, status?: unknown, limit = 50): Promise<RuleChangeProposal[]> {
  if (status !== undefined && status !== null && !STATUSES.includes(status as RuleChangeProposalStatus)) {
    throw badInput('status must be pending, approved or rejected', 'status');
  }
  return em.find(RuleChangeProposal, status ? { status: status as RuleChangeProposalStatus } : {}, {
    orderBy: { proposedAt: 'desc', id: 'desc' },
    limit: Math.min(Math.max(Math.trunc(limit) || 50, 1), 200),
    populate: ['proposedBy', 'decidedBy'],
  });
}

/** A proposal as both surfaces show it (REST JSON, GraphQL RuleChangeProposal). */
export function proposalView(p: RuleChangeProposal): RuleChangeProposalType {
  return {
    id: p.id,
    status: p.status,
    action: p.change.action,
    ruleId: p.ruleId ?? null,
    ruleName: p.ruleName,
    input: p.change.input ?? null,
    before: p.before ?? null,
    after: p.after ?? null,
    baseVersion: p.baseVersion ?? null,
    impact: p.impact,
    proposedBy: authorSummary(p.proposedBy, p.proposedByDeleted),
    proposedAt: p.proposedAt,
    decidedBy: authorSummary(p.decidedBy, p.decidedByDeleted),
    decidedAt: p.decidedAt ?? null,
    note: p.note ?? null,
    appliedVersion: p.appliedVersion ?? null,
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

async function findProposal(em: EntityManager, id: string): Promise<RuleChangeProposal> {
  const proposal = await em.findOne(RuleChangeProposal, id, { populate: ['proposedBy', 'decidedBy'], refresh: true });
  if (!proposal) throw notFound(NOT_FOUND);
  return proposal;
}
