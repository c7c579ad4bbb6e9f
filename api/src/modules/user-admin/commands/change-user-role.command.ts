import type { EntityManager } from '@mikro-orm/postgresql';
import { enforce } from '../../../core/policy.js';
import { mayChangeRoleOf } from '../user-admin.policy.js';
import { parseInput } from '../../../core/validation.js';
import { AccountAction } from '../../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../../user/account-audit.js';
import type { SessionEnder } from '../account-deps.js';
import { ChangeRoleInput } from '../dto/change-role.input.js';
import { keepAnActiveAdmin, loadUser } from '../user-access.js';
import { type User } from '../../user/user.entity.js';
import { Role, type Actor } from '../../../core/principal.js';

/**
 * Changes an account's role and drops its cached sessions in every process (the role applies from
 * its next request), in one transaction that also keeps an active admin and writes the account
 * audit entry (`details` adds to it: an approved proposal). Whether it may happen at once
 * (REQUIRE_ADMIN_APPROVAL) is the caller's to decide. FORBIDDEN for the actor's own account,
 * NOT_FOUND, BAD_USER_INPUT, CONFLICT (last admin).
 */
export async function changeUserRoleCommand(
  em: EntityManager,
  auth: SessionEnder,
  actor: Actor,
  userId: string,
  raw: unknown,
  details: Record<string, unknown> = {},
): Promise<User> {
  const input = await parseInput(ChangeRoleInput, raw);
  enforce(mayChangeRoleOf(actor, userId));
  return em.transactional(async (tx) => {
    const user = await loadUser(tx, userId);
    if (user.role === input.role) return user;
    if (input.role !== Role.ADMIN) await keepAnActiveAdmin(tx, user, 'demote');
    const from = user.role;
    user.role = input.role;
    recordAccountAction(tx, {
      action: AccountAction.ROLE_CHANGED,
      actor,
      target: accountSnapshot(user),
      summary: `${actor.email} changed ${user.email} from ${from} to ${input.role}`,
      details: { from, to: input.role, ...details },
    });
    await tx.flush();
    await auth.revoke(tx, { userId });
    return user;
  });
}
