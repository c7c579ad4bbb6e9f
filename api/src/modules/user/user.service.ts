import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { forbidden } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import type { AuthService } from '../auth/auth.service.js';
import { hashPassword } from '../auth/password.js';
import { ChangeRoleInput } from './dto/change-role.input.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { keepAnActiveAdmin, loadUser } from './user-access.js';
import { Role, User } from './user.entity.js';

/** Admin user management. Callers have already checked that the actor is an admin. */
export class UserService {
  constructor(private readonly auth: AuthService) {}

  /** Every account, pending approvals first, then newest first. */
  list(em: EntityManager): Promise<User[]> {
    return em.find(User, {}, { orderBy: { approved: 'asc', createdAt: 'desc' } });
  }

  /** NOT_FOUND. */
  async approve(em: EntityManager, userId: string): Promise<User> {
    const user = await loadUser(em, userId);
    user.approved = true;
    await em.flush();
    return user;
  }

  /** Creates a pre-approved account (role defaults to analyst). BAD_USER_INPUT, CONFLICT. */
  async create(em: EntityManager, raw: unknown): Promise<User> {
    const input = await parseInput(CreateUserInput, raw);
    return this.auth.createAccount(em, { ...input, approved: true, role: input.role ?? Role.ANALYST });
  }

  /** FORBIDDEN for the actor's own account, NOT_FOUND, BAD_USER_INPUT, CONFLICT (last admin). */
  async changeRole(em: EntityManager, actor: User, userId: string, raw: unknown): Promise<User> {
    const input = await parseInput(ChangeRoleInput, raw);
    if (actor.id === userId) throw forbidden('You cannot change your own role');
    return em.transactional(async (tx) => {
      const user = await loadUser(tx, userId);
      if (input.role !== Role.ADMIN) await keepAnActiveAdmin(tx, user, 'demote');
      user.role = input.role;
      await tx.flush();
      await this.auth.revoke(tx, { userId });
      return user;
    });
  }

  /**
   * Suspends the account: it cannot sign in and every session ends at once. FORBIDDEN for the
   * actor's own account, NOT_FOUND, CONFLICT (last active admin).
   */
  async suspend(em: EntityManager, actor: User, userId: string): Promise<User> {
    if (actor.id === userId) throw forbidden('You cannot suspend your own account');
    return em.transactional(async (tx) => {
      const user = await loadUser(tx, userId);
      if (user.suspendedAt) return user;
      await keepAnActiveAdmin(tx, user, 'suspend');
      user.suspendedAt = new Date();
      await tx.flush();
      await this.auth.endSessions(tx, user.id);
      return user;
    });
  }

  /** Lets a suspended account sign in again. NOT_FOUND. */
  async reinstate(em: EntityManager, userId: string): Promise<User> {
    const user = await loadUser(em, userId);
    user.suspendedAt = null;
    await em.flush();
    return user;
  }

  /**
   * Replaces the password with a generated one, returned once for the admin to hand over, and
   * ends every session of the account. NOT_FOUND.
   */
  async resetPassword(em: EntityManager, userId: string): Promise<{ temporaryPassword: string }> {
    const temporaryPassword = randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(temporaryPassword);
    await em.transactional(async (tx) => {
      const user = await loadUser(tx, userId);
      user.passwordHash = passwordHash;
      await tx.flush();
      await this.auth.endSessions(tx, user.id);
    });
    return { temporaryPassword };
  }
}
