import type { EntityManager } from '@mikro-orm/postgresql';
import { enforce } from '../../../core/policy.js';
import { mayDelete } from '../user-admin.policy.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import type { CreatedAssessments, SessionEnder } from '../account-deps.js';
import { keepAnActiveAdmin, loadUser } from '../user-access.js';
import { User } from '../../user/user.entity.js';
import type { Actor } from '../../../core/principal.js';

/**
 * Deletes an account with what it owns — its sessions (ended in every process at once) and, by
 * cascading foreign keys, its assessments (with their audit trails), batches and their rows — in
 * one transaction that also keeps an active admin and writes the account audit entry. What the
 * account did elsewhere stays, naming it as it stood (the `users_keep_authors` trigger): audit
 * entries and reviews on other people's assessments, rule versions and proposals, alert
 * resolutions, news scans. FORBIDDEN (own account), NOT_FOUND, CONFLICT.
 */
export async function deleteUserCommand(
  em: EntityManager,
  { auth, assessments }: { auth: SessionEnder; assessments: CreatedAssessments },
  actor: Actor,
  userId: string,
): Promise<void> {
  enforce(mayDelete(actor, userId));
  await em.transactional(async (tx) => {
    const user = await loadUser(tx, userId);
    await keepAnActiveAdmin(tx, user, 'delete');
    const count = await assessments.countCreatedBy(tx, user.id);
    recordAccountAction(tx, {
      action: AccountAction.DELETED,
      actor,
      target: accountSnapshot(user),
      summary: `${actor.email} deleted ${user.email} and the ${count} assessment(s) they created`,
      details: { assessmentsRemoved: count },
    });
    await tx.flush();
    await auth.endSessions(tx, user.id);
    await tx.nativeDelete(User, { id: user.id });
  });
}
