import { PgBoss } from 'pg-boss';
import { HEALTH_QUEUE } from '../modules/system/system.jobs.js';

/** Every queue of the product; both the API and the worker create them (idempotent) on start. */
export const QUEUE_NAMES = [HEALTH_QUEUE] as const;

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
  });
  boss.on('error', (error) => console.error('[queue]', error));
  await boss.start();
  for (const name of QUEUE_NAMES) await boss.createQueue(name, { notify: true });
  return boss;
}

export type { PgBoss };
