import { conflict, forbidden } from '../../core/errors.js';
import { ALLOWED, allOf, anAdmin, deny, type Verdict } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';
import { PROPOSAL_LABELS, PROPOSAL_SUBJECTS, ProposalStatus, type ProposalKind } from './change-proposal.entity.js';

/** A proposal as the policy reads it: the entity, or a GraphQL view of it. */
type Proposal = { status: ProposalStatus; proposedBy?: { id: string } | null };
type Viewer = Pick<Actor, 'id' | 'role'>;

/**
 * Four-eyes over configuration (REQUIRE_RULE_APPROVAL, REQUIRE_ADMIN_APPROVAL), for every kind of change: enforced by the
 * proposal commands and read by each proposal's viewerCan, so the client offers exactly what the
 * server allows.
 */

const pending = (kind: ProposalKind, proposal: Pick<Proposal, 'status'>): Verdict =>
  proposal.status === ProposalStatus.PENDING ? ALLOWED : deny(conflict(`This ${PROPOSAL_LABELS[kind]} was already ${proposal.status}`));

/** Proposing (or, approval off, saving) a configuration change: an admin's. FORBIDDEN. */
export const mayProposeChange = (actor: Pick<Actor, 'role'>): Verdict => anAdmin(actor);

/** Approving: a pending proposal, by a second admin, never its proposer. FORBIDDEN, CONFLICT (not pending). */
export function mayApproveChange(actor: Viewer, kind: ProposalKind, proposal: Proposal): Verdict {
  return allOf(
    anAdmin(actor),
    pending(kind, proposal),
    proposal.proposedBy?.id === actor.id
      ? deny(forbidden(`${PROPOSAL_SUBJECTS[kind]} must be approved by a second admin, not by the one who proposed it`))
      : ALLOWED,
  );
}

/** Rejecting a pending proposal, by an admin (its proposer withdraws it this way). FORBIDDEN, CONFLICT (not pending). */
export const mayRejectChange = (actor: Pick<Actor, 'role'>, kind: ProposalKind, proposal: Pick<Proposal, 'status'>): Verdict =>
  allOf(anAdmin(actor), pending(kind, proposal));

/** A proposal's viewerCan: what `actor` may do with it now, as the approve and reject commands will allow it. */
export const proposalAbilities = (actor: Viewer, kind: ProposalKind, proposal: Proposal): { approve: boolean; reject: boolean } => ({
  approve: mayApproveChange(actor, kind, proposal).allowed,
  reject: mayRejectChange(actor, kind, proposal).allowed,
});
