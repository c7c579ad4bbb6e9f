import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden } from '../../../core/errors.js';
import { AccountAction } from '../../audit/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../audit/account-audit.js';
import type { AuthService } from '../../auth/auth.service.js';
import { keepAnActiveAdmin, loadUser } from '../user-access.js';
import type { User } from '../user.entity.js';

/**
 * Suspends the account: it cannot sign in and every session ends at once, in one transaction that
 * also keeps an active admin and writes the account audit entry; suspending a suspended account
 * changes nothing. FORBIDDEN for the actor's own account, NOT_FOUND, CONFLICT (last active admin).
 */
export async function suspendUserCommand(em: EntityManager, auth: AuthService, actor: User, userId: string): Promise<User> {
  if (actor.id === userId) throw forbidden('You cannot suspend your own account');
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
