import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeCursor, encodeCursor } from '../../core/keyset-cursor.js';
import { SqlParams, sqlOf } from '../../core/sql.js';
import { parseInput } from '../../core/validation.js';
import type { User } from './user.entity.js';
import { AccountAction, AccountAuditLog, type AccountSnapshot } from './account-audit-log.entity.js';
import { AccountAuditArgs } from './dto/account-audit.types.js';
import type { Actor } from '../../core/principal.js';

/** An account as it stands now, for an audit entry. */
export const accountSnapshot = (user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>): AccountSnapshot => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName ?? null,
  role: user.role,
});

/** What an account action records; `actor` null is the operator (command line, first start). */
export interface AccountActionRecord {
  action: AccountAction;
  actor: Actor | null;
  /** The account acted on, as `accountSnapshot` took it (before a deletion, after a change). */
  target: AccountSnapshot | null;
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * The one writer of the account audit log: adds the entry to `em`, so it commits with the change
 * it records (the caller's transaction or next flush), or not at all.
 */
export function recordAccountAction(em: EntityManager, record: AccountActionRecord): AccountAuditLog {
  return em.create(AccountAuditLog, {
    action: record.action,
    actor: record.actor ? accountSnapshot(record.actor) : null,
    target: record.target,
    summary: record.summary,
    details: record.details ?? {},
  });
}

/** One page of the account audit log, newest first (keyset on createdAt, id). BAD_USER_INPUT (limit, cursor, action). */
export async function listAccountAudit(em: EntityManager, raw: unknown): Promise<{ items: AccountAuditLog[]; nextCursor: string | null }> {
  const args = await parseInput(AccountAuditArgs, raw);
  const where: string[] = [];
  const params = new SqlParams();
  if (args.cursor) {
    const [createdAt, id] = decodeCursor(args.cursor);
    where.push(`(l.created_at, l.id) < (${params.add(createdAt)}::timestamptz, ${params.add(id)}::uuid)`);
  }
  if (args.action) where.push(`l.action = ${params.add(args.action)}`);
  const rows = await sqlOf(em)(
    `select l.*, l.created_at::text as cursor_created_at from account_audit_logs l
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by l.created_at desc, l.id desc limit ${params.add(args.limit + 1)}`,
    params.values,
  );
  const page = rows.slice(0, args.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => em.map(AccountAuditLog, row)),
    nextCursor: rows.length > args.limit && last ? encodeCursor(String(last.cursor_created_at), String(last.id)) : null,
  };
}
