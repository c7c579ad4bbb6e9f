import type { Db, Job, PgBoss, WorkOptions } from 'pg-boss';
import { cancelBackend, runInJob } from '../core/queue.js';
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
   * When the job's time is up (`job.signal`), statements through `tx` and screening statements stop
   * (see registerJobs); other long work should watch `job.signal` itself.
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
 *
 * A job whose time is up stops: pg-boss aborts `job.signal` at the expiry and retries the job
 * elsewhere, but the handler's statements would run on. So the handler runs in the job's scope
 * (`currentJobSignal`, which screening statements watch), its transaction's statements are bounded
 * by the expiry (statement_timeout) and refused once the signal is aborted, and the one in flight
 * then is cancelled: a retry never runs beside its first attempt.
 */
export async function registerJobs(worker: WorkerContext, definitions: readonly JobDefinition[]): Promise<void> {
  const { services } = worker;
  for (const definition of definitions) {
    if (definition.schedule) {
      const cron = definition.schedule(services.config);
      if (cron) await services.queue.schedule(definition.queue, cron, {}, { tz: 'UTC' });
      else await services.queue.unschedule(definition.queue);
    }
    const options = typeof definition.options === 'function' ? definition.options(worker) : (definition.options ?? {});
    await services.queue.work(definition.queue, options, async (jobs: Job[], tx?: Db) => {
      const signal = AbortSignal.any(jobs.map((job) => job.signal));
      const expiresInMs = Math.min(...jobs.map((job) => job.expireInSeconds)) * 1000;
      let bounded: Awaited<ReturnType<typeof boundTransaction>> | undefined;
      try {
        if (tx) bounded = await boundTransaction(services.databaseUrl, tx, signal, expiresInMs);
        return await runInJob(signal, async () => {
          let output: unknown;
          for (const job of jobs) {
            signal.throwIfAborted();
            output = await definition.handler(worker, job, bounded?.db);
          }
          return jobs.length === 1 ? output : undefined;
        });
      } finally {
        bounded?.end();
        if (definition.eager) wakeBusyWorkers(services.queue, definition.queue);
      }
    });
  }
}

/**
 * A job's transaction as its handler gets it: each statement bounded by the job's expiry, none
 * started once `signal` is aborted, and the one in flight then cancelled. `end` stops watching.
 */
async function boundTransaction(databaseUrl: string, tx: Db, signal: AbortSignal, timeoutMs: number): Promise<{ db: Db; end(): void }> {
  const [session] = (
    await tx.executeSql(`select pg_backend_pid() as pid, now()::text as started, set_config('statement_timeout', $1, true)`, [
      String(timeoutMs),
    ])
  ).rows as { pid: number; started: string }[];
  let running = 0;
  const cancel = () => {
    if (running > 0) void cancelBackend(databaseUrl, session.pid, session.started);
  };
  signal.addEventListener('abort', cancel, { once: true });
  const db: Db = {
    async executeSql(text, values) {
      signal.throwIfAborted();
      running++;
      try {
        return await tx.executeSql(text, values);
      } finally {
        running--;
      }
    },
  };
  return { db, end: () => signal.removeEventListener('abort', cancel) };
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
