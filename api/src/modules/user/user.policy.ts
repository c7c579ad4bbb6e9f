import { conflict, forbidden } from '../../core/errors.js';
import { ALLOWED, allOf, anAdmin, deny, type Verdict } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';
import { AccountChangeStatus } from './account-change-proposal.entity.js';

/** A proposal as the policy reads it: the entity, or its GraphQL view. */
type Proposal = { status: AccountChangeStatus; proposedBy?: { id: string } | null };

/**
 * What an admin may do to an account and to a proposed admin-account change: one function per
 * action, enforced by the commands and read by User.viewerCan and AccountChangeProposal.viewerCan.
 * ("An admin" is core/policy.ts's anAdmin.)
 */

type Viewer = Pick<Actor, 'id' | 'role'>;

/** An admin changes anyone's role but their own (nobody locks themselves out). FORBIDDEN. */
export const mayChangeRoleOf = (actor: Viewer, userId: string): Verdict =>
  allOf(anAdmin(actor), actor.id === userId ? deny(forbidden('You cannot change your own role')) : ALLOWED);

/** An admin suspends any account but their own. FORBIDDEN. */
export const maySuspend = (actor: Viewer, userId: string): Verdict =>
  allOf(anAdmin(actor), actor.id === userId ? deny(forbidden('You cannot suspend your own account')) : ALLOWED);

/** An admin deletes any account but their own. FORBIDDEN. */
export const mayDelete = (actor: Viewer, userId: string): Verdict =>
  allOf(anAdmin(actor), actor.id === userId ? deny(forbidden('You cannot delete your own account')) : ALLOWED);

const pending = (proposal: Pick<Proposal, 'status'>): Verdict =>
  proposal.status === AccountChangeStatus.PENDING ? ALLOWED : deny(conflict(`This account change was already ${proposal.status}`));

/** Approving a pending admin-account change: a second admin, never its proposer. CONFLICT (not pending), FORBIDDEN. */
export function mayApproveAccountChange(actor: Viewer, proposal: Proposal): Verdict {
  return allOf(
    pending(proposal),
    proposal.proposedBy?.id === actor.id
      ? deny(forbidden('A change to an admin account must be approved by a second admin, not by the one who proposed it'))
      : ALLOWED,
  );
}

/** Rejecting a pending admin-account change (its proposer withdraws it this way). CONFLICT (not pending). */
export const mayRejectAccountChange = (proposal: Pick<Proposal, 'status'>): Verdict => pending(proposal);
