import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../core/validation.js';
import type { AuthService } from '../auth/auth.service.js';
import { CreateUserInput } from './dto/create-user.input.js';
import { loadUser } from './user-access.js';
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

  /** Lets a suspended account sign in again. NOT_FOUND. */
  async reinstate(em: EntityManager, userId: string): Promise<User> {
    const user = await loadUser(em, userId);
    user.suspendedAt = null;
    await em.flush();
    return user;
  }
}
