import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../../core/errors.js';
import { isUuid } from '../../../core/ids.js';
import { anAdmin, enforce } from '../../../core/policy.js';
import type { Actor } from '../../../core/principal.js';
import { sqlOf } from '../../../core/sql.js';
import { CaseKind } from '../case.entity.js';

/** A queue as both surfaces show it. */
export interface QueueRow {
  id: string;
  name: string;
  kinds: CaseKind[];
  memberIds: string[];
}

const KINDS = new Set<string>(Object.values(CaseKind));
export const MAX_QUEUE_MEMBERS = 200;

/** Every queue with its members, by name. */
export async function listQueues(em: EntityManager): Promise<QueueRow[]> {
  const rows = await sqlOf(em)(
    `select q.id, q.name, q.kinds, coalesce(array_agg(m.user_id order by m.user_id) filter (where m.user_id is not null), '{}') as member_ids
     from case_queues q left join case_queue_members m on m.queue_id = q.id group by q.id order by q.name limit 100`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    kinds: r.kinds as CaseKind[],
    memberIds: r.member_ids as string[],
  }));
}

/**
 * Admins only: creates (no id) or replaces a queue: its name (unique), the kinds of case it takes
 * (each kind in at most one queue) and its members (approved accounts). BAD_USER_INPUT naming the
 * field, CONFLICT (a name or kind another queue has), NOT_FOUND (id), FORBIDDEN.
 */
export async function saveQueueCommand(em: EntityManager, actor: Actor, id: string | null, raw: unknown): Promise<QueueRow> {
  enforce(anAdmin(actor));
  const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name.length < 1 || name.length > 100) throw badInput('name must be 1 to 100 characters', 'name');
  if (!Array.isArray(input.kinds) || input.kinds.some((k) => typeof k !== 'string' || !KINDS.has(k)))
    throw badInput(`kinds must list case kinds (${[...KINDS].join(', ')})`, 'kinds');
  const kinds = [...new Set(input.kinds as string[])];
  if (!Array.isArray(input.memberIds) || input.memberIds.length > MAX_QUEUE_MEMBERS)
    throw badInput(`memberIds must list at most ${MAX_QUEUE_MEMBERS} user ids`, 'memberIds');
  const memberIds = [...new Set(input.memberIds as unknown[])];
  memberIds.forEach((m, i) => {
    if (typeof m !== 'string' || !isUuid(m)) throw badInput(`memberIds[${i}] is not a user id`, `memberIds[${i}]`);
  });
  if (id !== null && !isUuid(id)) throw notFound('Queue not found');
  return em.transactional(async (tx) => {
    const sql = sqlOf(tx);
    const known = await sql<{ id: string }>(`select id from users where id = any($1::uuid[]) and approved`, [memberIds]);
    if (known.length !== memberIds.length) throw badInput('memberIds: every member must be an approved account', 'memberIds');
    const taken = await sql<{ name: string }>(`select name from case_queues where kinds && $1::text[] and id is distinct from $2::uuid`, [
      kinds,
      id,
    ]);
    if (taken.length) throw conflict(`kinds: queue "${taken[0].name}" already takes one of these kinds`, 'kinds');
    const clash = await sql(`select 1 from case_queues where lower(name) = lower($1) and id is distinct from $2::uuid`, [name, id]);
    if (clash.length) throw conflict('name: another queue has this name', 'name');
    let queueId = id;
    if (queueId === null) {
      const [row] = await sql<{ id: string }>(`insert into case_queues (id, name, kinds) values (gen_random_uuid(), $1, $2) returning id`, [
        name,
        kinds,
      ]);
      queueId = row.id;
    } else {
      const updated = await sql(`update case_queues set name = $2, kinds = $3 where id = $1 returning id`, [queueId, name, kinds]);
      if (!updated.length) throw notFound('Queue not found');
      await sql(`delete from case_queue_members where queue_id = $1`, [queueId]);
    }
    await sql(`insert into case_queue_members (queue_id, user_id) select $1, unnest($2::uuid[])`, [queueId, memberIds]);
    return (await listQueues(tx)).find((q) => q.id === queueId)!;
  });
}

/** Admins only: deletes a queue; its cases keep their assignees. NOT_FOUND, FORBIDDEN. */
export async function deleteQueueCommand(em: EntityManager, actor: Actor, id: string): Promise<void> {
  enforce(anAdmin(actor));
  if (!isUuid(id)) throw notFound('Queue not found');
  const deleted = await sqlOf(em)(`delete from case_queues where id = $1 returning id`, [id]);
  if (!deleted.length) throw notFound('Queue not found');
}

/** Marks the caller away (queues skip them) or back. */
export async function setAwayCommand(em: EntityManager, actor: Actor, away: unknown): Promise<boolean> {
  if (typeof away !== 'boolean') throw badInput('away must be true or false', 'away');
  await sqlOf(em)(`update users set away = $2, updated_at = now() where id = $1`, [actor.id, away]);
  return away;
}

/** A colleague a case can be given to or mentioned: an approved account that is not suspended. */
export interface Colleague {
  id: string;
  name: string;
  email: string;
  away: boolean;
}

/** Most colleagues listed. */
export const MAX_COLLEAGUES = 500;

/**
 * The team's active accounts by name, for assigning cases and mentioning people (any signed-in
 * user: names and e-mails only, never roles or account state beyond "away").
 */
export async function listColleagues(em: EntityManager): Promise<Colleague[]> {
  const rows = await sqlOf(em)<{ id: string; first_name: string; last_name: string | null; email: string; away: boolean }>(
    `select id, first_name, last_name, email, away from users where approved and suspended_at is null
     order by lower(first_name), lower(coalesce(last_name, '')), id limit ${MAX_COLLEAGUES}`,
  );
  return rows.map((r) => ({ id: r.id, name: [r.first_name, r.last_name].filter(Boolean).join(' '), email: r.email, away: r.away }));
}
