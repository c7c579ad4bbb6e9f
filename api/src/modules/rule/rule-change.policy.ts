import { conflict, forbidden } from '../../core/errors.js';
import { ALLOWED, allOf, deny, type Verdict } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';
import { RuleChangeProposalStatus } from './rule-change-proposal.entity.js';

/** A proposal as the policy reads it: the entity, or its GraphQL view. */
type Proposal = { status: RuleChangeProposalStatus; proposedBy?: { id: string } | null };

/**
 * Deciding a proposed rule change (REQUIRE_RULE_APPROVAL): enforced by the approval commands and
 * read by RuleChangeProposal.viewerCan, so the client offers exactly what the server allows.
 */

const pending = (proposal: Pick<Proposal, 'status'>): Verdict =>
  proposal.status === RuleChangeProposalStatus.PENDING ? ALLOWED : deny(conflict(`This rule change was already ${proposal.status}`));

/** Approving: a pending proposal, by a second admin, never its proposer. CONFLICT (not pending), FORBIDDEN. */
export function mayApproveRuleChange(actor: Pick<Actor, 'id'>, proposal: Proposal): Verdict {
  return allOf(
    pending(proposal),
    proposal.proposedBy?.id === actor.id
      ? deny(forbidden('A rule change must be approved by a second admin, not by the one who proposed it'))
      : ALLOWED,
  );
}

/** Rejecting a pending proposal (its proposer withdraws it this way). CONFLICT (not pending). */
export const mayRejectRuleChange = (proposal: Pick<Proposal, 'status'>): Verdict => pending(proposal);
