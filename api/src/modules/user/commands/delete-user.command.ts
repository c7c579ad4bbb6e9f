import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden } from '../../../core/errors.js';
import type { AuthService } from '../../auth/auth.service.js';
import { keepAnActiveAdmin, loadUser } from '../user-access.js';
import { User } from '../user.entity.js';

/**
 * Deletes an account with everything it owns — its sessions (ended in every process at once) and,
 * by cascading foreign keys, its assessments, audit entries, batches and scans — in one
 * transaction that also keeps an active admin. FORBIDDEN (own account), NOT_FOUND, CONFLICT.
 */
export async function deleteUserCommand(em: EntityManager, auth: AuthService, actor: User, userId: string): Promise<void> {
  if (actor.id === userId) throw forbidden('You cannot delete your own account');
  await em.transactional(async (tx) => {
    const user = await loadUser(tx, userId);
    await keepAnActiveAdmin(tx, user, 'delete');
    await auth.endSessions(tx, user.id);
    await tx.nativeDelete(User, { id: user.id });
  });
}
