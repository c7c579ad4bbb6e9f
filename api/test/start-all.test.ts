import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf } from './support/csv.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { alive, freePort, startProcess, TEST_ADMIN, waitFor, type Running } from './support/processes.js';

// `npm start` on its own database: the shared test API and workers must not take its jobs.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: pg.Client;
let app: Running;
let url: string;
let token: string;

const { rest, asAdmin } = apiClient(() => url);

const pidsOf = (pattern: RegExp) => [...app.output().matchAll(pattern)].map((m) => Number(m[1]));
const workerPids = () => pidsOf(/Counterparty worker (\d+) ready/g);

beforeAll(async () => {
  database = await createTestDatabase('start');
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  app = startProcess('api/src/cli/start-all.ts', {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WORKER_CONCURRENCY: '1',
    // The admin works at once: enrolment of a second factor is tested elsewhere (totp.test.ts).
    MFA_REQUIRED: 'off',
  });
  await waitFor(
    async () => (await fetch(`${url}/api/health`)).ok && workerPids().length > 0,
    80_000,
    () => `npm start did not come up:\n${app.output()}`,
  );
  token = await asAdmin();
});

afterAll(async () => {
  await app?.kill();
  await db?.end();
  await database?.drop();
});

describe('npm start supervises its children', () => {
  it('restarts a worker killed with SIGKILL while the API keeps serving; the batch ends exactly once', async () => {
    const total = 6000;
    const rows = Array.from({ length: total }, (_, i) => (i % 50 === 0 ? { companyName: '' } : { companyName: `Supervised ${i}` }));
    const res = await rest('POST', '/batch/upload', { token, body: { csvContent: csvOf(rows), fileName: 'supervised.csv' } });
    expect(res.status).toBe(202);
    const batchId = res.body.batchId as string;
    const batch = async () => (await rest('GET', `/batch/${batchId}`, { token })).body;

    await waitFor(
      async () => (await batch()).processedRows > 0,
      60_000,
      () => `no progress:\n${app.output()}`,
    );
    const [killed] = workerPids();
    process.kill(killed, 'SIGKILL');
    expect((await batch()).processedRows).toBeLessThan(total);

    // The API answers throughout, and the log says why the worker is coming back.
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(app.output()).toContain('worker exited (SIGKILL); restarting in 1s');
    await waitFor(
      async () => workerPids().length === 2,
      60_000,
      () => `worker not restarted:\n${app.output()}`,
    );
    expect(workerPids()[1]).not.toBe(killed);

    let last: any;
    await waitFor(
      async () => ['completed', 'failed'].includes((last = await batch()).status),
      90_000,
      () => `batch did not finish: ${JSON.stringify(last)}\n${app.output()}`,
    );
    expect(last).toMatchObject({ status: 'completed', totalRows: total, processedRows: total, successfulRows: 5880, failedRows: 120 });
    const { rows: stored } = await db.query(
      `select count(*)::int as n, count(distinct batch_row)::int as distinct_rows from assessments where batch_id = $1`,
      [batchId],
    );
    expect(stored[0]).toEqual({ n: 5880, distinct_rows: 5880 });
    expect(app.process.exitCode).toBeNull();
  }, 200_000);

  it('stops every child on SIGTERM and exits', async () => {
    const children = [...pidsOf(/(?:api|worker) started \(pid (\d+)\)/g)];
    expect(children.length).toBeGreaterThanOrEqual(3);
    await app.stop();
    expect(app.process.exitCode).toBe(0);
    expect(children.filter(alive)).toEqual([]);
  }, 30_000);
});
