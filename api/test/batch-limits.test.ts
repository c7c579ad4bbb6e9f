import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { csvOf, CSV_COLUMNS, validRows } from './support/csv.js';
import { buildUser, errorCode, gql, rest, type TestUser } from './support/http.js';

let analyst: TestUser;
let db: pg.Client;

// A header of 200,000 extra commas and 100,000 one-character rows (~400 KB): walking the header
// for every row would take ~10¹⁰ steps, far beyond the test timeout.
const BOMB = `${CSV_COLUMNS.join(',')}${','.repeat(200_000)}\n${'x\n'.repeat(100_000)}`;
const COLUMN_CAP = 'The CSV header has more than 64 columns; at most 64 are allowed';
// 50,001 rows, then a line the parser would refuse: the row limit answers first because the
// parser stops there.
const TOO_MANY_ROWS = `${CSV_COLUMNS.join(',')}\n${`${csvOf(validRows('r', 1)).split('\n')[1]}\n`.repeat(50_001)}"never closed`;
const ROW_LIMIT = 'The CSV file has more than 50000 rows; at most 50000 can be uploaded at once';

const upload = (csvContent: string) =>
  rest('POST', '/batch/upload', { token: analyst.token, body: { csvContent, fileName: 'limits.csv' } });
const uploadText = (csvContent: string) =>
  gql(
    `mutation($input: UploadBatchInput!) { uploadBatch(input: $input) { batchId totalRows } }`,
    { input: { csvContent, fileName: 'limits.csv' } },
    analyst.token,
  );

async function uploadFile(csv: string) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query: 'mutation($file: Upload!) { uploadBatchFile(file: $file) { batchId totalRows } }', variables: { file: null } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([csv], { type: 'text/csv' }), 'limits.csv');
  const res = await fetch(`${inject('apiUrl')}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${analyst.token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await res.json()) as Awaited<ReturnType<typeof gql>>;
}

const batchCount = async () =>
  (await db.query(`select count(*)::int as n from batch_uploads where file_name = 'limits.csv'`)).rows[0].n as number;

beforeAll(async () => {
  analyst = await buildUser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(() => db.end());

describe('batch upload: limits hold before rows are built', () => {
  it('refuses a header wider than the column cap (REST)', async () => {
    const res = await upload(BOMB);
    expect([res.status, res.text]).toEqual([400, COLUMN_CAP]);
  });

  it('refuses a header wider than the column cap (GraphQL text and file)', async () => {
    const text = await uploadText(BOMB);
    expect([errorCode(text), text.errors?.[0]?.message, text.errors?.[0]?.extensions?.field]).toEqual([
      'BAD_USER_INPUT',
      COLUMN_CAP,
      'csvContent',
    ]);
    const file = await uploadFile(BOMB);
    expect([errorCode(file), file.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', COLUMN_CAP]);
  });

  it('stops parsing at the row limit (REST)', async () => {
    const res = await upload(TOO_MANY_ROWS);
    expect([res.status, res.text]).toEqual([400, ROW_LIMIT]);
  });

  it('stops parsing at the row limit (GraphQL text and file)', async () => {
    const text = await uploadText(TOO_MANY_ROWS);
    expect([errorCode(text), text.errors?.[0]?.message, text.errors?.[0]?.extensions?.field]).toEqual([
      'BAD_USER_INPUT',
      ROW_LIMIT,
      'csvContent',
    ]);
    const file = await uploadFile(TOO_MANY_ROWS);
    expect([errorCode(file), file.errors?.[0]?.message]).toEqual(['BAD_USER_INPUT', ROW_LIMIT]);
  });

  it('refuses a row wider than the column cap and a row longer than 64 KB', async () => {
    const wide = await upload(`${csvOf(validRows('w', 2))}\n${'y,'.repeat(100_000)}`);
    expect([wide.status, wide.text]).toEqual([400, 'Row 4 of the CSV file has more than 64 columns; at most 64 are allowed']);
    const long = await upload(csvOf([{ companyName: 'ok' }, { address: 'z'.repeat(70_000) }]));
    expect([long.status, long.text]).toEqual([400, 'Row 3 of the CSV file is longer than 65536 characters']);
  });

  it('stored nothing for any refused upload', async () => {
    expect(await batchCount()).toBe(0);
  });
});
