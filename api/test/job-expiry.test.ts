import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startQueue, type PgBoss } from '../src/core/queue.js';
import { bindJobs } from '../src/core/jobs.js';
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
  const [job] = bindJobs(
    [
      {
        queue: QUEUE,
        options: { transactional: true, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
        async handler(_deps: unknown, _job: unknown, tx) {
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
    ],
    {},
  );
  await job.register({ queue: boss, databaseUrl });
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
    // Cancelled on the job's signal (a statement timeout would say so), long before pg_sleep(30)
    // ended; how soon after the expiry: `npm run bench -- guards`.
    for (const attempt of attempts) expect(attempt.error).toBe('canceling statement due to user request');
    expect(attempts[1].started).toBeGreaterThanOrEqual(attempts[0].ended!);
    const { rows } = await db.query(`select count(*)::int as n from pg_stat_activity where query = $1 and state = 'active'`, [SLEEP]);
    expect(rows[0].n).toBe(0);
  });
});
