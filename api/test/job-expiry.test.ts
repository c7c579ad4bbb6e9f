import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/core/config.js';
import { startQueue, type PgBoss } from '../src/core/queue.js';
import { registerJobs, type WorkerResources } from '../src/modules/job-definition.js';
import type { Services } from '../src/services.js';
import { waitFor } from './support/processes.js';

// Issue 16: a job whose time is up stops its statement, so its retry never runs beside it.
const QUEUE = `test.expiry.${randomBytes(4).toString('hex')}`;
const SLEEP = `select pg_sleep(30) -- ${QUEUE}`;

let boss: PgBoss;
let db: pg.Client;
const attempts: { started: number; ended?: number; error?: string }[] = [];

beforeAll(async () => {
  const databaseUrl = inject('databaseUrl');
  boss = await startQueue(databaseUrl, { [QUEUE]: { expireInSeconds: 1, retryLimit: 1 } }, { maintenance: false });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const services = { queue: boss, config: loadConfig({ JWT_SECRET: 'test' }), databaseUrl } as unknown as Services;
  await registerJobs({ services, resources: {} as WorkerResources }, [
    {
      queue: QUEUE,
      options: { transactional: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
      async handler(_worker, _job, tx) {
        const attempt: (typeof attempts)[number] = { started: Date.now() };
        attempts.push(attempt);
        try {
          // The long statement starts after half the time: its statement timeout (the expiry, counted from its
          // start) would end it at 1.5 s, so only the cancel on job.signal ends it at 1 s.
          await tx!.executeSql('select pg_sleep(0.5)');
          await tx!.executeSql(SLEEP);
        } catch (error) {
          attempt.error = (error as Error).message;
          throw error;
        } finally {
          attempt.ended = Date.now();
        }
      },
    },
  ]);
});

afterAll(async () => {
  await boss?.stop({ graceful: false });
  await db?.end();
});

describe('a transactional job whose time is up', () => {
  it('has its statement cancelled at the expiry, and its retry starts only after it ended', { timeout: 30_000 }, async () => {
    const id = await boss.send(QUEUE, {});
    let state: string | undefined;
    await waitFor(
      async () => {
        [{ state } = { state: undefined }] = await boss.findJobs(QUEUE, { id: id! });
        return state === 'failed' && attempts.length === 2 && attempts.every((a) => a.ended);
      },
      20_000,
      () => `job ${id}: ${state}, attempts ${JSON.stringify(attempts)} wip ${JSON.stringify(boss.getWipData())}`,
    );
    for (const attempt of attempts) {
      expect(attempt.ended! - attempt.started).toBeLessThan(3_000);
      expect(attempt.error).toBe('canceling statement due to user request');
    }
    expect(attempts[1].started).toBeGreaterThanOrEqual(attempts[0].ended!);
    const { rows } = await db.query(`select count(*)::int as n from pg_stat_activity where query = $1 and state = 'active'`, [SLEEP]);
    expect(rows[0].n).toBe(0);
  });
});
