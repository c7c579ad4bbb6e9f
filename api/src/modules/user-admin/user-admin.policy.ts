import { forbidden } from '../../core/errors.js';
import { ALLOWED, allOf, anAdmin, deny, type Verdict } from '../../core/policy.js';
import type { Actor } from '../../core/principal.js';

/**
 * What an admin may do to an account: one function per action, enforced by the commands and read
 * by User.viewerCan. ("An admin" is core/policy.ts's anAdmin; a proposed admin-account change is
 * decided by the one change-proposal policy, approval/change-proposal.policy.ts.)
 */

type Viewer = Pick<Actor, 'id' | 'role'>;

/** An admin changes anyone's role but their own (nobody locks themselves out). FORBIDDEN. */
export const mayChangeRoleOf = (actor: Viewer, userId: string): Verdict =>
  allOf(anAdmin(actor), actor.id === userId ? deny(forbidden('You cannot change your own role')) : ALLOWED);

/** An admin suspends any account but their own. FORBIDDEN. */
export const maySuspend = (actor: Viewer, userId: string): Verdict =>
  allOf(anAdmin(actor), actor.id === userId ? deny(forbidden('You cannot suspend your own account')) : ALLOWED);

/** An admin resets the second factors of any account but their own (theirs are changed on their profile). FORBIDDEN. */
export const mayResetSecondFactors = (actor: Viewer, userId: string): Verdict =>
  allOf(
    anAdmin(actor),
    actor.id === userId ? deny(forbidden('You cannot reset your own second factors; change them on your profile')) : ALLOWED,
  );

/** An admin deletes any account but their own. FORBIDDEN. */
export const mayDelete = (actor: Viewer, userId: string): Verdict =>
  allOf(anAdmin(actor), actor.id === userId ? deny(forbidden('You cannot delete your own account')) : ALLOWED);
