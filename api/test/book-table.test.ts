import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../src/modules/assessment/assessment-export.js';
import { createTestDatabase } from './support/databases.js';
import { assessmentInput, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { apiClient, errorCode, type TestUser } from './support/http.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';

// Issue 31, item 8: the book as a table. A page of the book in any of its orders (decision, grade,
// approved limit, review state, created, company), keyset cursors that belong to their order, how
// many match, and the filtered book as streamed CSV. On a database of its own: the export and the
// totals count its rows only (every name still carries a random prefix, searched for).

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let maker: TestUser;
let checker: TestUser;
const { rest, gql, buildUser, review } = apiClient(() => api.url);

/** Letters only: the names below differ in letters, so the database's order and JavaScript's agree. */
const P = `Bk${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
const INJECTED = `=HYPERLINK("https://evil.example","${P} golf")`;

interface Row {
  id: string;
  companyName: string;
  status: string;
  reviewStatus: string;
  approvedLimit: number | null;
  createdAt: string;
  creditAnalysis: { grade: string } | null;
}
const FIELDS = 'id companyName status reviewStatus approvedLimit createdAt creditAnalysis { grade }';
const PAGE = `query($limit: Int, $cursor: String, $search: String, $status: AssessmentStatus, $sort: AssessmentSort) {
  assessments(limit: $limit, cursor: $cursor, search: $search, status: $status, sort: $sort) { items { ${FIELDS} } nextCursor total totalCapped }
}`;

const sound = (requestedLimit: number) => ({
  financials: { currency: 'USD', requestedLimit, statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] },
});
// Thin equity, low cover and a loss: a weaker grade than the sound distributor's A.
const weak = {
  financials: {
    currency: 'USD',
    requestedLimit: 50_000,
    statements: [
      { ...SOUND_LATEST_YEAR, netProfit: -300_000, ebit: 100_000, ebitda: 200_000, equity: 1_000_000, totalLiabilities: 9_000_000 },
      SOUND_PRIOR_YEAR,
    ],
  },
};

async function create(companyName: string, overrides: Record<string, unknown> = {}, country = 'United Kingdom'): Promise<string> {
  const res = await rest('POST', '/assessments', {
    token: maker.token,
    body: assessmentInput({ companyName, countryOfRegistration: country, ...overrides }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

async function decide(id: string, decision: string, approvedLimit?: number) {
  const res = await review(id, { token: checker.token, body: { decision, reason: 'Known payer', approvedLimit } });
  expect(res.status, res.text).toBe(200);
}

/** Every page of a search in `sort`, `limit` at a time, following the cursors; each page's total. */
async function allPages(sort: string, limit: number, extra: Record<string, unknown> = {}): Promise<{ rows: Row[]; totals: number[] }> {
  const rows: Row[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const res: any = await gql(PAGE, { limit, cursor, search: P, sort, ...extra }, maker.token);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.assessments.items.length).toBeLessThanOrEqual(limit);
    rows.push(...res.data.assessments.items);
    totals.push(res.data.assessments.total);
    cursor = res.data.assessments.nextCursor;
  } while (cursor);
  return { rows, totals };
}

// What each order means, over what the listing answers (ties by id, the same way).
const DECISION_RANK: Record<string, number> = { APPROVED: 1, CAUTION: 2, PENDING_REVIEW: 3, REJECTED: 4 };
const REVIEW_RANK: Record<string, number> = { PENDING: 1, COMPLETED: 2, NOT_REQUIRED: 3 };
const KEYS: Record<string, (r: Row) => string | number | null> = {
  CREATED: (r) => r.createdAt,
  COMPANY: (r) => r.companyName.toLowerCase(),
  DECISION: (r) => DECISION_RANK[r.status],
  GRADE: (r) => r.creditAnalysis?.grade ?? null,
  APPROVED_LIMIT: (r) => r.approvedLimit,
  REVIEW_STATE: (r) => REVIEW_RANK[r.reviewStatus],
};
function expectedOrder(rows: Row[], sort: string): string[] {
  const [, column, dir] = /^(.+)_(ASC|DESC)$/.exec(sort)!;
  const key = KEYS[column];
  const sign = dir === 'ASC' ? 1 : -1;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      // Absent keys last, whichever the direction.
      if (ka === null || kb === null) return ka === kb ? sign * cmp(a.id, b.id) : ka === null ? 1 : -1;
      return sign * (cmp(ka, kb) || cmp(a.id, b.id));
    })
    .map((r) => r.companyName);
}

const SORTS = [
  'CREATED_DESC',
  'CREATED_ASC',
  'COMPANY_ASC',
  'COMPANY_DESC',
  'DECISION_ASC',
  'DECISION_DESC',
  'GRADE_ASC',
  'GRADE_DESC',
  'APPROVED_LIMIT_ASC',
  'APPROVED_LIMIT_DESC',
  'REVIEW_STATE_ASC',
  'REVIEW_STATE_DESC',
];
const BOOK_SIZE = 9;

beforeAll(async () => {
  database = await createTestDatabase('book_table');
  api = await startApiInProcess(database.url);
  [maker, checker] = await Promise.all([
    buildUser({ firstName: 'Bea', lastName: 'Maker' }),
    buildUser({ firstName: 'Cy', lastName: 'Checker' }),
  ]);
  await create(`${P} Alpha`);
  const bravo = await create(`${P} bravo`, sound(1_000_000));
  await decide(bravo, 'approved', 800_000);
  await create(`${P} Charlie`, sound(400_000));
  await create(`${P} delta`, { isProfitable: false });
  await create(`${P} Echo`, { hasLegalActions: true });
  await create(`${P} foxtrot`, weak);
  const hotel = await create(`${P} "Hotel", Ltd`, sound(1_000_000), '+44 Island');
  await decide(hotel, 'caution', 300_000);
  await create(INJECTED, sound(200_000), '@Home');
  // Another company's book: never in the search.
  await create('Unrelated Holdings');
  await create(`${P} india`, { hasLegalActions: true });
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

describe('the book as a table: GraphQL', () => {
  it('pages through every order with cursors, each page with the total, in the order the sort names', async () => {
    const { rows: book } = await allPages('CREATED_DESC', 100);
    expect(book).toHaveLength(BOOK_SIZE);
    // The book has what every column sorts: grades (and none), approved limits (and none), every review state and decision.
    expect(new Set(book.map((r) => r.creditAnalysis?.grade ?? null)).size).toBeGreaterThanOrEqual(3);
    expect(book.filter((r) => r.approvedLimit !== null).map((r) => r.approvedLimit)).toEqual(expect.arrayContaining([800_000, 300_000]));
    expect(new Set(book.map((r) => r.reviewStatus))).toEqual(new Set(['PENDING', 'COMPLETED', 'NOT_REQUIRED']));
    expect(new Set(book.map((r) => r.status))).toEqual(new Set(['APPROVED', 'CAUTION', 'PENDING_REVIEW', 'REJECTED']));

    for (const sort of SORTS) {
      const { rows, totals } = await allPages(sort, 3);
      expect(
        rows.map((r) => r.companyName),
        sort,
      ).toEqual(expectedOrder(book, sort));
      expect(new Set(totals), sort).toEqual(new Set([BOOK_SIZE]));
    }

    // Spelled out for the columns a credit lead reads first.
    const byLimit = (await allPages('APPROVED_LIMIT_DESC', 4)).rows.map((r) => r.companyName);
    expect(byLimit.slice(0, 2)).toEqual([`${P} bravo`, `${P} "Hotel", Ltd`]);
    const byDecision = (await allPages('DECISION_DESC', 4)).rows.map((r) => r.status);
    expect(byDecision.slice(0, 2)).toEqual(['REJECTED', 'REJECTED']);
    const byGrade = (await allPages('GRADE_ASC', 4)).rows.map((r) => r.creditAnalysis?.grade ?? null);
    expect(byGrade[0]).toBe('A');
    expect(byGrade.at(-1)).toBeNull();
  });

  it('keeps the filter: the status narrows the pages and the total', async () => {
    const { rows, totals } = await allPages('COMPANY_ASC', 1, { status: 'REJECTED' });
    expect(rows.map((r) => r.companyName)).toEqual([`${P} Echo`, `${P} india`]);
    expect(totals).toEqual([2, 2]);
  });

  it('refuses a sort it does not know and a cursor of another sort (BAD_USER_INPUT naming the argument)', async () => {
    const badSort = await gql(PAGE, { sort: 'SIDEWAYS' }, maker.token);
    expect(errorCode(badSort)).toBe('BAD_USER_INPUT');
    expect(badSort.errors![0].message).toMatch(/\$sort/);

    const first: any = await gql(PAGE, { limit: 2, search: P, sort: 'GRADE_ASC' }, maker.token);
    const cursor = first.data.assessments.nextCursor as string;
    expect(cursor).toBeTruthy();
    const other = await gql(PAGE, { limit: 2, search: P, sort: 'APPROVED_LIMIT_DESC', cursor }, maker.token);
    expect(other.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cursor' });
    expect(other.errors![0].message).toMatch(/another sort/);
    const defaulted = await gql(PAGE, { limit: 2, search: P, cursor }, maker.token);
    expect(defaulted.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cursor' });
    const garbage = await gql(PAGE, { cursor: 'garbage' }, maker.token);
    expect(garbage.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cursor' });
  });
});

describe('the book as a table: REST', () => {
  it('GET /api/assessments?sort= pages with X-Next-Cursor, counts in X-Total-Count, items as before', async () => {
    const expected = (await allPages('GRADE_DESC', 100)).rows.map((r) => r.id);
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await rest('GET', `/assessments?limit=4&sort=grade_desc&search=${P}${cursor ? `&cursor=${cursor}` : ''}`, {
        token: maker.token,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('x-total-count')).toBe(String(BOOK_SIZE));
      expect(res.headers.get('x-total-count-capped')).toBeNull();
      expect(Object.keys(res.body[0]).sort()).toEqual([
        'companyName',
        'countryOfRegistration',
        'createdAt',
        'id',
        'rationale',
        'ruleStatus',
        'status',
      ]);
      ids.push(...res.body.map((a: { id: string }) => a.id));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(ids).toEqual(expected);
  });

  it('answers 400 naming sort for an unknown sort, and naming cursor for a cursor of another sort', async () => {
    const badSort = await rest('GET', '/assessments?sort=sideways', { token: maker.token });
    expect(badSort.status).toBe(400);
    expect(badSort.headers.get('x-error-field')).toBe('sort');
    expect(badSort.text).toMatch(/^sort must be one of created_desc, created_asc/);

    const first = await rest('GET', `/assessments?limit=2&sort=company_asc&search=${P}`, { token: maker.token });
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const other = await rest('GET', `/assessments?limit=2&sort=company_desc&search=${P}&cursor=${cursor}`, { token: maker.token });
    expect(other.status).toBe(400);
    expect(other.headers.get('x-error-field')).toBe('cursor');
    const badExport = await rest('GET', '/assessments/export.csv?sort=sideways', { token: maker.token });
    expect(badExport.status).toBe(400);
    expect(badExport.headers.get('x-error-field')).toBe('sort');
    expect((await rest('GET', '/assessments/export.csv')).status).toBe(401);
  });
});

describe('the book as CSV: GET /api/assessments/export.csv', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const records = (text: string): string[][] => parse(text);

  it('streams the filtered book in the sort asked for, labelled, with the filter in the file name', async () => {
    const res = await rest('GET', `/assessments/export.csv?search=${P}&status=approved&sort=company_asc`, { token: maker.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Written as it is read: no length known up front.
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-disposition')).toContain(
      `filename="assessments-status-approved-search-${P.toLowerCase()}-sort-company-asc-${today()}.csv"`,
    );

    const [header, ...rows] = records(res.text);
    expect(header).toEqual([
      'ID',
      'Company Name',
      'Country of Registration',
      'Status',
      "Rules' Decision",
      'Grade',
      'Requested Limit',
      'Approved Limit',
      'Currency',
      'Four-eyes Review',
      'Screening Status',
      'Created At',
      'Created By',
    ]);
    const listed = (await allPages('COMPANY_ASC', 100, { status: 'APPROVED' })).rows;
    expect(rows.map((r) => r[0])).toEqual(listed.map((r) => r.id));
    const byCompany = new Map(rows.map((r) => [r[1], r]));
    expect(byCompany.get(`${P} bravo`)!.slice(3)).toEqual([
      'Approved',
      'Trade with Caution',
      'A',
      '1,000,000',
      '800,000',
      'USD',
      'Completed',
      'Not screened',
      expect.stringMatching(new RegExp(`^${today()}T`)),
      'Bea Maker',
    ]);
    expect(byCompany.get(`${P} Alpha`)!.slice(3, 11)).toEqual(['Approved', 'Approved', '', '', '', '', 'Not required', 'Not screened']);
  });

  it('neutralises cells a spreadsheet would run as formulas, and quotes commas and quotes', async () => {
    const res = await rest('GET', `/assessments/export.csv?search=${encodeURIComponent(`${P} golf`)}`, { token: maker.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename="assessments-search-${P.toLowerCase()}-golf-${today()}.csv"`);
    // The raw line: the formula and the country start with a quote mark, inside RFC 4180 quoting.
    expect(res.text).toContain(`,"'=HYPERLINK(""https://evil.example"",""${P} golf"")",'@Home,`);
    const [, row] = records(res.text);
    expect(row.slice(1, 3)).toEqual([`'${INJECTED}`, "'@Home"]);

    const hotel = records(
      (await rest('GET', `/assessments/export.csv?search=${encodeURIComponent('"Hotel"')}`, { token: maker.token })).text,
    );
    expect(hotel[1].slice(1, 3)).toEqual([`${P} "Hotel", Ltd`, "'+44 Island"]);
    expect(hotel[1][7]).toBe('300,000');
  });

  it(`reads the book in batches of ${EXPORT_BATCH}: a larger book comes whole, once each, in order`, async () => {
    // Copies of one assessment, made in SQL: the export's batches, not the API's writes, are the subject.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const size = EXPORT_BATCH * 2 + 17;
    try {
      await db.query(
        `insert into assessments
         select (jsonb_populate_record(null::assessments, to_jsonb(a) || jsonb_build_object(
                  'id', gen_random_uuid(), 'company_name', 'Bulk ' || lpad(g::text, 5, '0'), 'idempotency_key', null))).*
           from assessments a, generate_series(1, $2::int) g
          where a.company_name = $1`,
        [`${P} Alpha`, size],
      );
    } finally {
      await db.end();
    }
    const res = await rest('GET', '/assessments/export.csv?search=bulk&sort=company_desc', { token: maker.token });
    expect(res.status).toBe(200);
    const rows = records(res.text).slice(1);
    expect(rows).toHaveLength(size);
    expect(new Set(rows.map((r) => r[0])).size).toBe(size);
    expect(rows.map((r) => r[1])).toEqual(Array.from({ length: size }, (_, i) => `Bulk ${String(size - i).padStart(5, '0')}`));
    // The page's total counts the same rows.
    const page: any = await gql(PAGE, { search: 'bulk', limit: 1 }, maker.token);
    expect(page.data.assessments).toMatchObject({ total: size, totalCapped: false });
  });
});
