import type { WebhookEventType } from '../../generated/graphql';

/** The events an endpoint can receive, with their dotted names as the event bodies carry them. */
export const WEBHOOK_EVENTS: { value: WebhookEventType; label: string; dotted: string }[] = [
  { value: 'ASSESSMENT_DECIDED', label: 'Assessment decided', dotted: 'assessment.decided' },
  { value: 'ASSESSMENT_REVIEWED', label: 'Assessment reviewed', dotted: 'assessment.reviewed' },
  { value: 'ALERT_CREATED', label: 'Alert created', dotted: 'alert.created' },
];

export const eventLabel = (event: WebhookEventType) => WEBHOOK_EVENTS.find((e) => e.value === event)?.dotted ?? event;
