import type { Config } from '../../core/config.js';
import type { WebhookService } from './webhook.service.js';

/** What the delivery job needs. */
export interface WebhookJobDeps {
  webhooks: WebhookService;
  config: Pick<Config, 'WEBHOOK_RETRY_DELAY_SECONDS' | 'WORKER_CONCURRENCY'>;
}

/** What the webhook resolvers and routes need. */
export interface WebhookSurfaceDeps {
  webhooks: WebhookService;
}
