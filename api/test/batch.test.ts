import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCIAL_COLUMNS } from '../src/modules/batch/batch-row-mapping.js';
import { csvOf, CSV_COLUMNS, validRows } from './support/csv.js';
import { createTestDatabase } from './support/databases.js';
import { apiClient, errorCode, type TestUser } from './support/http.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';
import { startWorker, waitFor } from './support/processes.js';

// A database and API of their own: the workers below take every job of their database, and the
// crash test must see only the worker it kills.
let database: TestDatabase;
let api: InProcessApi;
const { rest, gql, buildUser } = apiClient(() => api.url);
let analyst: TestUser;
let db: pg.Client;

async function finished(batchId: string, timeoutMs = 60_000) {
  let batch: any;
  await waitFor(
    async () => {
      batch = (await rest('GET', `/batch/${batchId}`, { token: analyst.token })).body;
      return batch.status === 'completed' || batch.status === 'failed';
    },
    timeoutMs,
    () => `batch ${batchId} did not finish: ${JSON.stringify(batch)}`,
  );
  return batch;
}

async function upload(csvContent: string, fileName = 'upload.csv') {
  return rest('POST', '/batch/upload', { token: analyst.token, body: { csvContent, fileName } });
}

async function storedRows(batchId: string) {
  const { rows } = await db.query(
    `select count(*)::int as n, count(distinct batch_row)::int as distinct_rows from assessments where batch_id = $1`,
    [batchId],
  );
  return rows[0] as { n: number; distinct_rows: number };
}

beforeAll(async () => {
  database = await createTestDatabase('batch');
  api = await startApiInProcess(database.url);
  analyst = await buildUser();
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await api?.stop();
  await database?.drop();
});

describe('batch upload: validation up front', () => {
  it('refuses a malformed CSV with the parser’s position, and stores nothing', async () => {
    const before = (await db.query('select count(*)::int as n from batch_uploads')).rows[0].n;
    const res = await upload(`${CSV_COLUMNS.join(',')}\n"Acme,UK,UK\n`);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/^The CSV file could not be read: .*line/);
    expect((await db.query('select count(*)::int as n from batch_uploads')).rows[0].n).toBe(before);
  });

  it('names the missing required columns; column order is free and alternativeContacts optional', async () => {
    const res = await upload(
      csvOf(
        validRows('x', 1),
        CSV_COLUMNS.filter((c) => c !== 'tradingYears' && c !== 'isProfitable'),
      ),
    );
    expect([res.status, res.text]).toEqual([400, 'The CSV header is missing required column(s): tradingYears, isProfitable']);
    const reordered = [...CSV_COLUMNS].reverse().filter((c) => c !== 'alternativeContacts');
    expect((await upload(csvOf(validRows('Reordered', 1), reordered))).status).toBe(202);
  });

  it('refuses files over 10 MB (413) and over 50,000 rows (400), and empty files', async () => {
    const big = `${CSV_COLUMNS.join(',')}\n${'x'.repeat(10 * 1024 * 1024 + 10)}`;
    const tooBig = await upload(big);
    expect([tooBig.status, tooBig.text]).toEqual([413, 'The CSV file is larger than 10 MB']);
    const line = csvOf(validRows('r', 1)).split('\n')[1];
    const many = `${CSV_COLUMNS.join(',')}\n${Array.from({ length: 50_001 }, () => line).join('\n')}`;
    const tooMany = await upload(many);
    expect([tooMany.status, tooMany.text]).toEqual([400, 'The CSV file has more than 50000 rows; at most 50000 can be uploaded at once']);
    expect((await upload(CSV_COLUMNS.join(','))).text).toBe('The CSV file has no data rows');
    expect((await rest('POST', '/batch/upload', { token: analyst.token, body: { csvContent: csvOf(validRows('n', 1)) } })).text).toBe(
      'fileName is required',
    );
  });
});

describe('batch processing on workers', () => {
  let worker: InProcessWorker;
  beforeAll(async () => {
    worker = await startWorkerInProcess(database.url);
  });
  afterAll(() => worker?.stop());

  it('ends with exact counts and row errors naming the field, decided by the same engine', async () => {
    const rows = [
      ...validRows('Valid', 5),
      { companyName: '' },
      { hasLegalActions: 'maybe', businessRationale: 'short' },
      { tradingYears: '7-9' },
      { companyName: 'Sanctioned Co', hasLegalActions: 'YES' },
      { companyName: 'Caution Co', isProfitable: '0', canProvideReferences: 'No' },
    ];
    const res = await upload(csvOf(rows), 'mixed.csv');
    expect(res.status).toBe(202);
    expect(res.body.totalRows).toBe(10);
    const batch = await finished(res.body.batchId);
    expect(batch).toMatchObject({
      status: 'completed',
      fileName: 'mixed.csv',
      totalRows: 10,
      processedRows: 10,
      successfulRows: 7,
      failedRows: 3,
    });
    expect(batch.errors).toEqual([
      { row: 7, error: 'Company name is required' },
      { row: 8, error: 'Please provide a detailed business rationale; hasLegalActions must be true or false' },
      { row: 9, error: 'tradingYears must be one of <2, 2-3, 3-5, >5' },
    ]);
    expect(batch.completedAt).toBeTruthy();
    const { rows: decided } = await db.query(
      `select company_name, status, rule_status, rationale from assessments where batch_id = $1 order by batch_row`,
      [res.body.batchId],
    );
    expect(decided.find((r) => r.company_name === 'Sanctioned Co')).toMatchObject({ status: 'rejected' });
    expect(decided.find((r) => r.company_name === 'Caution Co')).toMatchObject({
      status: 'pending_review',
      rule_status: 'caution',
      rationale: 'Caution: No project references. Caution: Not profitable in the last two years.'.replace(
        'No project references',
        'Cannot provide two recent project references',
      ),
    });
    const audits = await db.query(
      `select count(*)::int as n from audit_logs l join assessments a on a.id = l.assessment_id where a.batch_id = $1 and l.action = 'created'`,
      [res.body.batchId],
    );
    expect(audits.rows[0].n).toBe(7);
    expect((await db.query(`select count(*)::int as n from batch_rows where batch_id = $1`, [res.body.batchId])).rows[0].n).toBe(0);

    // The assessments the rows became, in row order, a page at a time: what /batch links to.
    const made = (await rest('GET', `/batch/${res.body.batchId}/assessments?limit=5`, { token: analyst.token })).body as any[];
    expect(made.map((m) => m.row)).toEqual([2, 3, 4, 5, 6]);
    expect(made[0]).toMatchObject({
      companyName: 'Valid 0',
      status: 'approved',
      reviewStatus: 'not_required',
      assessmentId: expect.any(String),
    });
    const later = (await rest('GET', `/batch/${res.body.batchId}/assessments?afterRow=6`, { token: analyst.token })).body as any[];
    expect(later.map((m) => [m.row, m.companyName, m.status])).toEqual([
      [10, 'Sanctioned Co', 'rejected'],
      [11, 'Caution Co', 'pending_review'],
    ]);
    const viaGraphql = await gql(
      `query ($id: ID!) { batch(id: $id) { assessments(limit: 2, afterRow: 9) { row companyName status } } }`,
      { id: res.body.batchId },
      analyst.token,
    );
    expect(viaGraphql.data.batch.assessments).toEqual([
      { row: 10, companyName: 'Sanctioned Co', status: 'REJECTED' },
      { row: 11, companyName: 'Caution Co', status: 'PENDING_REVIEW' },
    ]);
  });

  it('reads the latest year’s statements from their optional columns: analyses stored, bad figures named by column', async () => {
    // The template's columns: the answers, then the financial ones (no financials column).
    const columns = [...CSV_COLUMNS.filter((c) => c !== 'financials'), ...FINANCIAL_COLUMNS];
    const strong = {
      currency: 'usd',
      paymentTermsDays: '60',
      fiscalYearEnd: '2024-12-31',
      revenue: '10000000',
      ebit: '1200000',
      ebitda: '1500000',
      interestExpense: '200000',
      netProfit: '800000',
      currentAssets: '4000000',
      inventory: '1000000',
      cash: '500000',
      currentLiabilities: '2000000',
      totalAssets: '10000000',
      totalLiabilities: '4000000',
      equity: '6000000',
      intangibleAssets: '500000',
      retainedEarnings: '3000000',
      totalDebt: '2000000',
    };
    const distressed = {
      currency: 'USD',
      requestedLimit: '250000',
      fiscalYearEnd: '2024-06-30',
      revenue: '4000000',
      ebit: '-100000',
      interestExpense: '150000',
      netProfit: '-300000',
      currentAssets: '1000000',
      currentLiabilities: '2000000',
      totalAssets: '5000000',
      totalLiabilities: '4800000',
      equity: '200000',
      retainedEarnings: '-500000',
    };
    const rows = [
      { companyName: 'Statements Strong', ...strong },
      { companyName: 'Statements Distressed', ...distressed },
      { companyName: 'No Statements' },
      { companyName: 'Zero Assets', ...strong, totalAssets: '0' },
      // Amounts written as the wizard takes them: thousands separators, a currency sign.
      { companyName: 'Thousands', ...strong, revenue: '10,000,000', totalAssets: '$10,000,000.00', requestedLimit: '1,000,000' },
      { companyName: '', ...strong, currency: 'XYZ' },
      { companyName: 'Half Filled', currency: 'EUR', revenue: '100' },
      { companyName: 'Words', ...strong, revenue: 'ten million' },
    ];
    const res = await upload(csvOf(rows, columns), 'statements.csv');
    expect(res.status, res.text).toBe(202);
    const batch = await finished(res.body.batchId);
    expect(batch).toMatchObject({ status: 'completed', successfulRows: 4, failedRows: 4 });
    expect(batch.errors).toEqual([
      { row: 5, error: 'totalAssets: Total assets cannot be zero' },
      { row: 7, error: 'Company name is required; currency: Currency must be an ISO 4217 code such as USD, EUR or GBP' },
      { row: 8, error: 'fiscalYearEnd: Fiscal year end must be a date written YYYY-MM-DD' },
      { row: 9, error: 'revenue: Revenue must be a finite number' },
    ]);
    const { rows: stored } = await db.query(
      `select company_name, status, financials, credit_analysis from assessments where batch_id = $1 order by batch_row`,
      [res.body.batchId],
    );
    expect(stored.map((r) => [r.company_name, r.status, r.credit_analysis?.grade ?? null])).toEqual([
      ['Statements Strong', 'approved', 'A'],
      ['Statements Distressed', 'pending_review', 'E'],
      ['No Statements', 'approved', null],
      ['Thousands', 'approved', 'A'],
    ]);
    const [a, e, none, thousands] = stored;
    expect(thousands.financials).toMatchObject({ requestedLimit: 1_000_000 });
    expect(thousands.financials.statements[0]).toMatchObject({ revenue: 10_000_000, totalAssets: 10_000_000 });
    // One statement, as the API stores it: currency upper-cased, empty figures null.
    expect(a.financials).toMatchObject({ currency: 'USD', paymentTermsDays: 60, requestedLimit: null });
    expect(a.financials.statements).toEqual([expect.objectContaining({ fiscalYearEnd: '2024-12-31', totalAssets: 10_000_000 })]);
    // Z″ safe 30 + current 2.0 15 + TL/TA 0.4 10 + cover 6 10 + margin 8 % 6 + > 5 years 10 (no prior year: no growth points) = 81.
    // A: least of 20 % × 5.5M, 50 % × 2M and 100 % × 10M × 60 / 365 = 1.64M: working capital binds.
    expect(a.credit_analysis).toMatchObject({
      score: 81,
      altmanZ: { zone: 'safe', score: 4.6714 },
      suggestedLimit: { amount: 1_000_000, currency: 'USD', binding: 'working_capital' },
      requestedLimit: null,
      riskFlags: [],
    });
    // Distress (Z″ −1.73), nothing but trading years scores: E, cash in advance; the ticked boxes contradict the figures.
    expect(e.financials.paymentTermsDays).toBe(30);
    expect(e.credit_analysis).toMatchObject({
      score: 10,
      altmanZ: { zone: 'distress' },
      suggestedLimit: { amount: 0, binding: 'grade' },
      requestedLimit: 250_000,
      requestedAboveSuggested: true,
    });
    expect(e.credit_analysis.riskFlags.map((f: { field: string }) => f.field)).toEqual([
      'isProfitable',
      'hasEquityAbove1M',
      'hasSufficientLiquidity',
    ]);
    expect([none.financials, none.credit_analysis]).toEqual([null, null]);
  });

  it('marks a batch failed when no row could be used', async () => {
    const res = await upload(csvOf([{ companyName: '' }, { tradingYears: 'x' }]));
    expect(await finished(res.body.batchId)).toMatchObject({ status: 'failed', successfulRows: 0, failedRows: 2 });
  });

  it('works through GraphQL, as text and as a multipart file upload', async () => {
    const text = await gql(
      `mutation($input: UploadBatchInput!) { uploadBatch(input: $input) { batchId totalRows } }`,
      { input: { csvContent: csvOf(validRows('GqlText', 3)), fileName: 'g.csv' } },
      analyst.token,
    );
    expect(text.data.uploadBatch.totalRows).toBe(3);

    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query: 'mutation($file: Upload!) { uploadBatchFile(file: $file) { batchId totalRows } }',
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([csvOf(validRows('GqlFile', 4))], { type: 'text/csv' }), 'file.csv');
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${analyst.token}`, 'apollo-require-preflight': 'true' },
      body: form,
    });
    const body = (await res.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.uploadBatchFile.totalRows).toBe(4);
    const batch = await finished(body.data.uploadBatchFile.batchId);
    expect(batch).toMatchObject({ fileName: 'file.csv', successfulRows: 4 });

    const list = await gql(`{ batches { id fileName status successfulRows failedRows errors { row error } } }`, {}, analyst.token);
    expect(list.data.batches[0].fileName).toBe('file.csv');
    expect(errorCode(await gql(`{ batch(id: "00000000-0000-4000-8000-000000000000") { id } }`, {}, analyst.token))).toBe('NOT_FOUND');
    expect((await rest('GET', '/batch/nope', { token: analyst.token })).status).toBe(404);
  });
});

describe('batch processing survives crashes and shares work', () => {
  it('a worker killed with SIGKILL mid-batch leaves no partial chunk; a restarted worker finishes with exact counts', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => (i % 50 === 0 ? { companyName: '' } : { companyName: `Crash ${i}` }));
    const res = await upload(csvOf(rows), 'crash.csv');
    const first = await startWorker(database.url, { WORKER_CONCURRENCY: '1' });
    await waitFor(
      async () => (await rest('GET', `/batch/${res.body.batchId}`, { token: analyst.token })).body.processedRows > 0,
      30_000,
      () => 'no progress',
    );
    await first.kill();
    const atKill = (await rest('GET', `/batch/${res.body.batchId}`, { token: analyst.token })).body;
    expect(atKill.processedRows).toBeLessThan(6000);
    // Whatever was committed is whole chunks: the counters and the stored rows agree.
    expect((await storedRows(res.body.batchId)).n).toBe(atKill.successfulRows);

    const second = await startWorker(database.url);
    try {
      const batch = await finished(res.body.batchId, 90_000);
      expect(batch).toMatchObject({ status: 'completed', totalRows: 6000, processedRows: 6000, successfulRows: 5880, failedRows: 120 });
      expect(await storedRows(res.body.batchId)).toEqual({ n: 5880, distinct_rows: 5880 });
    } finally {
      await second.stop();
    }
  }, 150_000);

  it('two workers share the chunks of one batch', async () => {
    const workers = await Promise.all([startWorker(database.url), startWorker(database.url)]);
    try {
      const res = await upload(csvOf(validRows('Shared', 8000)), 'shared.csv');
      const batch = await finished(res.body.batchId, 90_000);
      expect(batch).toMatchObject({ status: 'completed', successfulRows: 8000, failedRows: 0 });
      expect(await storedRows(res.body.batchId)).toEqual({ n: 8000, distinct_rows: 8000 });
      for (const w of workers) expect(w.output()).toContain(`batch ${res.body.batchId} rows`);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  }, 120_000);
});

// Issue 25, item 7: a page's numbers are checked before they reach the query (afterRow=Infinity
// answered 500, NaN or -1 silently read as 0, limit=0 or 1000 silently clamped).
describe('batch listings: the page parameters', () => {
  it('refuses a limit or afterRow that is not a whole number in range, naming it, over REST and GraphQL', async () => {
    const res = await upload(csvOf(validRows('Paging', 2)), 'paging.csv');
    expect(res.status, res.text).toBe(202);
    const listing = (query: string) => rest('GET', `/batch/${res.body.batchId}/assessments?${query}`, { token: analyst.token });
    const hostile = ['Infinity', '-Infinity', 'NaN', '1e309', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', '0x10', ' 5'];
    for (const value of hostile) {
      const afterRow = await listing(`afterRow=${encodeURIComponent(value)}`);
      expect(afterRow.status, `afterRow=${value}: ${afterRow.text}`).toBe(400);
      expect(afterRow.text).toMatch(/^afterRow /);
    }
    for (const value of [...hostile, '0', '-0', '201']) {
      const limit = await listing(`limit=${encodeURIComponent(value)}`);
      expect(limit.status, `limit=${value}: ${limit.text}`).toBe(400);
      expect(limit.text).toMatch(/^limit /);
    }
    const repeated = await listing('afterRow=1&afterRow=2');
    expect(repeated.status, repeated.text).toBe(400);
    expect(repeated.text).toMatch(/^afterRow /);
    // Both ends of the ranges, and the defaults, are pages.
    for (const query of ['limit=1&afterRow=0', 'limit=200&afterRow=2147483647', 'afterRow=-0', 'limit=', '']) {
      const page = await listing(query);
      expect(page.status, `${query}: ${page.text}`).toBe(200);
      expect(Array.isArray(page.body)).toBe(true);
    }

    const page = (limit: number, afterRow: number) =>
      gql(
        `query ($id: ID!, $limit: Int!, $afterRow: Int!) { batch(id: $id) { assessments(limit: $limit, afterRow: $afterRow) { row } } }`,
        { id: res.body.batchId, limit, afterRow },
        analyst.token,
      );
    for (const [limit, afterRow, field] of [
      [0, 0, 'limit'],
      [201, 0, 'limit'],
      [-5, 0, 'limit'],
      [50, -1, 'afterRow'],
    ] as const) {
      const answer = await page(limit, afterRow);
      expect(answer.errors?.[0]?.extensions, `limit ${limit}, afterRow ${afterRow}`).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await page(200, 2 ** 31 - 1)).data.batch.assessments).toEqual([]);
  });
});
