import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { conflict } from '../../core/errors.js';
import type { Actor } from '../../core/principal.js';
import { AccountAction } from './account-audit-log.entity.js';
import { accountSnapshot, recordAccountAction } from './account-audit.js';
import type { NewAccountFields } from './dto/user-fields.js';
import { hashPassword } from './password.js';
import { User } from './user.entity.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What an account is created with: its fields and a password, or a password already hashed (an approved proposal). */
export type NewAccount = Pick<NewAccountFields, 'email' | 'firstName' | 'lastName'> & { approved: boolean; role?: User['role'] } & (
    { password: string } | { passwordHash: string }
  );

/**
 * Shared by self-registration, admin creation, approved proposals and the CLI: one place that
 * writes accounts, with their `registered` or `created` entry in the account audit log. In a
 * transaction of its own, so a refused email leaves nothing behind in `em`. `actor` is the admin
 * who creates it (null: the operator); a sign-up is its own actor. CONFLICT.
 */
export async function createAccount(
  em: EntityManager,
  input: NewAccount,
  actor: Actor | null,
  details: Record<string, unknown> = {},
): Promise<User> {
  const passwordHash = 'passwordHash' in input ? input.passwordHash : await hashPassword(input.password);
  try {
    return await em.transactional((tx) => {
      const user = tx.create(User, {
        email: normalizeEmail(input.email),
        firstName: input.firstName.trim(),
        lastName: input.lastName?.trim() || null,
        passwordHash,
        approved: input.approved,
        ...(input.role ? { role: input.role } : {}),
      });
      const selfRegistered = !input.approved && !actor;
      recordAccountAction(tx, {
        action: selfRegistered ? AccountAction.REGISTERED : AccountAction.CREATED,
        actor: selfRegistered ? user : actor,
        target: accountSnapshot(user),
        summary: selfRegistered
          ? `${user.email} signed up (waiting for approval)`
          : `${actor ? actor.email : 'The operator'} created the ${user.role} account ${user.email}`,
        details: { role: user.role, ...details },
      });
      return user;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw conflict('An account with this email already exists', 'email');
    }
    throw error;
  }
}
