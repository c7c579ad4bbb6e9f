import type { DomainModule } from '../../core/module.js';
import type { WebhookJobDeps } from './webhook.ports.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { webhookDeliveryJob } from './webhook-delivery.job.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WEBHOOK_DELIVERY_QUEUE } from './webhook.events.js';

/**
 * Webhooks for integrators: admins register endpoints; events (publishEvent) become one delivery
 * job per subscribed endpoint, signed and POSTed by the workers, retried with backoff.
 */
export const webhookModule: DomainModule<WebhookJobDeps> = {
  entities: [WebhookEndpoint, WebhookDelivery],
  // An attempt takes at most 10 s; one held by a dead worker is retried after this. The retry
  // count and delay are set per job when published (WEBHOOK_RETRY_*), so they follow the config.
  queues: { [WEBHOOK_DELIVERY_QUEUE]: { expireInSeconds: 60, deleteAfterSeconds: 24 * 3600 } },
  jobs: [webhookDeliveryJob],
};
