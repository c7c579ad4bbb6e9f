import { wrap } from '@mikro-orm/core';
import type { UserSummary } from './dto/user-summary.type.js';
import { fullName } from './full-name.js';
import type { User } from './user.entity.js';

/**
 * An account as it stood when it was deleted, kept on the records that named it (audit entries,
 * proposals, alert resolutions, scans, rule versions) by the `users_keep_authors` trigger, whose
 * foreign keys are then set to null.
 */
export interface DeletedUser {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
}

/** Who did something, for both surfaces. */
export const userSummary = (user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>): UserSummary => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName ?? null,
  email: user.email,
  deleted: false,
});

/**
 * The author of a record: the account when it exists (and is loaded), else the account as it stood
 * when deleted, else null (the system, or nobody yet).
 */
export function authorSummary(user: User | null | undefined, deleted: DeletedUser | null | undefined): UserSummary | null {
  if (user && wrap(user).isInitialized()) return userSummary(user);
  if (deleted) return { ...deleted, deleted: true };
  return null;
}

/** The author's "First Last", or null (see authorSummary). */
export function authorName(user: User | null | undefined, deleted: DeletedUser | null | undefined): string | null {
  const summary = authorSummary(user, deleted);
  return summary ? fullName(summary) : null;
}
