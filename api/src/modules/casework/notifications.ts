import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../core/sql.js';

/** The most notifications listed at once. */
export const MAX_NOTIFICATIONS = 50;

export interface NotificationRow {
  id: string;
  kind: string;
  caseId: string | null;
  text: string;
  createdAt: Date;
  readAt: Date | null;
}

/** A user's latest notifications, newest first, and how many are unread. */
export async function myNotifications(em: EntityManager, userId: string): Promise<{ items: NotificationRow[]; unread: number }> {
  const sql = sqlOf(em);
  const [rows, [count]] = await Promise.all([
    sql(
      `select id, kind, case_id, text, created_at, read_at from notifications where user_id = $1 order by created_at desc, id desc limit ${MAX_NOTIFICATIONS}`,
      [userId],
    ),
    sql<{ n: string }>(`select count(*) as n from notifications where user_id = $1 and read_at is null`, [userId]),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id as string,
      kind: r.kind as string,
      caseId: (r.case_id as string | null) ?? null,
      text: r.text as string,
      createdAt: new Date(r.created_at as string),
      readAt: r.read_at ? new Date(r.read_at as string) : null,
    })),
    unread: Number(count.n),
  };
}

/** Marks all of a user's notifications read; answers how many were unread. */
export async function markNotificationsRead(em: EntityManager, userId: string): Promise<number> {
  const rows = await sqlOf(em)(`update notifications set read_at = now() where user_id = $1 and read_at is null returning id`, [userId]);
  return rows.length;
}
