import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/databases.js';
import { assessmentInput, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { apiClient, errorCode, type TestUser } from './support/http.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';

// Issue 31, item 6: a reviewer who approves a request above the suggestion records the limit they
// accept (at most the requested one), shown on the record and summed on the dashboard.

// A database and API of its own: the dashboard sums it asserts count its assessments only.
let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let maker: TestUser;
let checker: TestUser;
const { rest, gql, buildUser, review } = apiClient(() => api.url);

beforeAll(async () => {
  database = await createTestDatabase('approved_limit');
  api = await startApiInProcess(database.url);
  [maker, checker] = await Promise.all([
    buildUser({ firstName: 'Mae', lastName: 'Maker' }),
    buildUser({ firstName: 'Cal', lastName: 'Checker' }),
  ]);
});
afterAll(async () => {
  await api?.stop();
  await database?.drop();
});

/** A sound distributor (grade A, suggested USD 821,917) asking for 1,000,000: a caution that waits for a review. */
async function pendingMillion(company: string): Promise<{ id: string; revision: number }> {
  const res = await rest('POST', '/assessments', {
    token: maker.token,
    body: assessmentInput({
      companyName: company,
      financials: { currency: 'USD', requestedLimit: 1_000_000, statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR] },
    }),
  });
  expect(res.status, res.text).toBe(201);
  expect(res.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution', approvedLimit: null });
  expect(res.body.creditAnalysis).toMatchObject({ requestedLimit: 1_000_000, suggestedLimit: { amount: 821_917, currency: 'USD' } });
  return res.body;
}

const gradeA = async () => {
  const res = await rest('GET', '/analytics', { token: checker.token });
  expect(res.status, res.text).toBe(200);
  return res.body.creditGrades.find((g: { grade: string; currency: string }) => g.grade === 'A' && g.currency === 'USD');
};

describe('the approved limit of a four-eyes review', () => {
  it('REST: refuses a limit above the request and one on a rejection (400 naming approvedLimit); records 800,000 on the record and the dashboard', async () => {
    const before = (await gradeA()) ?? { count: 0, approvedCount: 0, approvedLimitTotal: 0 };
    const created = await pendingMillion('Approved Limit Rest Ltd');

    const above = await review(created.id, {
      token: checker.token,
      body: { decision: 'approved', reason: 'Above the request', approvedLimit: 1_000_000.01 },
    });
    expect(above.status, above.text).toBe(400);
    expect(above.headers.get('x-error-field')).toBe('approvedLimit');
    expect(above.text).toMatch(/approvedLimit must be at most the requested limit \(USD 1,000,000\)/);

    const rejected = await review(created.id, {
      token: checker.token,
      body: { decision: 'rejected', reason: 'Too much', approvedLimit: 500_000 },
    });
    expect(rejected.status, rejected.text).toBe(400);
    expect(rejected.headers.get('x-error-field')).toBe('approvedLimit');

    for (const bad of [-1, '800000', 800_000.005]) {
      const res = await review(created.id, {
        token: checker.token,
        body: { decision: 'approved', reason: 'Bad amount', approvedLimit: bad },
      });
      expect(res.status, `${bad}: ${res.text}`).toBe(400);
      expect(res.headers.get('x-error-field')).toBe('approvedLimit');
    }
    // Nothing was recorded by the refusals.
    expect((await rest('GET', `/assessments/${created.id}`, { token: checker.token })).body).toMatchObject({
      reviewStatus: 'pending',
      approvedLimit: null,
      finalReview: null,
    });

    const approved = await review(created.id, {
      token: checker.token,
      body: { decision: 'approved', reason: 'Good payer; 800k is what we can carry', approvedLimit: 800_000 },
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approvedLimit: 800_000, finalReview: { approvedLimit: 800_000 } });

    const shown = await rest('GET', `/assessments/${created.id}`, { token: maker.token });
    expect(shown.body).toMatchObject({ approvedLimit: 800_000, finalReview: { decision: 'approved', approvedLimit: 800_000 } });
    const audit = (await rest('GET', `/assessments/${created.id}/audit-logs`, { token: checker.token })).body as { changes: any }[];
    expect(audit.some((entry) => entry.changes?.approvedLimit === 800_000)).toBe(true);

    const after = await gradeA();
    expect(after.count - before.count).toBe(1);
    expect(after.approvedCount - before.approvedCount).toBe(1);
    expect(after.approvedLimitTotal - before.approvedLimitTotal).toBe(800_000);
  });

  it('GraphQL: records the limit given, or the requested one when none is given; a rejection with one is BAD_USER_INPUT', async () => {
    const mutation = `mutation ($id: ID!, $decision: AssessmentStatus!, $v: Int!, $limit: Float) {
      reviewAssessment(id: $id, decision: $decision, reason: "Reviewed", revision: $v, approvedLimit: $limit) {
        status approvedLimit finalReview { decision approvedLimit } } }`;
    const first = await pendingMillion('Approved Limit Graph One Ltd');
    const refused = await gql(mutation, { id: first.id, decision: 'REJECTED', v: first.revision, limit: 100_000 }, checker.token);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.field).toBe('approvedLimit');
    const tooMuch = await gql(mutation, { id: first.id, decision: 'CAUTION', v: first.revision, limit: 2_000_000 }, checker.token);
    expect(errorCode(tooMuch)).toBe('BAD_USER_INPUT');
    expect(tooMuch.errors?.[0]?.extensions?.field).toBe('approvedLimit');

    const given = await gql(mutation, { id: first.id, decision: 'APPROVED', v: first.revision, limit: 800_000 }, checker.token);
    expect(given.errors).toBeUndefined();
    expect(given.data.reviewAssessment).toEqual({
      status: 'APPROVED',
      approvedLimit: 800_000,
      finalReview: { decision: 'APPROVED', approvedLimit: 800_000 },
    });
    const read = await gql(`query ($id: ID!) { assessment(id: $id) { approvedLimit } }`, { id: first.id }, maker.token);
    expect(read.data.assessment.approvedLimit).toBe(800_000);

    const second = await pendingMillion('Approved Limit Graph Two Ltd');
    const omitted = await gql(mutation, { id: second.id, decision: 'APPROVED', v: second.revision }, checker.token);
    expect(omitted.errors).toBeUndefined();
    expect(omitted.data.reviewAssessment).toMatchObject({ approvedLimit: 1_000_000 });

    const third = await pendingMillion('Approved Limit Graph Three Ltd');
    const rejected = await gql(mutation, { id: third.id, decision: 'REJECTED', v: third.revision }, checker.token);
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data.reviewAssessment).toEqual({
      status: 'REJECTED',
      approvedLimit: null,
      finalReview: { decision: 'REJECTED', approvedLimit: null },
    });
  });

  it('a re-decision supersedes the approved limit with its review, which keeps it on record', async () => {
    const created = await pendingMillion('Approved Limit Superseded Ltd');
    const approved = await review(created.id, {
      token: checker.token,
      body: { decision: 'approved', reason: 'Fine at 750k', approvedLimit: 750_000 },
    });
    expect(approved.status, approved.text).toBe(200);
    const edited = await rest('PATCH', `/assessments/${created.id}`, { token: maker.token, body: { tradingYears: '<2' } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ approvedLimit: null, finalReview: null, reviewStatus: 'pending' });
    expect(edited.body.supersededReviews.at(-1)).toMatchObject({ approvedLimit: 750_000, supersededBy: 'edit' });
  });

  it('refuses a limit on an assessment that requests none', async () => {
    const res = await rest('POST', '/assessments', {
      token: maker.token,
      body: assessmentInput({
        companyName: 'No Request Ltd',
        tradingYears: '<2',
        financials: { currency: 'USD', statements: [SOUND_LATEST_YEAR] },
      }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.reviewStatus).toBe('pending');
    const refused = await review(res.body.id, { token: checker.token, body: { decision: 'approved', reason: 'OK', approvedLimit: 10 } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.headers.get('x-error-field')).toBe('approvedLimit');
    const approved = await review(res.body.id, { token: checker.token, body: { decision: 'approved', reason: 'OK' } });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.approvedLimit).toBeNull();
  });
});

describe('the dashboard grade figures (running totals)', () => {
  it('equal a sum over the stored analyses after creates, reviews, edits and deletes', async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const pending = await pendingMillion('Grade Totals One Ltd');
      await pendingMillion('Grade Totals Two Ltd');
      const approved = await review(pending.id, {
        token: checker.token,
        body: { decision: 'approved', reason: 'Carry 600k', approvedLimit: 600_000 },
      });
      expect(approved.status, approved.text).toBe(200);
      // An edit to the statements changes the grade's figures (one year only: a new suggestion).
      const third = await pendingMillion('Grade Totals Three Ltd');
      const edited = await rest('PATCH', `/assessments/${third.id}`, {
        token: maker.token,
        body: { financials: { currency: 'EUR', requestedLimit: 1_000_000, statements: [SOUND_LATEST_YEAR] } },
      });
      expect(edited.status, edited.text).toBe(200);
      const doomed = await pendingMillion('Grade Totals Four Ltd');
      // No route deletes an assessment; an operator's delete must still leave the totals right.
      await db.query(`delete from assessments where id = $1`, [doomed.id]);

      const { rows } = await db.query(
        `select credit_analysis->>'grade' as grade, credit_analysis->'suggestedLimit'->>'currency' as currency, count(*)::int as count,
                sum((credit_analysis->'suggestedLimit'->>'amount')::numeric)::float8 as "suggestedLimitTotal",
                count(approved_limit)::int as "approvedCount", coalesce(sum(approved_limit), 0)::float8 as "approvedLimitTotal"
           from assessments where credit_analysis is not null group by 1, 2 order by 1, 2`,
      );
      expect(rows.some((r) => r.currency === 'EUR')).toBe(true);
      const res = await rest('GET', '/analytics', { token: checker.token });
      expect(res.body.creditGrades).toEqual(rows);
    } finally {
      await db.end();
    }
  });
});
