import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_CHUNK_QUEUE, BATCH_CHUNK_FAILED_QUEUE } from '../src/modules/batch/batch.jobs.js';
import { REPORT_QUEUE } from '../src/modules/report/report.jobs.js';
import { HEALTH_QUEUE } from '../src/modules/system/system.jobs.js';
import { csvOf, validRows } from './support/csv.js';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';
import { startProcess, startWorker, waitFor, type Running } from './support/processes.js';

/** Uploads `rows` valid rows as `label` and waits for the batch to complete; the finished batch. */
async function completedBatch(
  client: ReturnType<typeof apiClient>,
  token: string,
  label: string,
  rows: number,
  worker: Running,
): Promise<any> {
  const upload = await client.rest('POST', '/batch/upload', {
    token,
    body: { csvContent: csvOf(validRows(label, rows)), fileName: `${label}.csv` },
  });
  expect(upload.status).toBe(202);
  let batch: any;
  await waitFor(
    async () => (batch = (await client.rest('GET', `/batch/${upload.body.batchId}`, { token })).body).status === 'completed',
    30_000,
    () => `batch not processed: ${JSON.stringify(batch)}\n${worker.output()}`,
  );
  return batch;
}

// The worker process itself (its pid, its exit, its log), each on a database of its own: no other
// worker may take its jobs.
describe('worker process', () => {
  let database: TestDatabase;
  let worker: Running;
  let boss: PgBoss;

  beforeAll(async () => {
    database = await createTestDatabase('worker');
    worker = await startWorker(database.url);
    boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false });
    await boss.start();
  });

  afterAll(async () => {
    await boss?.stop({ graceful: false });
    await worker?.stop();
    await database?.drop();
  });

  it('answers a health job through pg-boss with its pid and the database clock', async () => {
    const id = await boss.send(HEALTH_QUEUE, { ping: 'hello' });
    expect(id).toBeTruthy();
    let output: any;
    await waitFor(
      async () => {
        const [job] = await boss.findJobs(HEALTH_QUEUE, { id: id! });
        output = job?.state === 'completed' ? job.output : undefined;
        return output !== undefined;
      },
      20_000,
      () => `health job not completed:\n${worker.output()}`,
    );
    expect(output.pong).toBe('hello');
    expect(output.pid).toBe(worker.process.pid);
    expect(Math.abs(Date.parse(output.databaseTime) - Date.now())).toBeLessThan(60_000);
  });

  it('stops cleanly on SIGTERM', async () => {
    await worker.stop();
    expect(worker.process.exitCode).toBe(0);
    expect(worker.output()).toContain('finishing jobs in hand');
  });
});

describe('a worker node without Chromium', () => {
  let database: { url: string; drop(): Promise<void> };
  let api: InProcessApi;
  let browserless: Running;
  const client = apiClient(() => api.url);

  beforeAll(async () => {
    database = await createTestDatabase('browserless');
    api = await startApiInProcess(database.url, { PDF_TIMEOUT_MS: '2000' });
    browserless = await startWorker(database.url, { PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium' });
  }, 120_000);

  afterAll(async () => {
    await browserless?.stop();
    await api?.stop();
    await database?.drop();
  });

  it('starts, says once that it serves every queue but PDF rendering, and processes batches', async () => {
    expect(browserless.output().match(/no Chromium found/g)).toHaveLength(1);
    expect(browserless.output()).toMatch(/serving every queue but report\.pdf/);
    const token = await client.asAdmin();
    const batch = await completedBatch(client, token, 'Browserless', 3, browserless);
    expect(batch.successfulRows).toBe(3);
    // Nobody renders reports on this database: the API gives up after PDF_TIMEOUT_MS.
    const created = await client.rest('POST', '/assessments', { token, body: assessmentInput({ companyName: 'No Browser Ltd' }) });
    // No list loaded on this database: nothing was checked, and both answers say so.
    expect(created.body.screening).toMatchObject({ status: 'not_screened', lists: [], hits: [] });
    const search = await client.rest('POST', '/screening/search', { token, body: { name: 'No Browser Ltd' } });
    expect(search.body).toEqual({ minScore: 0.84, hits: [], lists: [] });
    expect((await client.rest('POST', `/assessments/${created.body.id}/pdf`, { token })).status).toBe(504);
  }, 60_000);

  it('WORKER_QUEUES must name known queues', async () => {
    const refused = startProcess('worker/src/main.ts', { DATABASE_URL: database.url, WORKER_QUEUES: 'batch.chunk,no.such.queue' });
    await new Promise((resolve) => refused.process.once('exit', resolve));
    expect(refused.process.exitCode).toBe(1);
    expect(refused.output()).toMatch(/WORKER_QUEUES names unknown queues \(no\.such\.queue\); the queues are .*batch\.chunk/);
  });
});

// A node that serves only what WORKER_QUEUES names: batches here, while PDF reports wait for another
// node. Not the missing-browser fallback: a worker wanting no report.pdf never looks for Chromium.
describe('a worker node serving the queues WORKER_QUEUES names', () => {
  let database: TestDatabase;
  let api: InProcessApi;
  let batchOnly: Running;
  const client = apiClient(() => api.url);
  const queues = [BATCH_CHUNK_QUEUE, BATCH_CHUNK_FAILED_QUEUE];

  beforeAll(async () => {
    database = await createTestDatabase('worker_queues');
    [api, batchOnly] = await Promise.all([
      startApiInProcess(database.url, { PDF_TIMEOUT_MS: '1000' }),
      startWorker(database.url, { WORKER_QUEUES: queues.join(',') }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await batchOnly?.stop();
    await api?.stop();
    await database?.drop();
  });

  it('completes a batch and leaves a PDF request to another node', async () => {
    expect(batchOnly.output()).toContain('ready (concurrency ');
    expect(batchOnly.output()).toContain(`; queues ${queues.join(', ')})`);
    expect(batchOnly.output()).not.toContain('no Chromium found');
    const token = await client.asAdmin();
    const batch = await completedBatch(client, token, 'Queue Subset', 2, batchOnly);
    expect(batch.successfulRows).toBe(2);
    const created = await client.rest('POST', '/assessments', { token, body: assessmentInput({ companyName: 'Queue Subset Report Ltd' }) });
    expect((await client.rest('POST', `/assessments/${created.body.id}/pdf`, { token })).status).toBe(504);
    // The render job was queued and cancelled at the timeout without this worker ever fetching it.
    const renders = await api.services.queue.findJobs(REPORT_QUEUE);
    expect(renders.map((job) => [job.state, job.startedOn])).toEqual([['cancelled', null]]);
  }, 60_000);
});

// SIGTERM while Chromium is still launching (npm start stopped right after it started): as quiet as
// a stop later on. The "browser" here starts and never answers, holding the worker in its launch:
// it reads the pipe puppeteer gives it until the worker exits and the pipe closes.
describe('a worker stopped while its browser is launching', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase('worker_launching');
    dir = mkdtempSync(path.join(os.tmpdir(), 'cp-slow-chromium-'));
    writeFileSync(path.join(dir, 'chromium'), `#!/bin/sh\ntouch "${dir}/launched"\nexec cat <&3 >/dev/null\n`, { mode: 0o755 });
  });

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('exits 0 with no error printed', async () => {
    const worker = startProcess('worker/src/main.ts', {
      DATABASE_URL: database.url,
      PUPPETEER_EXECUTABLE_PATH: path.join(dir, 'chromium'),
    });
    await waitFor(
      async () => existsSync(path.join(dir, 'launched')),
      60_000,
      () => `the browser was never launched:\n${worker.output()}`,
    );
    await worker.stop();
    expect(worker.process.exitCode, worker.output()).toBe(0);
    expect(worker.output()).toContain('SIGTERM, finishing jobs in hand');
    expect(worker.output()).not.toMatch(/Error|at .*\.(js|ts):\d+/);
    expect(worker.output()).not.toContain('ready');
  }, 90_000);
});
