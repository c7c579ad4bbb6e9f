import { LockMode, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { NoteInput } from '../../../core/note-input.js';
import { enforce } from '../../../core/policy.js';
import type { Actor } from '../../../core/principal.js';
import { parseInput } from '../../../core/validation.js';
import type { UserSummary } from '../../user/dto/user-summary.type.js';
import { User } from '../../user/user.entity.js';
import { authorSummary } from '../../user/user-summary.js';
import { ChangeProposal, PROPOSAL_LABELS, ProposalStatus, type ProposalKind } from '../change-proposal.entity.js';
import { mayApproveChange, mayProposeChange, mayRejectChange } from '../change-proposal.policy.js';

/** Affected assessments kept with a proposal's what-if replay. */
export const PROPOSAL_SAMPLE_SIZE = 10;
const STATUSES = Object.values(ProposalStatus);

/** A proposal as its kind's module computed it, before it is stored. */
export type NewProposal = Omit<RequiredEntityData<ChangeProposal>, 'kind' | 'proposedBy' | 'status'>;

/** What an approval wrote: the version (none for an account), and (a created rule or account) the id of what it made. */
export interface AppliedChange {
  version?: number | null;
  subjectId?: string | null;
}

const notFoundError = (kind: ProposalKind) =>
  notFound(`${PROPOSAL_LABELS[kind][0].toUpperCase()}${PROPOSAL_LABELS[kind].slice(1)} proposal not found`);

/** Refuses anyone but an admin before any work: every proposal command starts here. FORBIDDEN. */
export function assertMayPropose(actor: Actor): void {
  enforce(mayProposeChange(actor));
}

/**
 * Stores a pending proposal of `kind` by `actor` (already validated by its module); inside a
 * transaction of the caller's when it records more with it. FORBIDDEN.
 */
export async function storeProposalCommand(
  em: EntityManager,
  actor: Actor,
  kind: ProposalKind,
  proposal: NewProposal,
): Promise<ChangeProposal> {
  assertMayPropose(actor);
  const stored = em.create(ChangeProposal, { ...proposal, kind, proposedBy: em.getReference(User, actor.id) });
  await em.flush();
  return findProposal(em, kind, stored.id);
}

/**
 * A second admin approves a pending proposal of `kind`: on the locked proposal, in one
 * transaction, `apply` writes the change exactly as a direct save would, and the proposal records
 * who, when and the version written. NOT_FOUND (none of this kind); FORBIDDEN (not an admin, or
 * the proposer); CONFLICT (not pending); whatever `apply` raises.
 */
export async function approveProposalCommand(
  em: EntityManager,
  actor: Actor,
  kind: ProposalKind,
  id: string,
  apply: (tx: EntityManager, proposal: ChangeProposal) => Promise<AppliedChange>,
): Promise<ChangeProposal> {
  enforce(mayProposeChange(actor));
  await em.transactional(async (tx) => {
    const proposal = await lockProposal(tx, kind, id);
    enforce(mayApproveChange(actor, kind, proposal));
    const applied = await apply(tx, proposal);
    proposal.status = ProposalStatus.APPROVED;
    proposal.decidedBy = tx.getReference(User, actor.id);
    proposal.decidedAt = new Date();
    proposal.appliedVersion = applied.version ?? null;
    if (applied.subjectId !== undefined) proposal.subjectId = applied.subjectId;
  });
  return findProposal(em, kind, id);
}

/**
 * Rejects a pending proposal of `kind` with a note; nothing changes but the proposal (and what
 * `rejected` records in the same transaction, e.g. an audit entry). The proposer may reject
 * (withdraw) their own. FORBIDDEN (not an admin), NOT_FOUND, CONFLICT (not pending), BAD_USER_INPUT (note).
 */
export async function rejectProposalCommand(
  em: EntityManager,
  actor: Actor,
  kind: ProposalKind,
  id: string,
  raw: unknown,
  rejected?: (tx: EntityManager, proposal: ChangeProposal) => void | Promise<void>,
): Promise<ChangeProposal> {
  enforce(mayProposeChange(actor));
  if (!isUuid(id)) throw notFoundError(kind);
  const input = await parseInput(NoteInput, raw);
  await em.transactional(async (tx) => {
    const proposal = await lockProposal(tx, kind, id);
    enforce(mayRejectChange(actor, kind, proposal));
    proposal.status = ProposalStatus.REJECTED;
    proposal.decidedBy = tx.getReference(User, actor.id);
    proposal.decidedAt = new Date();
    proposal.note = input.note.trim();
    await rejected?.(tx, proposal);
  });
  return findProposal(em, kind, id);
}

/** Proposals of `kind`, newest first, of one status or all (at most `limit`, 1–200). BAD_USER_INPUT (status). */
export function listProposals(em: EntityManager, kind: ProposalKind, status?: unknown, limit = 50): Promise<ChangeProposal[]> {
  if (status !== undefined && status !== null && !STATUSES.includes(status as ProposalStatus)) {
    throw badInput('status must be pending, approved or rejected', 'status');
  }
  return em.find(
    ChangeProposal,
    { kind, ...(status ? { status: status as ProposalStatus } : {}) },
    {
      orderBy: { proposedAt: 'desc', id: 'desc' },
      limit: Math.min(Math.max(Math.trunc(limit) || 50, 1), 200),
      populate: ['proposedBy', 'decidedBy'],
    },
  );
}

/** The fields every kind's view shares: where the proposal stands and who did what, when. */
export interface ProposalStanding {
  id: string;
  status: ProposalStatus;
  baseVersion: number | null;
  proposedBy: UserSummary | null;
  proposedAt: Date;
  decidedBy: UserSummary | null;
  decidedAt: Date | null;
  note: string | null;
  appliedVersion: number | null;
}

/** A proposal's ProposalStanding. */
export function proposalStanding(p: ChangeProposal): ProposalStanding {
  return {
    id: p.id,
    status: p.status,
    baseVersion: p.baseVersion ?? null,
    proposedBy: authorSummary(p.proposedBy, p.proposedByDeleted),
    proposedAt: p.proposedAt,
    decidedBy: authorSummary(p.decidedBy, p.decidedByDeleted),
    decidedAt: p.decidedAt ?? null,
    note: p.note ?? null,
    appliedVersion: p.appliedVersion ?? null,
  };
}

async function lockProposal(tx: EntityManager, kind: ProposalKind, id: string): Promise<ChangeProposal> {
  const proposal = isUuid(id) ? await tx.findOne(ChangeProposal, { id, kind }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!proposal) throw notFoundError(kind);
  return proposal;
}

async function findProposal(em: EntityManager, kind: ProposalKind, id: string): Promise<ChangeProposal> {
  const proposal = await em.findOne(ChangeProposal, { id, kind }, { populate: ['proposedBy', 'decidedBy'], refresh: true });
  if (!proposal) throw notFoundError(kind);
  return proposal;
}
