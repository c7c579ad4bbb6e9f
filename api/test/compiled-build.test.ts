import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureServerBuild } from './support/build.js';
import { csvOf, validRows } from './support/csv.js';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createFreshDatabase } from './support/postgres.js';
import { startApi, startWorker, TEST_ADMIN, waitFor, type Running } from './support/processes.js';

// What production runs (`npm start`, the image): api/dist and worker/dist on plain node, no tsx,
// in production mode, on a fresh database migrated by the compiled migrations. The other
// integration tests run the sources through tsx.
let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let api: Running & { url: string };
let worker: Running;
let token: string;

const { rest, gql, asAdmin } = apiClient(() => api.url);

beforeAll(async () => {
  [database] = await Promise.all([createFreshDatabase(inject('adminDatabaseUrl'), 'build'), ensureServerBuild()]);
  const production = { NODE_ENV: 'production' };
  api = await startApi(database.url, production, 'api/dist/main.js');
  worker = await startWorker(database.url, { ...production, WORKER_CONCURRENCY: '1' }, 'worker/dist/main.js');
  token = await asAdmin();
}, 150_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await database?.drop();
});

describe('the compiled build on plain node', () => {
  it('runs without tsx and answers health, GraphQL and REST', async () => {
    for (const child of [api, worker]) expect(child.process.spawnargs.join(' ')).not.toContain('tsx');
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    expect(await gql('{ me { email role } }', {}, token)).toEqual({ data: { me: { email: TEST_ADMIN.email, role: 'ADMIN' } } });
  });

  it('renders a PDF through the compiled worker', async () => {
    const created = await rest('POST', '/assessments', { token, body: assessmentInput({ companyName: 'Compiled Build Ltd' }) });
    expect(created.status).toBe(201);
    const pdf = await rest('POST', `/assessments/${created.body.id}/pdf`, { token });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('processes a batch through the compiled worker', async () => {
    const upload = await rest('POST', '/batch/upload', {
      token,
      body: {
        csvContent: csvOf([...validRows('Compiled', 3), { companyName: '' }]),
        fileName: 'compiled.csv',
      },
    });
    expect(upload.status).toBe(202);
    let batch: any;
    await waitFor(
      async () => {
        batch = (await rest('GET', `/batch/${upload.body.batchId}`, { token })).body;
        return batch.status === 'completed';
      },
      20_000,
      () => `batch not completed: ${JSON.stringify(batch)}\n${worker.output()}`,
    );
    expect(batch).toMatchObject({ totalRows: 4, processedRows: 4, successfulRows: 3, failedRows: 1 });
  });
});
