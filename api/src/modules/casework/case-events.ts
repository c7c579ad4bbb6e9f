import type { SqlRunner } from '../../core/sql.js';

/** A case event's values as SQL expressions over the rows it is written for (actor null: the system). */
export interface CaseEventColumns {
  caseId: string;
  counterpartyId: string;
  actorId?: string;
  actorName?: string;
  action: string;
  detail: string;
}

/**
 * The one writer of a case's audit trail (case_events): a statement, or a CTE body, that writes one
 * event for each row of `from` (a table expression, with its joins and filter). The trail is
 * append-only and what the counterparty's timeline shows.
 */
export function caseEventsSql(from: string, v: CaseEventColumns): string {
  return `insert into case_events (id, case_id, counterparty_id, actor_id, actor_name, action, detail)
    select gen_random_uuid(), ${v.caseId}, ${v.counterpartyId}, ${v.actorId ?? 'null'}, ${v.actorName ?? 'null'}, ${v.action}, ${v.detail} from ${from}`;
}

/** Writes one event on a case, in the caller's transaction: `actor` null is the system. */
export async function recordCaseEvent(
  sql: SqlRunner,
  c: { id: string; counterpartyId: string },
  actor: { id: string; name: string } | null,
  action: string,
  detail: object,
): Promise<void> {
  await sql(
    caseEventsSql(`(values (1)) as one`, {
      caseId: '$1::uuid',
      counterpartyId: '$2::uuid',
      actorId: '$3::uuid',
      actorName: '$4::text',
      action: '$5::text',
      detail: '$6::jsonb',
    }),
    [c.id, c.counterpartyId, actor?.id ?? null, actor?.name ?? null, action, JSON.stringify(detail)],
  );
}
