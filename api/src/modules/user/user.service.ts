import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { conflict, forbidden, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import type { AuthService } from '../auth/auth.service.js';
import { hashPassword } from '../auth/password.js';
import { ChangeRoleInput } from './dto/change-role.input.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { Role, User } from './user.entity.js';

/** Admin user management. Callers have already checked that the actor is an admin. */
export class UserService {
  constructor(
    private readonly orm: MikroORM,
    private readonly auth: AuthService,
  ) {}

  /** Every account, pending approvals first, then newest first. */
  list(): Promise<User[]> {
    return this.orm.em.fork().find(User, {}, { orderBy: { approved: 'asc', createdAt: 'desc' } });
  }

  /** NOT_FOUND. */
  async approve(userId: string): Promise<User> {
    const em = this.orm.em.fork();
    const user = await this.load(em, userId);
    user.approved = true;
    await em.flush();
    return user;
  }

  /** Creates a pre-approved account (role defaults to analyst). BAD_USER_INPUT, CONFLICT. */
  async create(raw: unknown): Promise<User> {
    const input = await parseInput(CreateUserInput, raw);
    return this.auth.createAccount({ ...input, approved: true, role: input.role ?? Role.ANALYST });
  }

  /** FORBIDDEN for the actor's own account, NOT_FOUND, BAD_USER_INPUT, CONFLICT (last admin). */
  async changeRole(actor: User, userId: string, raw: unknown): Promise<User> {
    const input = await parseInput(ChangeRoleInput, raw);
    if (actor.id === userId) throw forbidden('You cannot change your own role');
    return this.orm.em.fork().transactional(async (em) => {
      const user = await this.load(em, userId);
      if (input.role !== Role.ADMIN) await this.keepAnActiveAdmin(em, user, 'demote');
      user.role = input.role;
      await em.flush();
      await this.auth.revoke(em, { userId });
      return user;
    });
  }

  /**
   * Suspends the account: it cannot sign in and every session ends at once. FORBIDDEN for the
   * actor's own account, NOT_FOUND, CONFLICT (last active admin).
   */
  async suspend(actor: User, userId: string): Promise<User> {
    if (actor.id === userId) throw forbidden('You cannot suspend your own account');
    return this.orm.em.fork().transactional(async (em) => {
      const user = await this.load(em, userId);
      if (user.suspendedAt) return user;
      await this.keepAnActiveAdmin(em, user, 'suspend');
      user.suspendedAt = new Date();
      await em.flush();
      await this.auth.endSessions(em, user.id);
      return user;
    });
  }

  /** Lets a suspended account sign in again. NOT_FOUND. */
  async reinstate(userId: string): Promise<User> {
    const em = this.orm.em.fork();
    const user = await this.load(em, userId);
    user.suspendedAt = null;
    await em.flush();
    return user;
  }

  /**
   * Replaces the password with a generated one, returned once for the admin to hand over, and
   * ends every session of the account. NOT_FOUND.
   */
  async resetPassword(userId: string): Promise<{ temporaryPassword: string }> {
    const temporaryPassword = randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(temporaryPassword);
    await this.orm.em.fork().transactional(async (em) => {
      const user = await this.load(em, userId);
      user.passwordHash = passwordHash;
      await em.flush();
      await this.auth.endSessions(em, user.id);
    });
    return { temporaryPassword };
  }

  /** Deletes the account with its assessments, audit logs, batches and sessions. FORBIDDEN, NOT_FOUND, CONFLICT (last admin). */
  async delete(actor: User, userId: string): Promise<void> {
    if (actor.id === userId) throw forbidden('You cannot delete your own account');
    await this.orm.em.fork().transactional(async (em) => {
      const user = await this.load(em, userId);
      await this.keepAnActiveAdmin(em, user, 'delete');
      await this.auth.endSessions(em, user.id);
      // Foreign keys cascade to assessments, audit logs and batch uploads.
      await em.nativeDelete(User, { id: user.id });
    });
  }

  /**
   * Refuses a change that would leave no active admin. Locks every active admin row first, so two
   * admins demoting, suspending or deleting each other at the same moment are serialized: the
   * second transaction sees the first one's change and is refused.
   */
  private async keepAnActiveAdmin(em: EntityManager, target: User, action: 'demote' | 'suspend' | 'delete'): Promise<void> {
    const admins = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from users where role = 'admin' and approved and suspended_at is null order by id for update`,
        [],
        'all',
        em.getTransactionContext(),
      );
    if (admins.some((a) => a.id === target.id) && admins.length <= 1) {
      throw conflict(`You cannot ${action} the last active admin`);
    }
  }

  private async load(em: EntityManager, userId: string): Promise<User> {
    if (!UUID.test(userId)) throw notFound('User not found');
    const user = await em.findOne(User, userId);
    if (!user) throw notFound('User not found');
    return user;
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
