import type { PgBoss } from 'pg-boss';
import type { JobDefinition } from '../job-definition.js';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook.events.js';

/**
 * One delivery attempt per job (a throw makes pg-boss retry it with the delay and backoff set
 * when it was published). Deliveries wait on the network, not the CPU, so a worker runs several
 * at once beyond WORKER_CONCURRENCY; the idle poll picks up retries, which send no NOTIFY.
 * pg-boss waits out the poll interval after every fetch of a single job (its burst modes need
 * batches, and a batch fails or succeeds as a whole, which would re-send deliveries that
 * succeeded), so each handler wakes the busy delivery workers: one that just finished fetches
 * again at once while the queue has work, and falls back to the poll when a fetch comes back empty.
 */
export const webhookDeliveryJob: JobDefinition<WebhookDeliveryJob> = {
  queue: WEBHOOK_DELIVERY_QUEUE,
  options: ({ services }) => {
    const poll = Math.max(0.5, Math.min(2, services.config.WEBHOOK_RETRY_DELAY_SECONDS));
    return {
      localConcurrency: Math.min(32, services.config.WORKER_CONCURRENCY * 4),
      pollingIntervalSeconds: poll,
      notifyPollingIntervalSeconds: poll,
    };
  },
  async handler({ services }, job) {
    try {
      return { outcome: await services.webhooks.deliver(job) };
    } finally {
      keepFetching(services.queue);
    }
  },
};

/** Has this process's busy delivery workers fetch again as soon as their job ends. */
function keepFetching(queue: PgBoss): void {
  for (const worker of queue.getWipData()) {
    if (worker.name === WEBHOOK_DELIVERY_QUEUE && worker.count > 0) queue.notifyWorker(worker.id);
  }
}
