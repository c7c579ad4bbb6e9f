import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../core/validation.js';
import { AccountAction } from '../user/account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from '../user/account-audit.js';
import { createAccount } from '../user/create-account.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { loadUser } from './user-access.js';
import { User } from '../user/user.entity.js';
import { Role, type Actor } from '../../core/principal.js';

/** Admin user management. Callers have already checked that the actor is an admin. */
export class UserService {
  /** Every account, pending approvals first, then newest first. */
  list(em: EntityManager): Promise<User[]> {
    return em.find(User, {}, { orderBy: { approved: 'asc', createdAt: 'desc' } });
  }

  /** Approves a pending account (audited); approving an approved one changes nothing. NOT_FOUND. */
  approve(em: EntityManager, actor: Actor, userId: string): Promise<User> {
    return em.transactional(async (tx) => {
      const user = await loadUser(tx, userId);
      if (user.approved) return user;
      user.approved = true;
      recordAccountAction(tx, {
        action: AccountAction.APPROVED,
        actor,
        target: accountSnapshot(user),
        summary: `${actor.email} approved ${user.email}`,
      });
      return user;
    });
  }

  /**
   * Creates a pre-approved account (role defaults to analyst), audited as made by `actor` (null:
   * the operator's command line). Whether it may be made at once (REQUIRE_ADMIN_APPROVAL) is the
   * caller's to decide. BAD_USER_INPUT, CONFLICT.
   */
  async create(em: EntityManager, actor: Actor | null, raw: unknown): Promise<User> {
    const input = await parseInput(CreateUserInput, raw);
    return createAccount(em, { ...input, approved: true, role: input.role ?? Role.ANALYST }, actor);
  }

  /** Lets a suspended account sign in again (audited); reinstating an active one changes nothing. NOT_FOUND. */
  reinstate(em: EntityManager, actor: Actor, userId: string): Promise<User> {
    return em.transactional(async (tx) => {
      const user = await loadUser(tx, userId);
      if (!user.suspendedAt) return user;
      user.suspendedAt = null;
      recordAccountAction(tx, {
        action: AccountAction.REINSTATED,
        actor,
        target: accountSnapshot(user),
        summary: `${actor.email} reinstated ${user.email}`,
      });
      return user;
    });
  }
}
