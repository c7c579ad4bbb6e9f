import type { SqlRunner } from '../../core/sql.js';
import type { CaseKind } from './case.entity.js';
import { caseEventsSql } from './case-events.js';

/** Who can take new cases from a queue: members neither suspended, nor unapproved, nor marked away, by user id. */
const AVAILABLE_MEMBERS = `select m.user_id from case_queue_members m join users u on u.id = m.user_id
  where m.queue_id = $1 and u.suspended_at is null and u.approved and not u.away order by m.user_id`;

/**
 * Assigns new cases to the queues that take their kinds, round-robin: each queue's next case goes to
 * the available member after the one who got its last (by user id, wrapping round). The queue's row
 * is locked while it deals, so cases opened at once on two replicas still alternate. Writes the
 * `assigned` audit events and the assignees' notifications in the caller's transaction; returns who
 * got which case (none when no queue takes the kind or it has no one available).
 */
export async function routeToQueues(
  sql: SqlRunner,
  cases: readonly { id: string; counterpartyId: string; kind: CaseKind; title: string }[],
): Promise<{ caseId: string; assigneeId: string }[]> {
  const kinds = [...new Set(cases.map((c) => c.kind))];
  const queues = await sql<{ id: string; kinds: string[]; last_assignee_id: string | null }>(
    `select id, kinds, last_assignee_id from case_queues where kinds && $1::text[] order by id for update`,
    [kinds],
  );
  const assigned: { caseId: string; assigneeId: string; queueId: string; counterpartyId: string; title: string }[] = [];
  for (const queue of queues) {
    const mine = cases.filter((c) => queue.kinds.includes(c.kind));
    const members = (await sql<{ user_id: string }>(AVAILABLE_MEMBERS, [queue.id])).map((m) => m.user_id);
    if (mine.length === 0 || members.length === 0) continue;
    let next = members.findIndex((id) => queue.last_assignee_id !== null && id > queue.last_assignee_id);
    if (next < 0) next = 0;
    for (const c of mine) {
      assigned.push({ caseId: c.id, assigneeId: members[next], queueId: queue.id, counterpartyId: c.counterpartyId, title: c.title });
      next = (next + 1) % members.length;
    }
    await sql(`update case_queues set last_assignee_id = $2 where id = $1`, [queue.id, assigned.at(-1)!.assigneeId]);
  }
  if (assigned.length === 0) return [];
  await sql(
    `with input as (
       select * from jsonb_to_recordset($1::jsonb) as x("caseId" uuid, "assigneeId" uuid, "queueId" uuid, "counterpartyId" uuid, title text)
     ), updated as (
       update cases c set assignee_id = i."assigneeId", queue_id = i."queueId", updated_at = now() from input i where c.id = i."caseId"
     ), audit as (
       ${caseEventsSql(`input i join users u on u.id = i."assigneeId" join case_queues q on q.id = i."queueId"`, {
         caseId: 'i."caseId"',
         counterpartyId: 'i."counterpartyId"',
         action: `'assigned'`,
         detail: `jsonb_build_object('assigneeId', i."assigneeId", 'assigneeName', trim(u.first_name || ' ' || coalesce(u.last_name, '')), 'queue', q.name)`,
       })}
     )
     insert into notifications (id, user_id, kind, case_id, text)
     select gen_random_uuid(), i."assigneeId", 'assigned', i."caseId", 'Assigned to you by queue ' || q.name || ': ' || i.title
     from input i join case_queues q on q.id = i."queueId"`,
    [JSON.stringify(assigned)],
  );
  return assigned.map(({ caseId, assigneeId }) => ({ caseId, assigneeId }));
}
