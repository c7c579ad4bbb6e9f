import type { Db, Job, WorkOptions } from 'pg-boss';
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
      let output: unknown;
      for (const job of jobs) output = await definition.handler(worker, job, tx);
      return jobs.length === 1 ? output : undefined;
    });
  }
}
