import type { Db, Job, JobResult, PgBoss, WorkOptions } from 'pg-boss';
import { cancelBackend, runInJob } from './queue.js';

/**
 * A queue a module's jobs are taken from, how the worker fetches them, and what it does with each,
 * given the narrow dependencies `Deps` the module declares (the composition root supplies them:
 * see `bindJobs`).
 */
interface QueueDefinition<Deps> {
  queue: string;
  /** pg-boss work options; a function when they depend on the dependencies (the worker's concurrency, its renderer). */
  options?: WorkOptions | ((deps: Deps) => WorkOptions);
  /**
   * When pg-boss should also send this queue a job on its own: a cron expression, or undefined for
   * none (an earlier schedule is then removed).
   */
  schedule?(deps: Deps): string | undefined;
  /**
   * Runs when a worker starts taking this queue's jobs: to queue work found pending at start (lists an
   * older release indexed). A failure is logged; the worker starts anyway.
   */
  onStart?(deps: Deps): Promise<void>;
  /**
   * Fetch the next job the moment one ends, while the queue has work (for queues that get many
   * jobs at once: deliveries, re-screening chunks). pg-boss waits out the poll interval after every
   * single-job fetch; its burst modes need batches, and a batch shares one output and one fate.
   */
  eager?: boolean;
}

/**
 * A queue a module's jobs are taken from, how the worker fetches them, and what it does with them,
 * given the narrow dependencies `Deps` the module declares (the composition root supplies them:
 * see `bindJobs`): one job at a time (`handler`), or a whole fetch at once (`handleBatch`).
 */
export type JobDefinition<Data = unknown, Deps = unknown> = QueueDefinition<Deps> &
  (
    | {
        /**
         * Runs one job; what it returns is the job's output. `tx` is pg-boss's job transaction, given
         * when the options say `transactional: true`: writes through it commit with the job's completion.
         * When the job's time is up (`job.signal`), statements through `tx` and screening statements stop
         * (see registerJobs); other long work should watch `job.signal` itself.
         */
        handler(deps: Deps, job: Job<Data>, tx?: Db): Promise<unknown>;
        handleBatch?: undefined;
      }
    | {
        /**
         * Runs the jobs of one fetch (`options.batchSize` of them) together and says how each ended,
         * in their order: a rejected one is failed and retried alone (its queue's retry settings),
         * the others complete with their output. For independent jobs that wait on the network
         * (deliveries): one fetch, one settlement statement and whatever the handler shares serve
         * the whole batch. Not with `transactional`.
         */
        handleBatch(deps: Deps, jobs: Job<Data>[]): Promise<PromiseSettledResult<unknown>[]>;
        handler?: undefined;
      }
  );

/** A job definition with the dependencies it runs with: what a worker registers. */
export interface BoundJob {
  queue: string;
  register(runner: JobRunner): Promise<void>;
}

/** What registering needs: the queue to take jobs from, and the database to cancel statements on. */
export interface JobRunner {
  queue: PgBoss;
  databaseUrl: string;
}

/**
 * Binds a module's jobs to their dependencies. Generic in `Deps`, so the composition root cannot
 * hand a module less than its jobs declare: a missing dependency is a compile error.
 */
export function bindJobs<Deps>(jobs: readonly JobDefinition<never, Deps>[] | undefined, deps: Deps): BoundJob[] {
  return (jobs ?? []).map((definition) => ({
    queue: definition.queue,
    register: (runner) => registerJob(runner, definition as JobDefinition<unknown, Deps>, deps),
  }));
}

/**
 * Has this worker take the jobs of `definition`. Jobs of one fetch run in turn and pg-boss stores
 * one output for the whole fetch, so a lone job's answer is its output and a batch's jobs get none
 * — unless the definition handles a whole batch: then each job keeps its own fate.
 *
 * A job whose time is up stops: pg-boss aborts `job.signal` at the expiry and retries the job
 * elsewhere, but the handler's statements would run on. So the handler runs in the job's scope
 * (`currentJobSignal`, which screening statements watch), its transaction's statements are bounded
 * by the expiry (statement_timeout) and refused once the signal is aborted, and the one in flight
 * then is cancelled: a retry never runs beside its first attempt.
 */
async function registerJob<Deps>(runner: JobRunner, definition: JobDefinition<unknown, Deps>, deps: Deps): Promise<void> {
  const { queue, databaseUrl } = runner;
  if (definition.schedule) {
    const cron = definition.schedule(deps);
    if (cron) await queue.schedule(definition.queue, cron, {}, { tz: 'UTC' });
    else await queue.unschedule(definition.queue);
  }
  const options = typeof definition.options === 'function' ? definition.options(deps) : (definition.options ?? {});
  if (definition.handleBatch) {
    await queue.work(definition.queue, { ...options, perJobResults: true }, async (jobs: Job[]): Promise<JobResult[]> => {
      try {
        const signal = AbortSignal.any(jobs.map((job) => job.signal));
        const outcomes = await runInJob(signal, () => definition.handleBatch(deps, jobs));
        return outcomes.map((outcome, i) =>
          outcome.status === 'fulfilled'
            ? { id: jobs[i].id, status: 'completed', output: outcome.value }
            : { id: jobs[i].id, status: 'failed', output: failureOutput(outcome.reason) },
        );
      } finally {
        if (definition.eager) wakeBusyWorkers(queue, definition.queue);
      }
    });
  } else {
    await workOneAtATime(queue, databaseUrl, (d, job, tx) => definition.handler(d, job, tx), definition, deps, options);
  }
  await definition.onStart?.(deps).catch((error: unknown) => console.error(`[queue] start of ${definition.queue} failed`, error));
}

/** What a failed job keeps as its output, as pg-boss keeps a thrown error's: its message and stack. */
const failureOutput = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };

/** Jobs of one fetch in turn, in the job's transaction when the options ask for one; a fetch shares one fate. */
async function workOneAtATime<Deps>(
  queue: PgBoss,
  databaseUrl: string,
  handler: (deps: Deps, job: Job, tx?: Db) => Promise<unknown>,
  definition: QueueDefinition<Deps>,
  deps: Deps,
  options: WorkOptions,
): Promise<void> {
  await queue.work(definition.queue, options, async (jobs: Job[], tx?: Db) => {
    const signal = AbortSignal.any(jobs.map((job) => job.signal));
    const expiresInMs = Math.min(...jobs.map((job) => job.expireInSeconds)) * 1000;
    let bounded: Awaited<ReturnType<typeof boundTransaction>> | undefined;
    try {
      if (tx) bounded = await boundTransaction(databaseUrl, tx, signal, expiresInMs);
      return await runInJob(signal, async () => {
        let output: unknown;
        for (const job of jobs) {
          signal.throwIfAborted();
          output = await handler(deps, job, bounded?.db);
        }
        return jobs.length === 1 ? output : undefined;
      });
    } finally {
      bounded?.end();
      if (definition.eager) wakeBusyWorkers(queue, definition.queue);
    }
  });
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
