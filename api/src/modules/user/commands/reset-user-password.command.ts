import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { AuthService } from '../../auth/auth.service.js';
import { hashPassword } from '../../auth/password.js';
import { loadUser } from '../user-access.js';

/**
 * Replaces the password with a generated one, returned once for the admin to hand over, and ends
 * every session of the account, in one transaction (the hash is computed before it opens).
 * NOT_FOUND.
 */
export async function resetUserPasswordCommand(
  em: EntityManager,
  auth: AuthService,
  userId: string,
): Promise<{ temporaryPassword: string }> {
  const temporaryPassword = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(temporaryPassword);
  await em.transactional(async (tx) => {
    const user = await loadUser(tx, userId);
    user.passwordHash = passwordHash;
    await tx.flush();
    await auth.endSessions(tx, user.id);
  });
  return { temporaryPassword };
}
