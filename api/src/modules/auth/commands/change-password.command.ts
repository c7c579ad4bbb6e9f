import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../core/validation.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import { User } from '../../user/user.entity.js';
import type { Principal } from '../../../core/principal.js';
import type { AuthService } from '../auth.service.js';
import { ChangePasswordInput } from '../dto/change-password.input.js';
import { hashPassword } from '../../user/password.js';

/**
 * Changes the signed-in user's password after checking the current one, and ends their other
 * sessions (the one in use stays) in one transaction with the new hash. BAD_USER_INPUT on
 * `currentPassword` when it is wrong or on `newPassword`, TOO_MANY_REQUESTS after repeated wrong
 * current passwords, UNAUTHENTICATED when the account is gone.
 */
export async function changePasswordCommand(em: EntityManager, auth: AuthService, principal: Principal, raw: unknown): Promise<void> {
  const input = await parseInput(ChangePasswordInput, raw);
  const user = await auth.verifyCurrentPassword(em, principal, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: user.id }, { passwordHash });
    await auth.endSessions(tx, user.id, principal.sid);
    recordAccountAction(tx, {
      action: AccountAction.PASSWORD_CHANGED,
      actor: user,
      target: accountSnapshot(user),
      summary: `${user.email} changed their password`,
    });
  });
}
