import { PgBoss } from 'pg-boss';
import { BATCH_CHUNK_QUEUE } from '../modules/batch/batch.jobs.js';
import { REPORT_QUEUE } from '../modules/report/report.jobs.js';
import { HEALTH_QUEUE } from '../modules/system/system.jobs.js';

/**
 * Every queue of the product with its policy; both the API and the worker create them
 * (idempotent) on start. A chunk that a dead worker held is retried after its expiry.
 */
export const QUEUES: Record<string, { expireInSeconds?: number; retryLimit?: number; deleteAfterSeconds?: number }> = {
  [HEALTH_QUEUE]: {},
  [BATCH_CHUNK_QUEUE]: { expireInSeconds: 15, retryLimit: 5 },
  // A waiting request gives up long before; a stale render is of no use to anyone.
  [REPORT_QUEUE]: { expireInSeconds: 60, retryLimit: 1, deleteAfterSeconds: 3600 },
};

/**
 * Starts pg-boss on the product database (its own `pgboss` schema). Queues use LISTEN/NOTIFY so
 * a worker wakes the moment a job arrives instead of on its next poll.
 */
export async function startQueue(databaseUrl: string, options: { maintenance: boolean; max?: number }): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: options.max ?? 4,
    schedule: options.maintenance,
    supervise: options.maintenance,
    useListenNotify: true,
    // Expired jobs (a worker killed mid-job) are found by this sweep; keep it short.
    superviseIntervalSeconds: 5,
  });
  boss.on('error', (error) => console.error('[queue]', error));
  await boss.start();
  for (const [name, policy] of Object.entries(QUEUES)) {
    await boss.createQueue(name, { notify: true, ...policy });
    // An existing queue keeps the options it was created with; bring them up to date.
    await boss.updateQueue(name, { notify: true, ...policy });
  }
  return boss;
}

export type { PgBoss };
