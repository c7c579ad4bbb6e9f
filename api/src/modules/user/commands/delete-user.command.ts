import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden } from '../../../core/errors.js';
import { AccountAction } from '../../audit/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../audit/account-audit.js';
import type { AuthService } from '../../auth/auth.service.js';
import { keepAnActiveAdmin, loadUser } from '../user-access.js';
import { User } from '../user.entity.js';

/**
 * Deletes an account with what it owns — its sessions (ended in every process at once) and, by
 * cascading foreign keys, its assessments (with their audit trails), batches and their rows — in
 * one transaction that also keeps an active admin and writes the account audit entry. What the
 * account did elsewhere stays, naming it as it stood (the `users_keep_authors` trigger): audit
 * entries and reviews on other people's assessments, rule versions and proposals, alert
 * resolutions, news scans. FORBIDDEN (own account), NOT_FOUND, CONFLICT.
 */
export async function deleteUserCommand(em: EntityManager, auth: AuthService, actor: User, userId: string): Promise<void> {
  if (actor.id === userId) throw forbidden('You cannot delete your own account');
  await em.transactional(async (tx) => {
    const user = await loadUser(tx, userId);
    await keepAnActiveAdmin(tx, user, 'delete');
    const [{ count }] = await tx
      .getConnection()
      .execute<{ count: string }[]>(
        'select count(*) as count from assessments where user_id = ?',
        [user.id],
        'all',
        tx.getTransactionContext(),
      );
    recordAccountAction(tx, {
      action: AccountAction.DELETED,
      actor,
      target: accountSnapshot(user),
      summary: `${actor.email} deleted ${user.email} and the ${Number(count)} assessment(s) they created`,
      details: { assessmentsRemoved: Number(count) },
    });
    await tx.flush();
    await auth.endSessions(tx, user.id);
    await tx.nativeDelete(User, { id: user.id });
  });
}
