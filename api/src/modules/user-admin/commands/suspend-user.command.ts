import type { EntityManager } from '@mikro-orm/postgresql';
import { enforce } from '../../../core/policy.js';
import { maySuspend } from '../user-admin.policy.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import type { SessionEnder } from '../account-deps.js';
import { keepAnActiveAdmin, loadUser } from '../user-access.js';
import type { User } from '../../user/user.entity.js';
import type { Actor } from '../../../core/principal.js';

/**
 * Suspends the account: it cannot sign in and every session ends at once, in one transaction that
 * also keeps an active admin and writes the account audit entry; suspending a suspended account
 * changes nothing. FORBIDDEN for the actor's own account, NOT_FOUND, CONFLICT (last active admin).
 */
export async function suspendUserCommand(em: EntityManager, auth: SessionEnder, actor: Actor, userId: string): Promise<User> {
  enforce(maySuspend(actor, userId));
  return em.transactional(async (tx) => {
    const user = await loadUser(tx, userId);
    if (user.suspendedAt) return user;
    await keepAnActiveAdmin(tx, user, 'suspend');
    user.suspendedAt = new Date();
    recordAccountAction(tx, {
      action: AccountAction.SUSPENDED,
      actor,
      target: accountSnapshot(user),
      summary: `${actor.email} suspended ${user.email}`,
    });
    await tx.flush();
    await auth.endSessions(tx, user.id);
    return user;
  });
}
