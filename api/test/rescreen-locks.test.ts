import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESCREEN_QUEUE } from '../src/modules/monitoring/monitoring.jobs.js';
import { WATCHLIST_IMPORT_QUEUE } from '../src/modules/screening/screening.jobs.js';
import { createTestDatabase } from './support/databases.js';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';
import { waitFor } from './support/processes.js';
import { queuesIdle } from './support/queues.js';

/**
 * Issue 16, item 9: re-screening screens outside row locks, so a review of an assessment it is
 * re-screening never waits for the screening. The screening is held still by a lock on the token
 * index the test takes (no screening statement can read it meanwhile), and only a worker that
 * serves the re-screening queue is started once the lock is held: the chunk is then provably in
 * its screening while the review is made.
 */
describe('re-screening and reviews', () => {
  let database: TestDatabase;
  let api: InProcessApi;
  const workers: InProcessWorker[] = [];
  const { rest, asAdmin, buildUser } = apiClient(() => api.url);
  const entity = (id: string, name: string) =>
    JSON.stringify({ id, schema: 'Company', properties: { name: [name], country: ['gb'], topics: ['sanction'] } });

  beforeAll(async () => {
    database = await createTestDatabase('rescreen_locks');
    let importer: InProcessWorker;
    [api, importer] = await Promise.all([
      startApiInProcess(database.url),
      startWorkerInProcess(database.url, { WORKER_QUEUES: WATCHLIST_IMPORT_QUEUE }),
    ]);
    workers.push(importer);
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await api?.stop();
    await database?.drop();
  });

  async function importList(admin: string, content: string): Promise<void> {
    const res = await rest('POST', '/admin/watchlists', { token: admin, body: { name: 'Lock Test List', format: 'ftm', content } });
    expect(res.status, res.text).toBe(202);
    await queuesIdle(database.url, { queues: [WATCHLIST_IMPORT_QUEUE] });
  }

  it('a hit review made while a re-screening chunk screens its assessment answers at once, and is kept', async () => {
    const admin = await asAdmin();
    const maker = (await buildUser({ firstName: 'Lock', lastName: 'Maker' })).token;
    const reviewer = (await buildUser({ firstName: 'Lock', lastName: 'Reviewer' })).token;
    await importList(admin, `${entity('LOCK-1', 'Quillfeather Marine Holdings Limited')}\n`);
    const created = await rest('POST', '/assessments', {
      token: maker,
      body: assessmentInput({ companyName: 'Quillfeather Marine Holdings Ltd' }),
    });
    expect(created.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution', screening: { status: 'potential_match' } });
    const hitId = created.body.screening.hits[0].id as string;
    // A new version: its activation queues the re-screening of every assessment, which nobody serves yet.
    await importList(
      admin,
      `${entity('LOCK-1', 'Quillfeather Marine Holdings Limited')}\n${entity('LOCK-2', 'Brindlewood Estates plc')}\n`,
    );

    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      const screeningWaits = async () =>
        (await holder.query(`select 1 from pg_locks where not granted and relation = 'watchlist_name_tokens'::regclass`)).rowCount === 1;
      await holder.query('begin');
      await holder.query('lock table watchlist_name_tokens in access exclusive mode');
      workers.push(await startWorkerInProcess(database.url, { WORKER_QUEUES: RESCREEN_QUEUE }));
      // The chunk's screening statement now waits for the token index (it is parsing, so pg_locks shows
      // the wait where pg_stat_activity does not yet).
      await waitFor(screeningWaits, 30_000, () => `the re-screening never reached its screening statement\n${workers[1].output()}`);
      const review = await rest('POST', `/assessments/${created.body.id}/screening/hits/${hitId}/review`, {
        token: reviewer,
        body: { decision: 'false_positive', reason: 'Different registry number and directors' },
      });
      expect(review).toMatchObject({ status: 200, body: { status: 'approved' } });
      // The review did not wait for the chunk: the chunk is still in its screening. (Had the chunk
      // held the row, the review would have waited until the statement timeout ended the chunk.)
      expect(await screeningWaits()).toBe(true);
      await holder.query('commit');
    } finally {
      await holder.end();
    }

    await queuesIdle(database.url, { queues: [RESCREEN_QUEUE] });
    const after = (await rest('GET', `/assessments/${created.body.id}`, { token: reviewer })).body;
    expect(after.status).toBe('approved');
    expect(after.screening.hits.find((h: any) => h.id === hitId)).toMatchObject({
      review: { decision: 'false_positive', reason: 'Different registry number and directors' },
    });
  }, 120_000);
});
