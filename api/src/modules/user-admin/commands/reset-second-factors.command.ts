import type { EntityManager } from '@mikro-orm/postgresql';
import { enforce } from '../../../core/policy.js';
import type { Actor } from '../../../core/principal.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import type { User } from '../../user/user.entity.js';
import type { SecondFactorRemover, SessionEnder } from '../account-deps.js';
import { mayResetSecondFactors } from '../user-admin.policy.js';
import { loadUser } from '../user-access.js';

/**
 * An admin removes every second factor of an account (a lost phone or passkey): the factors, its
 * recovery codes and every session go in one transaction with the audit entry, so the owner signs
 * in with the password and enrols again (at once, when MFA_REQUIRED asks it of them). FORBIDDEN
 * (not an admin, or their own account), NOT_FOUND.
 */
export async function resetSecondFactorsCommand(
  em: EntityManager,
  auth: SessionEnder & SecondFactorRemover,
  actor: Actor,
  userId: string,
): Promise<User> {
  enforce(mayResetSecondFactors(actor, userId));
  return em.transactional(async (tx) => {
    const user = await loadUser(tx, userId);
    const removed = await auth.removeSecondFactors(tx, user.id);
    recordAccountAction(tx, {
      action: AccountAction.SECOND_FACTORS_RESET,
      actor,
      target: accountSnapshot(user),
      summary: `${actor.email} reset the second factors of ${user.email}${removed.length ? ` (${removed.join(', ')})` : ' (it had none)'}; every session ended`,
      details: { methods: removed },
    });
    await tx.flush();
    await auth.endSessions(tx, user.id);
    return user;
  });
}
