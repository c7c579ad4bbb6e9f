import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../core/events.js';
import { sqlOf } from '../../core/sql.js';
import { WebhookEventType } from '../webhook/webhook.events.js';
import { CaseKind, CaseStatus, type CaseOutcome } from './case.entity.js';
import { CASE_EVENT_COLUMNS, caseEventData } from './open-cases.js';
import { caseEventsSql } from './case-events.js';

const FOUR_EYES_TITLE = 'Four-eyes review: ';

/** The title of an assessment's four-eyes case, by its company. */
export const fourEyesTitle = (companyName: string) => `${FOUR_EYES_TITLE}${companyName}`;

/**
 * SQL of two CTEs that open (or update) the four-eyes case of each stored assessment that waits for
 * a review, in the statement that stores them: `inserted` must return id, counterparty_id,
 * review_status and company_name, and `input` carry `four_eyes_due_at`. A counterparty's open
 * four-eyes case follows its newest pending assessment (`attached`).
 */
export const FOUR_EYES_CASE_CTES = `four_eyes as (
      insert into cases (id, counterparty_id, assessment_id, kind, title, status, due_at)
      select distinct on (x.counterparty_id) gen_random_uuid(), x.counterparty_id, x.id, '${CaseKind.FOUR_EYES}',
             '${FOUR_EYES_TITLE}' || x.company_name, '${CaseStatus.OPEN}', i.four_eyes_due_at
      from inserted x join input i on i.id = x.id
      where x.review_status = 'pending' and x.counterparty_id is not null
      order by x.counterparty_id, x.id
      on conflict (counterparty_id, kind) where status <> 'closed' and kind <> 'manual'
      do update set assessment_id = excluded.assessment_id, updated_at = now()
      returning id, counterparty_id, assessment_id, title, due_at, (xmax = 0) as opened
    ), four_eyes_audit as (
      ${caseEventsSql('four_eyes', {
        caseId: 'id',
        counterpartyId: 'counterparty_id',
        action: `case when opened then 'opened' else 'attached' end`,
        detail: `jsonb_build_object('title', title, 'assessmentId', assessment_id)`,
      })}
    )`;

/**
 * Closes the open four-eyes case of an assessment its review just decided (or that no longer needs
 * one), in that transaction, with `note` and `outcome`; writes the `closed` event and publishes
 * `case.closed`. `actor` null is the system. Nothing when no such case is open (it followed a newer
 * assessment).
 */
export async function closeFourEyesCase(
  em: EntityManager,
  events: EventPublisher,
  assessmentId: string,
  closing: { actor: { id: string; name: string } | null; outcome: CaseOutcome; note: string },
): Promise<void> {
  const closed = await sqlOf(em)(
    `with closed as (
       update cases c set status = $3, outcome = $4, closing_note = $5, closed_by_id = $6, closed_at = now(), updated_at = now()
       where c.assessment_id = $1 and c.kind = $2 and c.status <> $3
       returning ${CASE_EVENT_COLUMNS}
     ), audit as (
       ${caseEventsSql('closed', {
         caseId: 'id',
         counterpartyId: 'counterparty_id',
         actorId: '$6::uuid',
         actorName: '$7::text',
         action: `'closed'`,
         detail: `jsonb_build_object('outcome', outcome, 'note', $5::text)`,
       })}
     )
     select * from closed`,
    [
      assessmentId,
      CaseKind.FOUR_EYES,
      CaseStatus.CLOSED,
      closing.outcome,
      closing.note,
      closing.actor?.id ?? null,
      closing.actor?.name ?? null,
    ],
  );
  if (closed.length > 0) await events.publish(em, WebhookEventType.CASE_CLOSED, closed.map(caseEventData));
}
