import type { MikroORM } from '@mikro-orm/postgresql';
import { forbidden, notFound } from '../../core/errors.js';
import { parseInput } from '../../core/validation.js';
import type { AuthService } from '../auth/auth.service.js';
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

  /** FORBIDDEN for the actor's own account, NOT_FOUND, BAD_USER_INPUT. */
  async changeRole(actor: User, userId: string, raw: unknown): Promise<User> {
    const input = await parseInput(ChangeRoleInput, raw);
    if (actor.id === userId) throw forbidden('You cannot change your own role');
    const em = this.orm.em.fork();
    const user = await this.load(em, userId);
    user.role = input.role;
    await em.flush();
    await this.auth.revoke(em, { userId });
    return user;
  }

  /** Deletes the account with its assessments, audit logs, batches and sessions. FORBIDDEN, NOT_FOUND. */
  async delete(actor: User, userId: string): Promise<void> {
    if (actor.id === userId) throw forbidden('You cannot delete your own account');
    await this.orm.em.fork().transactional(async (em) => {
      const user = await this.load(em, userId);
      await em.getConnection().execute(`delete from sessions where sess->>'userId' = ?`, [user.id], 'run', em.getTransactionContext());
      // Foreign keys cascade to assessments, audit logs and batch uploads.
      await em.nativeDelete(User, { id: user.id });
      await this.auth.revoke(em, { userId: user.id });
    });
  }

  private async load(em: ReturnType<MikroORM['em']['fork']>, userId: string): Promise<User> {
    if (!UUID.test(userId)) throw notFound('User not found');
    const user = await em.findOne(User, userId);
    if (!user) throw notFound('User not found');
    return user;
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
