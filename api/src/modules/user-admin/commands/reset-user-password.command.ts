import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import type { SessionEnder } from '../account-deps.js';
import { hashPassword } from '../../user/password.js';
import { loadUser } from '../user-access.js';
import type { User } from '../../user/user.entity.js';
import type { Actor } from '../../../core/principal.js';

/**
 * Replaces the password with a generated one, returned once for the admin to hand over, and ends
 * every session of the account, in one transaction with the account audit entry (`details` adds to
 * it). The hash is computed before the transaction opens. Whether it may happen at once
 * (REQUIRE_ADMIN_APPROVAL, for an admin's password) is the caller's to decide. NOT_FOUND.
 */
export async function resetUserPasswordCommand(
  em: EntityManager,
  auth: SessionEnder,
  actor: Actor,
  userId: string,
  details: Record<string, unknown> = {},
): Promise<{ temporaryPassword: string; user: User }> {
  const temporaryPassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword);
  const user = await em.transactional(async (tx) => {
    const target = await loadUser(tx, userId);
    target.passwordHash = passwordHash;
    recordAccountAction(tx, {
      action: AccountAction.PASSWORD_RESET,
      actor,
      target: accountSnapshot(target),
      summary: `${actor.email} reset the password of ${target.email}`,
      details,
    });
    await tx.flush();
    await auth.endSessions(tx, target.id);
    return target;
  });
  return { temporaryPassword, user };
}
