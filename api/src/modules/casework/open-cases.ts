import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher, EventTransaction } from '../../core/events.js';
import { sqlOf, type SqlRunner } from '../../core/sql.js';
import { WebhookEventType, type CaseEventData } from '../webhook/webhook.events.js';
import { caseDueAt, type CaseDueConfig } from './case-due.js';
import { CaseKind, CaseStatus } from './case.entity.js';
import { routeToQueues } from './case-routing.js';
import { caseEventsSql } from './case-events.js';

/** A case to open: on a counterparty, about an assessment or not, of a kind, with its title. */
export interface NewCase {
  counterpartyId: string;
  assessmentId?: string | null;
  kind: CaseKind;
  title: string;
}

/** A case that was opened, or the open one of its kind an event attached to. */
export interface OpenedCase {
  id: string;
  counterpartyId: string;
  assessmentId: string | null;
  kind: CaseKind;
  title: string;
  dueAt: string;
  /** false: the counterparty already had an open case of this kind, which the event was attached to. */
  opened: boolean;
}

/** The columns of a case every `case.*` event carries, as SQL reads them (alias `c`). */
export const CASE_EVENT_COLUMNS = `c.id, c.counterparty_id, c.assessment_id, c.kind, c.title, c.status, c.assignee_id, c.due_at, c.outcome`;

/** The webhook data of a case row read with CASE_EVENT_COLUMNS. */
export const caseEventData = (r: Record<string, unknown>): CaseEventData => ({
  caseId: r.id as string,
  counterpartyId: r.counterparty_id as string,
  assessmentId: (r.assessment_id as string | null) ?? null,
  kind: r.kind as string,
  title: r.title as string,
  status: r.status as string,
  assigneeId: (r.assignee_id as string | null) ?? null,
  dueAt: new Date(r.due_at as string).toISOString(),
  outcome: (r.outcome as string | null) ?? null,
});

/**
 * Opens cases, each in one statement with its `opened` audit event: a counterparty with an open or
 * snoozed case of the same kind (but manual) gets the event attached to that case instead (an
 * `attached` event naming it), so two alerts or a job run by two workers never make two. New cases
 * are then routed to the queue that takes their kind (round-robin) and announced (`case.opened`,
 * `case.assigned`), all in the caller's transaction or one of their own. `actor` null is the system.
 */
export async function openCases(
  em: EntityManager,
  deps: { events: EventPublisher; due: CaseDueConfig },
  cases: readonly NewCase[],
  actor: { id: string; name: string } | null = null,
): Promise<OpenedCase[]> {
  if (cases.length === 0) return [];
  if (!em.getTransactionContext()) return em.transactional((tx) => openCasesIn(sqlOf(tx), tx, deps, cases, actor));
  return openCasesIn(sqlOf(em), em, deps, cases, actor);
}

/** openCases through `sql`, inside the transaction `tx` the caller holds (a job's, for a batch chunk). */
export async function openCasesIn(
  sql: SqlRunner,
  tx: EventTransaction,
  deps: { events: EventPublisher; due: CaseDueConfig },
  cases: readonly NewCase[],
  actor: { id: string; name: string } | null = null,
): Promise<OpenedCase[]> {
  if (cases.length === 0) return [];
  const now = new Date();
  // One per counterparty and kind (manual ones are each their own): the first wins, the rest attach.
  const seen = new Set<string>();
  const rows = cases
    .filter((c) => {
      const key = `${c.counterpartyId}|${c.kind}`;
      if (c.kind === CaseKind.MANUAL) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((c) => ({ ...c, assessmentId: c.assessmentId ?? null, dueAt: caseDueAt(deps.due, c.kind, now).toISOString() }));
  const result = await sql(
    `with input as (
       select * from jsonb_to_recordset($1::jsonb) as x("counterpartyId" uuid, "assessmentId" uuid, kind text, title text, "dueAt" timestamptz)
     ), opened as (
       insert into cases (id, counterparty_id, assessment_id, kind, title, status, due_at)
       select gen_random_uuid(), "counterpartyId", "assessmentId", kind, title, $2, "dueAt" from input
       on conflict (counterparty_id, kind) where status <> 'closed' and kind <> 'manual' do nothing
       returning id, counterparty_id, assessment_id, kind, title, due_at
     ), attached as (
       select c.id, c.counterparty_id, i."assessmentId" as assessment_id, c.kind, i.title, c.due_at
       from input i join cases c on c.counterparty_id = i."counterpartyId" and c.kind = i.kind and c.status <> 'closed'
       where i.kind <> 'manual'
     ), audit as (
       ${caseEventsSql(`(select *, 'opened' as action from opened union all select *, 'attached' from attached) e`, {
         caseId: 'id',
         counterpartyId: 'counterparty_id',
         actorId: '$3::uuid',
         actorName: '$4::text',
         action: 'action',
         detail: `jsonb_build_object('title', title, 'assessmentId', assessment_id)`,
       })}
     )
     select true as opened, * from opened union all select false, * from attached`,
    [JSON.stringify(rows), CaseStatus.OPEN, actor?.id ?? null, actor?.name ?? null],
  );
  const outcome: OpenedCase[] = result.map((r) => ({
    id: r.id as string,
    counterpartyId: r.counterparty_id as string,
    assessmentId: (r.assessment_id as string | null) ?? null,
    kind: r.kind as CaseKind,
    title: r.title as string,
    dueAt: new Date(r.due_at as string).toISOString(),
    opened: r.opened as boolean,
  }));
  const opened = outcome.filter((c) => c.opened);
  if (opened.length > 0) {
    const assigned = await routeToQueues(sql, opened);
    const byId = new Map(assigned.map((a) => [a.caseId, a.assigneeId]));
    const data = opened.map((c): CaseEventData => ({
      caseId: c.id,
      counterpartyId: c.counterpartyId,
      assessmentId: c.assessmentId,
      kind: c.kind,
      title: c.title,
      status: CaseStatus.OPEN,
      assigneeId: byId.get(c.id) ?? null,
      dueAt: c.dueAt,
      outcome: null,
    }));
    await deps.events.publish(tx, WebhookEventType.CASE_OPENED, data);
    const routed = data.filter((d) => d.assigneeId !== null);
    if (routed.length > 0) await deps.events.publish(tx, WebhookEventType.CASE_ASSIGNED, routed);
  }
  return outcome;
}
