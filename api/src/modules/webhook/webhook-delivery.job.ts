import type { JobDefinition } from '../../core/jobs.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook.events.js';
import type { WebhookJobDeps } from './webhook.ports.js';

/** Deliveries one fetch takes: one fetch and one settlement statement serve them all. */
export const DELIVERY_BATCH = 16;

/**
 * One delivery attempt per job (a throw makes pg-boss retry that job alone, with the delay and
 * backoff set when it was published). Deliveries wait on the network, not the CPU, so a worker
 * fetches them in batches and sends a batch's at once, each settled on its own (a delivery that
 * succeeded is never sent again because another of its batch failed), with several batches in
 * flight beyond WORKER_CONCURRENCY; the idle poll picks up retries, which send no NOTIFY.
 */
/**
 * Batches a worker sends at once: one per WORKER_CONCURRENCY, at most 4 (64 requests in flight),
 * so a burst does not flood a receiver from every worker node.
 */
export const deliveryBatchesInFlight = (workerConcurrency: number) => Math.min(4, Math.max(1, workerConcurrency));

export const webhookDeliveryJob: JobDefinition<WebhookDeliveryJob, WebhookJobDeps> = {
  queue: WEBHOOK_DELIVERY_QUEUE,
  options: (deps) => {
    const poll = Math.max(0.5, Math.min(2, deps.config.WEBHOOK_RETRY_DELAY_SECONDS));
    return {
      batchSize: DELIVERY_BATCH,
      localConcurrency: deliveryBatchesInFlight(deps.config.WORKER_CONCURRENCY),
      pollingIntervalSeconds: poll,
      notifyPollingIntervalSeconds: poll,
    };
  },
  eager: true,
  async handleBatch(deps, jobs) {
    return (await deps.webhooks.deliverBatch(jobs)).map((outcome) =>
      outcome instanceof Error ? { status: 'rejected', reason: outcome } : { status: 'fulfilled', value: { outcome } },
    );
  },
};
