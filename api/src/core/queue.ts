import { PgBoss } from 'pg-boss';

/** How pg-boss treats a queue's jobs: when one held by a dead worker expires, how often it is retried. */
export interface QueuePolicy {
  expireInSeconds?: number;
  retryLimit?: number;
  deleteAfterSeconds?: number;
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

export type { PgBoss };
