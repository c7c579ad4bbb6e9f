import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { asAdmin, buildUser, errorCode, gql, rest, type TestUser } from './support/http.js';
import { waitFor } from './support/processes.js';

let analyst: TestUser;
let db: pg.Client;
// Other files write to the same database meanwhile: count only what this file's analyst wrote.
const count = async (table: 'assessments' | 'audit_logs') =>
  Number((await db.query(`select count(*) from ${table} where user_id = $1`, [analyst.id])).rows[0].count);

beforeAll(async () => {
  analyst = await buildUser({ firstName: 'Ana', lastName: 'Lyst' });
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(() => db.end());

interface BookRow {
  status: string;
  n: number;
  /** Assessments with a processing time, and the sum of those times. */
  timed: number;
  ms: number;
}

/** The whole book by status, read from the table itself. */
const book = async () =>
  (
    await db.query<BookRow>(
      `select status, count(*)::int as n, count(processing_time_ms)::int as timed, coalesce(sum(processing_time_ms), 0)::float8 as ms
         from assessments group by status order by status`,
    )
  ).rows;

/**
 * The dashboard figures over REST and GraphQL and the table as it stood while they were read. The
 * figures cover the whole book, which other files write to meanwhile: a reading counts only when
 * the table was the same before and after it.
 */
async function analyticsAtRest(): Promise<{ rest: any; graphql: any; book: BookRow[] }> {
  let reading: { rest: any; graphql: any; book: BookRow[] } | undefined;
  await waitFor(
    async () => {
      const before = await book();
      const viaRest = (await rest('GET', '/analytics', { token: analyst.token })).body;
      const viaGraphql = await gql(
        `{ analytics { totalAssessments statusBreakdown { status count } commonRejectionReasons { reason count } } }`,
        {},
        analyst.token,
      );
      if (JSON.stringify(await book()) !== JSON.stringify(before)) return false;
      reading = { rest: viaRest, graphql: viaGraphql.data.analytics, book: before };
      return true;
    },
    60_000,
    () => 'the assessments table never stood still for one reading of the analytics',
  );
  return reading!;
}

/** The analytics' count for each status, as the table counts it. */
function expectInStep(figures: { totalAssessments: number; statusBreakdown: { status: string; count: number }[] }, rows: BookRow[]) {
  const n = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  expect(figures.totalAssessments).toBe(rows.reduce((sum, r) => sum + r.n, 0));
  // GraphQL names the statuses as enum values (APPROVED), REST as stored (approved).
  for (const { status, count } of figures.statusBreakdown) expect(count, status).toBe(n(status.toLowerCase()));
}

describe('creating assessments', () => {
  it('decides on the server, stores the rule trace and processing time, and writes a created audit entry', async () => {
    const startedAt = new Date(Date.now() - 4 * 60_000).toISOString();
    const res = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'Trace Co', isProfitable: false, startedAt }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      companyName: 'Trace Co',
      status: 'pending_review',
      ruleStatus: 'caution',
      userId: analyst.id,
      rationale: 'Caution: Not profitable in the last two years.',
    });
    expect(res.body.ruleTrace).toEqual([
      expect.objectContaining({ name: 'Not profitable', ruleType: 'warning', field: 'isProfitable', value: 'false' }),
    ]);
    expect(res.body.processingTimeMs).toBeGreaterThanOrEqual(4 * 60_000);
    expect(res.body.processingTimeMs).toBeLessThan(5 * 60_000);

    const logs = await rest('GET', `/assessments/${res.body.id}/audit-logs`, { token: analyst.token });
    expect(logs.status).toBe(200);
    expect(logs.body).toHaveLength(1);
    expect(logs.body[0]).toMatchObject({ action: 'created', userId: analyst.id, assessmentId: res.body.id });
    expect(logs.body[0].changes).toMatchObject({ companyName: 'Trace Co', isProfitable: false, tradingYears: '>5' });
  });

  it('rejects automatically for legal actions or unconfirmed management, explaining why', async () => {
    const res = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ hasLegalActions: true, managementReputation: 'unknown' }),
    });
    expect(res.body.status).toBe('rejected');
    expect(res.body.rationale).toMatch(/^Automatic rejection: The company has legal actions.*Automatic rejection: Management transparency/);
  });

  it('creates through GraphQL with enum names and returns the creator', async () => {
    const input = {
      ...assessmentInput({
        companyName: 'Graph Co',
        tradingYears: 'LESS_THAN_2',
        managementReputation: 'YES',
        managementCapacity: 'UNKNOWN',
      }),
    };
    const res = await gql(
      `mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status ruleStatus rationale tradingYears ruleTrace { name ruleType } createdBy { firstName lastName } } }`,
      { input },
      analyst.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.createAssessment).toMatchObject({
      status: 'PENDING_REVIEW',
      ruleStatus: 'CAUTION',
      tradingYears: 'LESS_THAN_2',
      createdBy: { firstName: 'Ana', lastName: 'Lyst' },
    });
    expect(res.data.createAssessment.ruleTrace).toEqual([{ name: 'Short trading history', ruleType: 'WARNING' }]);
  });

  it.each([
    [{ managementReputation: 'maybe' }, 'managementReputation must be one of yes, no, unknown'],
    [{ tradingYears: '10' }, 'tradingYears must be one of <2, 2-3, 3-5, >5'],
    [{ companyName: undefined }, 'Company name is required'],
    [{ companyName: '   ' }, 'Company name is required'],
    [{ countryOfRegistration: '' }, 'Country of registration is required'],
    [{ countryOfBusiness: '' }, 'Country of business is required'],
    [{ address: '' }, 'Address is required'],
    [{ serviceType: '' }, 'Service type is required'],
    [{ businessRationale: 'too short' }, 'Please provide a detailed business rationale'],
    [{ hasLegalActions: 'no' }, 'hasLegalActions must be true or false'],
    [{ isProfitable: 1 }, 'isProfitable must be true or false'],
    [{ companyName: 42 }, 'Company name is required'],
    [{ companyName: 'x'.repeat(900 * 1024) }, 'Company name is too long (at most 200 characters)'],
    [{ startedAt: 'yesterday' }, 'startedAt must be a date-time'],
  ])('refuses %j with 400 naming the field and stores nothing', async (override, message) => {
    const before = [await count('assessments'), await count('audit_logs')];
    const res = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput(override) });
    expect(res.status).toBe(400);
    expect(res.text).toBe(message);
    expect([await count('assessments'), await count('audit_logs')]).toEqual(before);
  });

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    const before = await count('assessments');
    const res = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect([res.status, res.text]).toEqual([413, 'Request body is too large']);
    expect(await count('assessments')).toBe(before);
  });

  it('refuses invalid JSON and a non-object body with 400', async () => {
    expect((await rest('POST', '/assessments', { token: analyst.token, raw: '{"companyName": "A",' })).status).toBe(400);
    expect((await rest('POST', '/assessments', { token: analyst.token, raw: '"text"' })).status).toBe(400);
  });

  it('reports GraphQL validation failures with BAD_USER_INPUT and the field', async () => {
    const res = await gql(
      `mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id } }`,
      {
        input: assessmentInput({
          businessRationale: 'short',
          managementReputation: 'YES',
          managementCapacity: 'YES',
          tradingYears: 'MORE_THAN_5',
        }),
      },
      analyst.token,
    );
    expect(res.errors![0]).toMatchObject({
      message: 'Please provide a detailed business rationale',
      extensions: { code: 'BAD_USER_INPUT', field: 'businessRationale' },
    });
    const wrongEnum = await gql(
      `mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id } }`,
      { input: assessmentInput({ tradingYears: '>5' }) },
      analyst.token,
    );
    expect(errorCode(wrongEnum)).toBe('BAD_USER_INPUT');
  });
});

describe('idempotent creation', () => {
  const withKey = (key: string, body: Record<string, unknown>, token = analyst.token) =>
    rest('POST', '/assessments', { token, body, headers: { 'idempotency-key': key } });

  it('answers a repeated Idempotency-Key with the assessment it made, once, even when both arrive together', async () => {
    const key = `draft-${Date.now()}`;
    const body = assessmentInput({ companyName: `Once Only ${key}` });
    const [first, second] = await Promise.all([withKey(key, body), withKey(key, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    const replayed = [first, second].find((r) => r.status === 200)!;
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const later = await withKey(key, body);
    expect([later.status, later.body.id]).toEqual([200, first.body.id]);
    const stored = await db.query(`select count(*)::int as n from assessments where company_name = $1`, [body.companyName]);
    expect(stored.rows[0].n).toBe(1);
    const audit = (await rest('GET', `/assessments/${first.body.id}/audit-logs`, { token: analyst.token })).body as any[];
    expect(audit.filter((a) => a.action === 'created')).toHaveLength(1);
  });

  it('keys are per user, refused with other answers, and checked for shape; GraphQL takes the key as an argument', async () => {
    const key = `shared-${Date.now()}`;
    const mine = await withKey(key, assessmentInput({ companyName: `Mine ${key}` }));
    expect(mine.status).toBe(201);
    const other = await buildUser({ firstName: 'Other', lastName: 'Keyholder' });
    const theirs = await withKey(key, assessmentInput({ companyName: `Theirs ${key}` }), other.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);

    const changed = await withKey(key, assessmentInput({ companyName: `Changed ${key}` }));
    expect(changed.status).toBe(409);
    expect(changed.text).toMatch(/already used for an assessment with other answers/);
    expect((await withKey('has spaces', assessmentInput())).status).toBe(400);
    expect((await withKey('x'.repeat(101), assessmentInput())).status).toBe(400);

    const mutation = `mutation ($input: CreateAssessmentInput!, $key: String) { createAssessment(input: $input, idempotencyKey: $key) { id } }`;
    const input = {
      ...assessmentInput({ companyName: `GraphQL ${key}` }),
      managementReputation: 'YES',
      managementCapacity: 'YES',
      tradingYears: 'MORE_THAN_5',
    };
    const a = await gql(mutation, { input, key: `gql-${key}` }, analyst.token);
    const b = await gql(mutation, { input, key: `gql-${key}` }, analyst.token);
    expect(a.errors).toBeUndefined();
    expect(b.data.createAssessment.id).toBe(a.data.createAssessment.id);
    expect(errorCode(await gql(mutation, { input, key: 'no spaces please' }, analyst.token))).toBe('BAD_USER_INPUT');
  });
});

describe('reading assessments', () => {
  it('answers 404 / NOT_FOUND for unknown or malformed ids', async () => {
    expect((await rest('GET', '/assessments/00000000-0000-4000-8000-000000000000', { token: analyst.token })).status).toBe(404);
    expect((await rest('GET', '/assessments/not-a-uuid', { token: analyst.token })).text).toBe('Assessment not found');
    expect((await rest('GET', '/assessments/00000000-0000-4000-8000-000000000000/audit-logs', { token: analyst.token })).status).toBe(404);
    expect(errorCode(await gql(`{ assessment(id: "00000000-0000-4000-8000-000000000000") { id } }`, {}, analyst.token))).toBe('NOT_FOUND');
  });

  it('shares the book: another analyst sees the assessment and its creator', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ companyName: 'Shared Co' }) });
    const other = await buildUser();
    const seen = await rest('GET', `/assessments/${created.body.id}`, { token: other.token });
    expect(seen.body).toMatchObject({ companyName: 'Shared Co', userId: analyst.id });
  });

  it('pages newest first with a cursor, searches by company name and filters by status', async () => {
    const tag = `Pager${Date.now()}`;
    for (let i = 0; i < 5; i += 1) {
      await rest('POST', '/assessments', {
        token: analyst.token,
        body: assessmentInput({ companyName: `${tag} ${i}`, isProfitable: i % 2 === 0 }),
      });
    }
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await gql(
        `query($cursor: String, $search: String) { assessments(limit: 2, cursor: $cursor, search: $search) { items { companyName } nextCursor } }`,
        { cursor, search: tag.toLowerCase() },
        analyst.token,
      );
      names.push(...res.data.assessments.items.map((a: { companyName: string }) => a.companyName));
      cursor = res.data.assessments.nextCursor;
    } while (cursor);
    expect(names).toEqual([4, 3, 2, 1, 0].map((i) => `${tag} ${i}`));

    // Cautions wait for their four-eyes review: pending until a second person decides.
    const caution = await gql(
      `query($s: String) { assessments(search: $s, status: PENDING_REVIEW) { items { companyName status } } }`,
      { s: tag },
      analyst.token,
    );
    expect(caution.data.assessments.items.map((a: { companyName: string }) => a.companyName)).toEqual([`${tag} 3`, `${tag} 1`]);

    const restPage = await rest<{ companyName: string }[]>('GET', `/assessments?limit=2&search=${tag}`, { token: analyst.token });
    const items = restPage.body;
    expect(items.map((a: { companyName: string }) => a.companyName)).toEqual([`${tag} 4`, `${tag} 3`]);
    expect(Object.keys(items[0]).sort()).toEqual([
      'companyName',
      'countryOfRegistration',
      'createdAt',
      'id',
      'rationale',
      'ruleStatus',
      'status',
    ]);
    const next = restPage.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const page2 = await rest('GET', `/assessments?limit=2&search=${tag}&cursor=${next}`, { token: analyst.token });
    expect(page2.body.map((a: { companyName: string }) => a.companyName)).toEqual([`${tag} 2`, `${tag} 1`]);

    expect((await rest('GET', '/assessments?limit=0', { token: analyst.token })).status).toBe(400);
    expect((await rest('GET', '/assessments?cursor=garbage', { token: analyst.token })).text).toMatch(/cursor is not valid/);
    expect((await rest('GET', '/assessments?status=pending', { token: analyst.token })).status).toBe(400);
    expect((await rest('GET', `/assessments?search=${encodeURIComponent('100%_\\')}`, { token: analyst.token })).status).toBe(200);
  });
});

describe('updating assessments (GraphQL)', () => {
  it('re-decides, records the changes and the previous state, and keeps analytics in step', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ companyName: 'Update Co' }) });
    expect(created.body.status).toBe('approved');
    const stored = async () => (await db.query(`select status from assessments where id = $1`, [created.body.id])).rows[0].status;
    expect(await stored()).toBe('approved');
    const before = await analyticsAtRest();
    expectInStep(before.rest, before.book);

    const res = await gql(
      `mutation($id: ID!, $input: UpdateAssessmentInput!) { updateAssessment(id: $id, input: $input) { status rationale hasLegalActions companyName } }`,
      { id: created.body.id, input: { hasLegalActions: true } },
      analyst.token,
    );
    expect(res.data.updateAssessment).toMatchObject({ status: 'REJECTED', hasLegalActions: true, companyName: 'Update Co' });

    const logs = (
      await gql(`query($id: ID!) { auditLogs(assessmentId: $id) { action changes previousState } }`, { id: created.body.id }, analyst.token)
    ).data.auditLogs;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['CREATED', 'UPDATED']);
    expect(logs[1].changes).toEqual({ hasLegalActions: true, status: 'rejected', ruleStatus: 'rejected' });
    expect(logs[1].previousState).toMatchObject({ hasLegalActions: false, status: 'approved' });

    // Other files add assessments meanwhile, so the totals are compared with the table, not with
    // the figures before: the counts followed this assessment from approved to rejected.
    expect(await stored()).toBe('rejected');
    const after = await analyticsAtRest();
    expectInStep(after.rest, after.book);
    expectInStep(after.graphql, after.book);
  });

  it('lets only the creator or an admin change an assessment, and validates partial input', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput() });
    const other = await buildUser();
    const UPDATE = `mutation($id: ID!, $input: UpdateAssessmentInput!) { updateAssessment(id: $id, input: $input) { id serviceType } }`;
    expect(errorCode(await gql(UPDATE, { id: created.body.id, input: { serviceType: 'Other' } }, other.token))).toBe('FORBIDDEN');
    expect(
      (await gql(UPDATE, { id: created.body.id, input: { serviceType: 'Admin edit' } }, await asAdmin())).data.updateAssessment.serviceType,
    ).toBe('Admin edit');
    const bad = await gql(UPDATE, { id: created.body.id, input: { companyName: '' } }, analyst.token);
    expect(bad.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'companyName' });
  });
});

describe('analytics', () => {
  it('computes totals, rates, processing time and top rejection reasons', async () => {
    expect((await rest('GET', '/analytics', { token: analyst.token })).status).toBe(200);
    const { rest: a, graphql, book: rows } = await analyticsAtRest();
    const total = rows.reduce((s, r) => s + r.n, 0);
    const n = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    expect(a.totalAssessments).toBe(total);
    expect(a.approvalRate).toBeCloseTo((n('approved') / total) * 100, 1);
    expect(a.cautionRate).toBeCloseTo((n('caution') / total) * 100, 1);
    const avg = rows.reduce((s, r) => s + r.ms, 0) / rows.reduce((s, r) => s + r.timed, 0) / 60_000;
    expect(a.avgProcessingTime).toBeCloseTo(avg, 1);
    expect(a.statusBreakdown.map((s: { status: string }) => s.status)).toEqual(['approved', 'caution', 'rejected', 'pending_review']);
    expect(a.commonRejectionReasons[0]).toEqual({ reason: expect.any(String), count: expect.any(Number) });
    expect(graphql.totalAssessments).toBe(total);
  });
});

describe('rule administration', () => {
  it('creates, updates, toggles and deletes rules; a new rule changes the next decision', async () => {
    const admin = await asAdmin();
    const created = await rest('POST', '/admin/rules', {
      token: admin,
      body: {
        name: 'Sanctioned country',
        field: 'countryOfBusiness',
        condition: 'in',
        value: 'Narnia, Oz',
        ruleType: 'mandatory_reject',
        message: 'Business in a sanctioned country',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ enabled: true, priority: 0, ruleType: 'mandatory_reject' });
    const decided = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ countryOfBusiness: 'oz' }) });
    expect(decided.body.status).toBe('rejected');
    expect(decided.body.rationale).toContain('Automatic rejection: Business in a sanctioned country.');

    const off = await rest('PATCH', `/admin/rules/${created.body.id}`, { token: admin, body: { enabled: false } });
    expect(off.body.enabled).toBe(false);
    expect(
      (await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ countryOfBusiness: 'oz' }) })).body.status,
    ).toBe('approved');

    const badPatch = await rest('PATCH', `/admin/rules/${created.body.id}`, { token: admin, body: { field: 'hasLegalActions' } });
    expect(badPatch.status).toBe(400);
    expect(badPatch.text).toMatch(/Value "Narnia" does not fit hasLegalActions/);

    expect((await rest('DELETE', `/admin/rules/${created.body.id}`, { token: admin })).status).toBe(200);
    expect((await rest('DELETE', `/admin/rules/${created.body.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses bad rules with 400 naming the problem', async () => {
    const admin = await asAdmin();
    const base = { name: 'R', field: 'tradingYears', value: '<2', message: 'M' };
    for (const [body, message] of [
      [{ ...base, field: 'favouriteColour' }, /Unknown field "favouriteColour"/],
      [{ ...base, value: 'ten' }, /Value "ten" does not fit tradingYears/],
      [{ ...base, condition: 'in', value: ',' }, /at least one item/],
      [{ ...base, name: '' }, /Name is required/],
      [{ ...base, priority: 1.5 }, /Priority must be an integer/],
      [{ ...base, ruleType: 'veto' }, /Rule type must be one of/],
    ] as const) {
      const res = await rest('POST', '/admin/rules', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.text).toMatch(message);
    }
    const gqlRes = await gql(
      `mutation { createRule(input: { name: "R", field: "tradingYears", value: "x", message: "M" }) { id } }`,
      {},
      admin,
    );
    expect(gqlRes.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'value' });
  });
});
