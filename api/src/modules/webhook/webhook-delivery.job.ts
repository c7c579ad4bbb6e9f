import type { JobDefinition } from '../../core/jobs.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook.events.js';
import type { WebhookJobDeps } from './webhook.ports.js';

/**
 * One delivery attempt per job (a throw makes pg-boss retry it with the delay and backoff set
 * when it was published). Deliveries wait on the network, not the CPU, so a worker runs several
 * at once beyond WORKER_CONCURRENCY; the idle poll picks up retries, which send no NOTIFY. Eager,
 * and not batched: a batch fails or succeeds as a whole, which would re-send deliveries that
 * succeeded.
 */
export const webhookDeliveryJob: JobDefinition<WebhookDeliveryJob, WebhookJobDeps> = {
  queue: WEBHOOK_DELIVERY_QUEUE,
  options: (deps) => {
    const poll = Math.max(0.5, Math.min(2, deps.config.WEBHOOK_RETRY_DELAY_SECONDS));
    return {
      localConcurrency: Math.min(32, deps.config.WORKER_CONCURRENCY * 4),
      pollingIntervalSeconds: poll,
      notifyPollingIntervalSeconds: poll,
    };
  },
  eager: true,
  async handler(deps, job) {
    return { outcome: await deps.webhooks.deliver(job) };
  },
};
