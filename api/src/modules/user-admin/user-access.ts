import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../core/errors.js';
import { isUuid } from '../../core/ids.js';
import { User } from '../user/user.entity.js';
import { sqlOf } from '../../core/sql.js';

/** An account by id. NOT_FOUND (also for an id that is not a UUID). */
export async function loadUser(em: EntityManager, userId: string): Promise<User> {
  const user = isUuid(userId) ? await em.findOne(User, userId) : null;
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Refuses a change that would leave no active admin. Locks every active admin row first (call it
 * inside the change's transaction), so two admins demoting, suspending or deleting each other at
 * the same moment are serialized: the second transaction sees the first one's change and is
 * refused. CONFLICT.
 */
export async function keepAnActiveAdmin(em: EntityManager, target: User, action: 'demote' | 'suspend' | 'delete'): Promise<void> {
  const admins = await sqlOf(em)<{ id: string }>(
    `select id from users where role = 'admin' and approved and suspended_at is null order by id for update`,
  );
  if (admins.some((a) => a.id === target.id) && admins.length <= 1) {
    throw conflict(`You cannot ${action} the last active admin`);
  }
}
