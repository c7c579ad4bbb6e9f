import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureBuild } from './support/build.js';
import { csvOf, validRows } from './support/csv.js';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createFreshDatabase } from './support/postgres.js';
import { alive, freePort, ROOT, startApi, startWorker, TEST_ADMIN, TEST_JWT_SECRET, waitFor, type Running } from './support/processes.js';

// What production runs (`npm start`, the image): api/dist and worker/dist on plain node, no tsx,
// in production mode, on a fresh database migrated by the compiled migrations. The other
// integration tests run the sources through tsx.
let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let api: Running & { url: string };
let worker: Running;
let token: string;

const { rest, gql, asAdmin } = apiClient(() => api.url);

beforeAll(async () => {
  // The client too: `npm start` (below) builds whatever is stale, and must find nothing to build.
  ensureBuild(['api', 'worker', 'client']);
  database = await createFreshDatabase(inject('adminDatabaseUrl'), 'build');
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

/** Every process below `root` (children, grandchildren…), from ps: what `npm start` left running, if anything. */
function descendants(root: number): number[] {
  const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of rows) {
      if (ppid !== parent || found.includes(pid)) continue;
      found.push(pid);
      queue.push(pid);
    }
  }
  return found;
}

/**
 * `npm start` as an operator runs it, on an embedded PostgreSQL of its own (a fresh data folder):
 * up once the API answers and the worker is ready. `group` puts it in a process group of its own,
 * as a terminal does, so a Ctrl-C can be sent to the whole group.
 */
async function npmStart(group: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cp-npm-start-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must reach its folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  let stdout = '';
  let stderr = '';
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: group,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      WORKER_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitFor(
    async () =>
      child.exitCode !== null || ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok && /Counterparty worker \d+ ready/.test(stdout)),
    90_000,
    () => `npm start did not come up:\n${stdout}\n${stderr}`,
  );
  if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${stdout}\n${stderr}`);
  return { child, exited, output: () => ({ stdout, stderr }), cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

describe('stopping npm start', () => {
  it('SIGTERM to the npm process stops the API, the worker and the embedded PostgreSQL, in order and quietly', async () => {
    const started = await npmStart(false);
    try {
      const children = descendants(started.child.pid!);
      // npm → node (the supervisor) → API, worker, the database host → postgres and its workers.
      expect(children.length).toBeGreaterThanOrEqual(5);
      started.child.kill('SIGTERM');
      expect(await started.exited).toBe(0);
      await waitFor(
        async () => children.every((pid) => !alive(pid)),
        15_000,
        () => `still running: ${children.filter(alive).join(', ')}`,
      );
      const { stdout, stderr } = started.output();
      expect(stderr).toBe('');
      expect(stdout).not.toMatch(/57P01|terminating connection|Error: /);
      expect(stdout).toMatch(/SIGTERM: shutting down/);
    } finally {
      started.cleanup();
    }
  }, 150_000);

  it('a Ctrl-C (SIGINT to the whole process group) stops everything before PostgreSQL, with no connection errors', async () => {
    const started = await npmStart(true);
    try {
      const children = descendants(started.child.pid!);
      process.kill(-started.child.pid!, 'SIGINT');
      await started.exited;
      await waitFor(
        async () => children.every((pid) => !alive(pid)),
        15_000,
        () => `still running: ${children.filter(alive).join(', ')}`,
      );
      const { stdout, stderr } = started.output();
      expect(stdout + stderr).not.toMatch(/57P01|terminating connection|ECONNREFUSED|Error: /);
    } finally {
      started.cleanup();
    }
  }, 150_000);
});
