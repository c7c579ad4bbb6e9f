import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventPublisher } from '../../core/events.js';
import { sqlOf } from '../../core/sql.js';
import { WebhookEventType } from '../webhook/webhook.events.js';
import { CaseKind, CaseStatus, type CaseOutcome } from './case.entity.js';
import { CASE_EVENT_COLUMNS, caseEventData } from './open-cases.js';

/**
 * Closes the open four-eyes case of an assessment its review just decided, in the review's
 * transaction, with the review as the closing note and `outcome`; writes the `closed` event and
 * publishes `case.closed`. Nothing when no such case is open (it followed a newer assessment).
 */
export async function closeFourEyesCase(
  em: EntityManager,
  events: EventPublisher,
  assessmentId: string,
  closing: { actor: { id: string; name: string }; outcome: CaseOutcome; note: string },
): Promise<void> {
  const closed = await sqlOf(em)(
    `with closed as (
       update cases c set status = $3, outcome = $4, closing_note = $5, closed_by_id = $6, closed_at = now(), updated_at = now()
       where c.assessment_id = $1 and c.kind = $2 and c.status <> $3
       returning ${CASE_EVENT_COLUMNS}
     ), audit as (
       insert into case_events (id, case_id, counterparty_id, actor_id, actor_name, action, detail)
       select gen_random_uuid(), id, counterparty_id, $6, $7, 'closed', jsonb_build_object('outcome', outcome, 'note', $5::text) from closed
     )
     select * from closed`,
    [assessmentId, CaseKind.FOUR_EYES, CaseStatus.CLOSED, closing.outcome, closing.note, closing.actor.id, closing.actor.name],
  );
  if (closed.length > 0) await events.publish(em, WebhookEventType.CASE_CLOSED, closed.map(caseEventData));
}
