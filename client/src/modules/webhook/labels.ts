import type { WebhookEventType } from '../../generated/graphql';

/** Every event's dotted name, as the event bodies carry it; TEST is the one an admin sends to one endpoint. */
const DOTTED: Record<WebhookEventType, string> = {
  ASSESSMENT_DECIDED: 'assessment.decided',
  ASSESSMENT_REVIEWED: 'assessment.reviewed',
  ALERT_CREATED: 'alert.created',
  CASE_OPENED: 'case.opened',
  CASE_ASSIGNED: 'case.assigned',
  CASE_CLOSED: 'case.closed',
  COUNTERPARTY_CHANGED: 'counterparty.changed',
  TEST: 'webhook.test',
};

/** The events an endpoint can subscribe to (not the test event), with their dotted names. */
export const WEBHOOK_EVENTS: { value: WebhookEventType; label: string; dotted: string }[] = (
  [
    ['ASSESSMENT_DECIDED', 'Assessment decided'],
    ['ASSESSMENT_REVIEWED', 'Assessment reviewed'],
    ['ALERT_CREATED', 'Alert created'],
    ['CASE_OPENED', 'Case opened'],
    ['CASE_ASSIGNED', 'Case assigned'],
    ['CASE_CLOSED', 'Case closed'],
    ['COUNTERPARTY_CHANGED', 'Counterparty changed (LEI register)'],
  ] as const
).map(([value, label]) => ({ value, label, dotted: DOTTED[value] }));

/** An event's dotted name ("assessment.decided", "webhook.test"), or the raw value of one this client does not know. */
export const eventLabel = (event: WebhookEventType) => DOTTED[event] ?? event;
