import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { PgBoss } from 'pg-boss';

/** How pg-boss treats a queue's jobs: when one held by a dead worker expires, how often it is retried. */
export interface QueuePolicy {
  expireInSeconds?: number;
  retryLimit?: number;
  deleteAfterSeconds?: number;
  /** The queue that gets a copy of each job that failed for good (listed before this one, so it exists). */
  deadLetter?: string;
}

/**
 * Starts pg-boss on the product database (its own `pgboss` schema) and creates `queues` (every
 * module's; idempotent, so the API and the workers all do it on start). Queues use LISTEN/NOTIFY
 * so a worker wakes the moment a job arrives instead of on its next poll.
 */
export async function startQueue(
  databaseUrl: string,
  queues: Record<string, QueuePolicy>,
  options: { maintenance: boolean; max?: number },
): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: options.max ?? 4,
    schedule: options.maintenance,
    supervise: options.maintenance,
    useListenNotify: true,
    // Expired jobs (a worker killed mid-job) are found by this sweep; keep it short. pg-boss visits
    // a queue at most once per monitor interval (default 60 s), so both set how soon a dead
    // worker's chunk is retried.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on('error', (error) => console.error('[queue]', error));
  await boss.start();
  for (const [name, policy] of Object.entries(queues)) {
    await boss.createQueue(name, { notify: true, ...policy });
    // An existing queue keeps the options it was created with; bring them up to date.
    await boss.updateQueue(name, { notify: true, ...policy });
  }
  return boss;
}

const jobSignals = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` as part of a job: code it calls finds the job's signal through `currentJobSignal`. */
export const runInJob = <T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> => jobSignals.run(signal, work);

/**
 * The signal of the job the calling code works for, aborted when the job's time is up (pg-boss's
 * `job.signal`); undefined outside jobs. Long statements watch it, so a retry never runs beside them.
 */
export const currentJobSignal = (): AbortSignal | undefined => jobSignals.getStore();

/**
 * Cancels the statement server process `pid` is running, over a connection of its own (the pools may
 * be full). With `transactionStart` (its now()), only while that process is still in that
 * transaction, so a connection handed on meanwhile is left alone. Failures are logged: the
 * statement timeout still ends the statement.
 */
export async function cancelBackend(databaseUrl: string, pid: number, transactionStart?: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query(
      `select pg_cancel_backend(pid) from pg_stat_activity where pid = $1 and ($2::timestamptz is null or xact_start = $2::timestamptz)`,
      [pid, transactionStart ?? null],
    );
  } catch (error) {
    console.error(`[queue] could not cancel the statement of server process ${pid}`, error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export type { PgBoss };
