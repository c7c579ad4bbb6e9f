import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInJob } from '../src/core/queue.js';
import { initORM, type MikroORM } from '../src/core/orm.js';
import { ENTITIES } from '../src/modules/index.js';
import { ScreeningService } from '../src/modules/screening/screening.service.js';
import { CSV_COLUMNS, csvOf } from './support/csv.js';
import { assessmentInput } from './support/factories.js';
import { apiClient, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { ROOT, waitFor } from './support/processes.js';

// Issue 16: screening's budgets (README, Security). The limits are set low on an API and a worker of
// their own: one screening connection with a 1 s statement timeout and one screening call per user
// on the API; a 1 ms statement timeout on the worker, so every batch chunk fails on every attempt.
const API_LIMITS = { SCREENING_MAX_STATEMENTS: '1', SCREENING_STATEMENT_TIMEOUT_MS: '1000', SCREENING_USER_CONCURRENCY: '1' };

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
const users: Record<'a' | 'b' | 'c', TestUser> = {} as never;
let admin: string;

const { rest, asAdmin, buildUser } = apiClient(() => api.url);

/** POSTs GraphQL and keeps the HTTP status and headers. */
async function graphql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: any[] } };
}

/**
 * Holds an exclusive lock on the token index, so every screening statement waits (its wait counts
 * against its statement timeout) until the returned function releases it.
 */
async function blockScreening(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table watchlist_name_tokens in access exclusive mode');
  return async () => {
    await client.query('rollback');
    await client.end();
  };
}

/** Screening statements (CANDIDATE_SQL; pg_stat_activity keeps a statement's first 1 KB) waiting for a lock. */
const BLOCKED_SCREENING = `select count(*)::int as n from pg_stat_activity
  where datname = current_database() and wait_event_type = 'Lock' and query like 'with q as (%'`;

/** Waits until `n` screening statements wait for the token index lock. */
async function waitingStatements(n: number): Promise<void> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await waitFor(
      async () => (await client.query(BLOCKED_SCREENING)).rows[0].n >= n,
      10_000,
      () => `${n} screening statement(s) never waited for the lock`,
    );
  } finally {
    await client.end();
  }
}

const search = (user: TestUser, name = 'Orion Shipping') => rest('POST', '/screening/search', { token: user.token, body: { name } });

beforeAll(async () => {
  database = await createTestDatabase('screening_limits');
  [api, worker] = await Promise.all([
    startApiInProcess(database.url, API_LIMITS),
    startWorkerInProcess(database.url, { SCREENING_STATEMENT_TIMEOUT_MS: '1' }),
  ]);
  admin = await asAdmin();
  [users.a, users.b, users.c] = await Promise.all([buildUser(), buildUser(), buildUser()]);
  const content = readFileSync(path.join(ROOT, 'api/test/fixtures/watchlists/entities.ftm.json'), 'utf8');
  const imported = await rest('POST', '/admin/watchlists', { token: admin, body: { name: 'Limits list', format: 'ftm', content } });
  expect(imported.status, imported.text).toBe(202);
  await waitFor(
    async () => (await rest('GET', '/admin/watchlists', { token: admin })).body.some((l: any) => l.name === 'Limits list' && l.version > 0),
    60_000,
    () => `the list was not imported:\n${worker.output()}`,
  );
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await database?.drop();
});

describe('per-user screening budget', () => {
  it("refuses a user's second screening call at once (REST and GraphQL, 429 with Retry-After) while others are served", async () => {
    const release = await blockScreening();
    try {
      const first = search(users.a);
      await waitingStatements(1);

      const again = await search(users.a);
      expect(again.status).toBe(429);
      expect(again.headers.get('retry-after')).toBe('1');
      expect(again.text).toMatch(/^You already have 1 screening request running/);
      expect((await rest('POST', '/assessments', { token: users.a.token, body: assessmentInput() })).status).toBe(429);
      const viaGraphql = await graphql(users.a.token, '{ screen(name: "Orion Shipping") { hits { entityId } } }');
      expect(viaGraphql.status).toBe(429);
      expect(viaGraphql.headers.get('retry-after')).toBe('1');
      expect(viaGraphql.body.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 1 });

      // Another user's request that does not screen is served while the screening is in flight
      // (how fast: `npm run bench -- guards`).
      expect((await rest('GET', '/assessments?limit=1', { token: users.b.token })).status).toBe(200);

      // The statement timeout ends the blocked search with a clear error rather than a 500.
      const timedOut = await first;
      expect(timedOut.status).toBe(504);
      expect(timedOut.text).toBe('Screening took longer than 1 s and was stopped. Try again later, or with fewer or shorter names.');
    } finally {
      await release();
    }
    // The budget was given back: the same user screens again.
    expect((await search(users.a)).status).toBe(200);
  });

  it("an API key carries its own screening concurrency, apart from its account's", async () => {
    const made = await rest('POST', '/admin/api-keys', {
      token: admin,
      body: {
        name: 'Bulk screening',
        scopes: ['screen'],
        screeningConcurrency: 3,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        actsForUserId: users.c.id,
      },
    });
    expect(made.status, made.text).toBe(201);
    const key = { ...users.c, token: made.body.token as string };
    const perCaller = /^You already have \d+ screening requests? running/;
    const release = await blockScreening();
    let answers: Awaited<ReturnType<typeof search>>[];
    let own: Awaited<ReturnType<typeof search>>;
    try {
      // Four at once with room for three: exactly one is refused at once for the key's own budget
      // (which one depends on arrival), while the account, itself allowed one, is not refused for it.
      const calls = Array.from({ length: 4 }, () => search(key));
      await waitingStatements(1);
      own = await search(users.c);
      answers = await Promise.all(calls);
    } finally {
      await release();
    }
    const refused = answers.filter((a) => a.status === 429 && perCaller.test(a.text));
    expect(refused.map((a) => a.text)).toEqual([
      'You already have 3 screening requests running (searches, assessments created or changed); wait for one to finish.',
    ]);
    expect(own.text).not.toMatch(perCaller);
  });

  it('answers 429 when no screening connection comes free within the statement timeout', async () => {
    const release = await blockScreening();
    try {
      // One screening connection: A's search holds it until its timeout, B's takes it then, C's waits in vain.
      const a = search(users.a);
      await waitingStatements(1);
      const b = search(users.b);
      // B must queue for the connection before C does.
      await waitFor(
        async () => api.services.screening.queuedStatements >= 1,
        10_000,
        () => "B's search never queued for the screening connection",
      );
      const c = await search(users.c);
      expect(c.status).toBe(429);
      expect(c.headers.get('retry-after')).toBe('1');
      expect(c.text).toMatch(/^Screening is busy: every one of its 1 connections stayed in use for 1 s/);
      expect([(await a).status, (await b).status]).toEqual([504, 504]);
    } finally {
      await release();
    }
  });
});

describe('GraphQL cost of screening', () => {
  const create = (alias: string) => `${alias}: createAssessment(input: $input) { id screening { status } }`;

  it('prices createAssessment by the names it screens: 20 key people fit one document, two such assessments do not', async () => {
    const input = assessmentInput({
      tradingYears: 'MORE_THAN_5',
      managementReputation: 'YES',
      managementCapacity: 'YES',
      keyPeople: Array.from({ length: 20 }, (_, i) => `Person Number${i} Example`),
    });
    const two = await graphql(users.b.token, `mutation ($input: CreateAssessmentInput!) { ${create('a')} ${create('b')} }`, { input });
    expect(two.status).toBe(400);
    expect(two.body.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const one = await graphql(users.b.token, `mutation ($input: CreateAssessmentInput!) { ${create('a')} }`, { input });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.a.screening.status).toBe('CLEAR');
  });
});

describe('screening statements in a job', () => {
  let orm: MikroORM;
  let screening: ScreeningService;
  beforeAll(async () => {
    orm = await initORM(database.url, ENTITIES, 2);
    const notifications = { on: () => undefined, onReset: () => undefined } as never;
    screening = new ScreeningService(notifications, database.url, { maxStatements: 1, statementTimeoutMs: 60_000, callsPerUser: 1 });
  });
  afterAll(async () => {
    await screening?.close();
    await orm?.close();
  });

  it("are cancelled when the job's time is up", async () => {
    const release = await blockScreening();
    try {
      const job = new AbortController();
      const screened = runInJob(job.signal, () => screening.screen(orm.em.fork(), [{ name: 'Orion Shipping', countries: [] }]));
      await waitingStatements(1);
      job.abort(new Error('job expired'));
      await expect(screened).rejects.toThrow();
      // Cancelled, not left running (its timeout here is a minute): nothing waits for the lock any
      // more (how soon after the abort: `npm run bench -- guards`).
      await waitFor(
        async () => (await orm.em.fork().getConnection().execute(BLOCKED_SCREENING))[0].n === 0,
        30_000,
        () => 'the screening statement still runs after its job was aborted',
      );
    } finally {
      await release();
    }
  });
});

describe('a batch chunk that fails for good', () => {
  it('ends its batch failed, with the reason on each of its rows', { timeout: 90_000 }, async () => {
    // The worker cancels every screening statement after 1 ms: each of the chunk's six attempts fails.
    const keyPeople = Array.from({ length: 20 }, (_, i) => `Person Number${i} Example`).join(';');
    const rows = Array.from({ length: 3 }, (_, i) => ({ companyName: `Chunk Failure ${i} Ltd`, keyPeople }));
    const upload = await rest('POST', '/batch/upload', {
      token: users.c.token,
      body: { csvContent: csvOf(rows, [...CSV_COLUMNS, 'keyPeople']), fileName: 'doomed.csv' },
    });
    expect(upload.status, upload.text).toBe(202);
    let batch: any;
    await waitFor(
      async () => {
        batch = (await rest('GET', `/batch/${upload.body.batchId}`, { token: users.c.token })).body;
        return batch.status === 'completed' || batch.status === 'failed';
      },
      80_000,
      () => `the batch did not end: ${JSON.stringify(batch)}\n${worker.output()}`,
    );
    expect(batch).toMatchObject({ status: 'failed', totalRows: 3, processedRows: 3, successfulRows: 0, failedRows: 3 });
    expect(batch.errors).toEqual(
      [2, 3, 4].map((row) => ({
        row,
        error:
          'Not processed (6 attempts): Screening took longer than 1 ms and was stopped. Try again later, or with fewer or shorter names.',
      })),
    );
  });
});
