import { registerEnumType } from 'type-graphql';

/** The events an endpoint can subscribe to; the value is the `type` of the event body. */
export enum WebhookEventType {
  ASSESSMENT_DECIDED = 'assessment.decided',
  ASSESSMENT_REVIEWED = 'assessment.reviewed',
  ALERT_CREATED = 'alert.created',
  CASE_OPENED = 'case.opened',
  CASE_ASSIGNED = 'case.assigned',
  CASE_CLOSED = 'case.closed',
  COUNTERPARTY_CHANGED = 'counterparty.changed',
  TEST = 'webhook.test',
}
registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint can subscribe to. REST and the event bodies use the dotted values (assessment.decided, …).',
  valuesConfig: {
    ASSESSMENT_DECIDED: { description: 'An assessment was created and decided by the rules (API or CSV batch); "assessment.decided".' },
    ASSESSMENT_REVIEWED: { description: 'A four-eyes review recorded the final decision of an assessment; "assessment.reviewed".' },
    ALERT_CREATED: { description: 'A monitoring alert was raised; "alert.created".' },
    CASE_OPENED: { description: 'A case was opened (four-eyes review, alert, periodic review, by hand); "case.opened".' },
    CASE_ASSIGNED: { description: 'A case was assigned (by hand or by its queue) or unassigned; "case.assigned".' },
    CASE_CLOSED: { description: 'A case was closed with an outcome; "case.closed".' },
    COUNTERPARTY_CHANGED: {
      description:
        'A new LEI register version changed a known counterparty\'s parent (direct or ultimate) or its LEI registration or entity status; "counterparty.changed".',
    },
    TEST: { description: 'A test event an admin sent to one endpoint (sendTestWebhookEvent); "webhook.test". Not subscribable.' },
  },
});

/** The events an endpoint can subscribe to (the test event goes to one endpoint on demand). */
export const WEBHOOK_EVENT_TYPES: readonly string[] = Object.values(WebhookEventType).filter((t) => t !== WebhookEventType.TEST);

/** pg-boss queue of deliveries: one job per (event, endpoint). */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook.delivery';

/** What integrators receive: the JSON body of every delivery. */
export interface WebhookEvent<Data = Record<string, unknown>> {
  /** UUID, also sent as X-Counterparty-Delivery; the same on every retry (deduplicate on it). */
  id: string;
  type: WebhookEventType;
  /** ISO 8601, when the event happened. */
  createdAt: string;
  data: Data;
}

/** One delivery job: the body is serialized once, so every retry signs the same bytes. */
export interface WebhookDeliveryJob {
  endpointId: string;
  eventId: string;
  type: WebhookEventType;
  body: string;
  /** A test event: delivered to a disabled endpoint too. */
  test?: boolean;
}

/** What every assessment event says about the assessment (its state after the event). */
export interface AssessmentEventData {
  assessmentId: string;
  companyName: string;
  /** approved, caution, rejected, or pending_review while a four-eyes review is pending. */
  status: string;
  /** What the rules decided: approved, caution or rejected. */
  ruleStatus: string;
  rationale: string;
  /** not_required, pending or completed. */
  reviewStatus: string;
}

/** The event data of an assessment as stored. */
export const assessmentEventData = (a: {
  id: string;
  companyName: string;
  status: string;
  ruleStatus: string;
  rationale: string;
  reviewStatus: string;
}): AssessmentEventData => ({
  assessmentId: a.id,
  companyName: a.companyName,
  status: a.status,
  ruleStatus: a.ruleStatus,
  rationale: a.rationale,
  reviewStatus: a.reviewStatus,
});

/** Data of `assessment.decided`. */
export interface AssessmentDecidedData extends AssessmentEventData {
  /** The CSV batch it came from, or null. */
  batchId: string | null;
}

/** Data of `assessment.reviewed`. */
export interface AssessmentReviewedData extends AssessmentEventData {
  /** The reviewer's final decision (also `status` now). */
  decision: string;
  reviewerName: string;
  reason: string;
}

/** Data of the `case.*` events: the case as it stands after the event. */
export interface CaseEventData {
  caseId: string;
  counterpartyId: string;
  assessmentId: string | null;
  kind: string;
  title: string;
  status: string;
  assigneeId: string | null;
  dueAt: string;
  outcome: string | null;
}

/** Data of `counterparty.changed`: what a new LEI register version changed about a known counterparty. */
export interface CounterpartyChangedData {
  counterpartyId: string;
  /** Its latest assessment (the alert is raised on it). */
  assessmentId: string;
  companyName: string;
  lei: string;
  /** The register version that changed it. */
  registerVersion: number;
  /** directParent, ultimateParent, registrationStatus, entityStatus or inRegister, with the values before and after. */
  changes: { field: string; before: string | null; after: string | null }[];
  summary: string;
}
