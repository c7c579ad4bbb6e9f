import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlOf } from '../../../core/sql.js';
import type { EventPublisher } from '../../../core/events.js';
import { AuditAction } from '../../assessment/audit-log.entity.js';
import { auditInsertSql } from '../../assessment/assessment-audit.js';
import { WebhookEventType } from '../../webhook/webhook.events.js';
import { AlertKind, AlertStatus } from '../alert.entity.js';
import type { CaseDesk } from '../../casework/case-desk.js';
import { CaseKind } from '../../casework/case.entity.js';
import type { NewCase } from '../../casework/open-cases.js';

export interface NewAlert {
  assessmentId: string;
  companyName: string;
  kind: AlertKind;
  summary: string;
  dedupeKey: string;
}

export interface RaisedAlert extends NewAlert {
  id: string;
  createdAt: string;
}

/**
 * Raises alerts, each at most once per assessment and finding (a retried job or a second run
 * raises nothing new), with an audit entry on its assessment (by the system: no user), in one
 * statement inside the caller's transaction, and an `alert.created` webhook event for each raised
 * alert, committed with it. Returns the alerts actually raised. The rows go in by assessment id: each
 * one's foreign key shares its assessment's row, in the order every locker of assessments takes them
 * (lockAssessments), so a news chunk never waits in a cycle with a re-screening chunk or a review.
 */
export async function raiseAlertsCommand(
  em: EntityManager,
  events: EventPublisher,
  cases: Pick<CaseDesk, 'open'>,
  alerts: NewAlert[],
): Promise<RaisedAlert[]> {
  if (alerts.length === 0) return [];
  const rows = await sqlOf(em)(
    `with input as (
       select * from jsonb_to_recordset($1::jsonb) as x("assessmentId" uuid, "companyName" text, kind text, summary text, "dedupeKey" text)
     ), raised as (
       insert into alerts (id, assessment_id, company_name, kind, summary, dedupe_key, status)
       select gen_random_uuid(), "assessmentId", "companyName", kind, summary, "dedupeKey", $2 from input
       order by "assessmentId", "dedupeKey"
       on conflict (assessment_id, dedupe_key) do nothing
       returning id, assessment_id, company_name, kind, summary, dedupe_key, created_at
     ), audit as (
       ${auditInsertSql('raised', { assessmentId: 'assessment_id', userId: 'null', action: '$3', changes: "jsonb_build_object('alert', summary)" })}
     )
     select * from raised`,
    [JSON.stringify(alerts), AlertStatus.OPEN, AuditAction.UPDATED],
  );
  const raised = rows.map((r) => ({
    id: r.id as string,
    assessmentId: r.assessment_id as string,
    companyName: r.company_name as string,
    kind: r.kind as AlertKind,
    summary: r.summary as string,
    dedupeKey: r.dedupe_key as string,
    createdAt: new Date(r.created_at as string).toISOString(),
  }));
  if (raised.length > 0) await events.publish(em, WebhookEventType.ALERT_CREATED, raised);
  await openAlertCases(em, cases, raised);
  return raised;
}

/**
 * Each raised alert opens an alert case on its counterparty, or attaches to the one open there:
 * someone owns it, with a due date. A new hit or a negative article is also the event that calls
 * for a review at once; the alert case is that review.
 */
async function openAlertCases(em: EntityManager, cases: Pick<CaseDesk, 'open'>, raised: RaisedAlert[]): Promise<void> {
  if (raised.length === 0) return;
  const filed = await sqlOf(em)<{ id: string; counterparty_id: string | null }>(
    `select id, counterparty_id from assessments where id = any($1::uuid[])`,
    [[...new Set(raised.map((a) => a.assessmentId))]],
  );
  const counterpartyOf = new Map(filed.map((a) => [a.id, a.counterparty_id]));
  const open: NewCase[] = [];
  for (const alert of raised) {
    const counterpartyId = counterpartyOf.get(alert.assessmentId);
    if (counterpartyId)
      open.push({
        counterpartyId,
        assessmentId: alert.assessmentId,
        kind: CaseKind.ALERT,
        title: `${ALERT_TITLE[alert.kind]}: ${alert.summary}`,
      });
  }
  await cases.open(em, open);
}

const ALERT_TITLE: Record<AlertKind, string> = {
  [AlertKind.SCREENING_HIT]: 'Screening hit',
  [AlertKind.SCREENING_HIT_GONE]: 'Hit no longer listed',
  [AlertKind.NEGATIVE_NEWS]: 'Negative news',
  [AlertKind.COUNTERPARTY_CHANGED]: 'LEI register change',
};
