import type { WebhookDelivery } from './webhook-delivery.entity.js';
import type { WebhookEndpoint } from './webhook-endpoint.entity.js';

/** The REST shape of an endpoint (never its secret). */
export const presentWebhookEndpoint = (e: WebhookEndpoint) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  enabled: e.enabled,
  failureCount: e.failureCount,
  disabledAt: e.disabledAt ?? null,
  disabledReason: e.disabledReason ?? null,
  createdAt: e.createdAt,
});

/** The REST shape of a delivery attempt. */
export const presentWebhookDelivery = (d: WebhookDelivery) => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  attempt: d.attempt,
  statusCode: d.statusCode ?? null,
  error: d.error ?? null,
  success: d.success,
  durationMs: d.durationMs,
  createdAt: d.createdAt,
  nextAttemptAt: d.nextAttemptAt ?? null,
});
