import type { Db, Job, PgBoss, WorkOptions } from 'pg-boss';
import type { Services } from '../services.js';
import type { ReportRenderer } from './report/report.jobs.js';

/**
 * What only a worker process holds, built by the worker and handed to the job handlers: the api
 * declares the shape, so it never loads the worker's dependencies (puppeteer). Like `Services`,
 * one field per resource a module's jobs need.
 */
export interface WorkerResources {
  reports: ReportRenderer;
}

/** What a job handler runs with: the shared services and the worker's own resources. */
export interface WorkerContext {
  services: Services;
  resources: WorkerResources;
}

/** A queue a module's jobs are taken from, how the worker fetches them, and what it does with each. */
export interface JobDefinition<Data = unknown> {
  queue: string;
  /** pg-boss work options; a function when they depend on the worker (its concurrency, its resources). */
  options?: WorkOptions | ((worker: WorkerContext) => WorkOptions);
  /**
   * Runs one job; what it returns is the job's output. `tx` is pg-boss's job transaction, given
   * when the options say `transactional: true`: writes through it commit with the job's completion.
   */
  handler(worker: WorkerContext, job: Job<Data>, tx?: Db): Promise<unknown>;
  /**
   * When pg-boss should also send this queue a job on its own: a cron expression from the config,
   * or undefined for none (an earlier schedule is then removed).
   */
  schedule?(config: Services['config']): string | undefined;
  /**
   * Fetch the next job the moment one ends, while the queue has work (for queues that get many
   * jobs at once: deliveries, re-screening chunks). pg-boss waits out the poll interval after every
   * single-job fetch; its burst modes need batches, and a batch shares one output and one fate.
   */
  eager?: boolean;
}

/**
 * Has this worker take the definitions' jobs. Jobs of one fetch run in turn; pg-boss stores one
 * output for a whole fetch, so a lone job's answer is its output and a batch's jobs get none.
 */
export async function registerJobs(worker: WorkerContext, definitions: readonly JobDefinition[]): Promise<void> {
  for (const definition of definitions) {
    if (definition.schedule) {
      const cron = definition.schedule(worker.services.config);
      if (cron) await worker.services.queue.schedule(definition.queue, cron, {}, { tz: 'UTC' });
      else await worker.services.queue.unschedule(definition.queue);
    }
    const options = typeof definition.options === 'function' ? definition.options(worker) : (definition.options ?? {});
    await worker.services.queue.work(definition.queue, options, async (jobs: Job[], tx?: Db) => {
      try {
        let output: unknown;
        for (const job of jobs) output = await definition.handler(worker, job, tx);
        return jobs.length === 1 ? output : undefined;
      } finally {
        if (definition.eager) wakeBusyWorkers(worker.services.queue, definition.queue);
      }
    });
  }
}

/**
 * Has this process's busy workers of `queue` (this one among them) fetch again as soon as their job
 * ends instead of after the poll interval; a fetch that comes back empty returns them to polling.
 */
function wakeBusyWorkers(queue: PgBoss, name: string): void {
  for (const worker of queue.getWipData()) {
    if (worker.name === name && worker.count > 0) queue.notifyWorker(worker.id);
  }
}
