import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestDatabase } from './support/databases.js';
import { assessmentInput, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { apiClient, type TestUser } from './support/http.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';

// Issue 20: statements in, ratios, Altman Z″, a scorecard grade and a suggested limit out, through
// REST and GraphQL, with the credit rules deciding.

/** A sound distributor: worked out by hand below. */
const LATEST = SOUND_LATEST_YEAR;
const PRIOR = SOUND_PRIOR_YEAR;
const financials = (extra: Record<string, unknown> = {}) => ({ currency: 'USD', statements: [PRIOR, LATEST], ...extra });

// A database and API of its own: the rule it adds, and the assessments it counts, must not meet
// the other files' (the shared database's analytics are asserted elsewhere).
let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let analyst: TestUser;
let db: pg.Client;
const { rest, gql, buildUser } = apiClient(() => api.url);

beforeAll(async () => {
  database = await createTestDatabase('credit');
  api = await startApiInProcess(database.url);
  analyst = await buildUser({ firstName: 'Cred', lastName: 'It' });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await api?.stop();
  await database?.drop();
});

describe('credit analysis of financial statements', () => {
  it('computes ratios, Z″, score, grade, PD and the suggested limit on the server (REST)', async () => {
    const res = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'Ledger Distribution Ltd', financials: financials() }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.status).toBe('approved');
    const analysis = res.body.creditAnalysis;
    // current 4.0/2.0; quick (4.0 − 1.0)/2.0; TL/TA 4/10; debt/EBITDA 2.0/1.5; EBIT/interest 1.2/0.2;
    // margin 0.8/10; ROA 0.8/10; growth 10/9 − 1; WC 4.0 − 2.0; TNW 6.0 − 0.5 (millions).
    expect(analysis.ratios).toEqual({
      currentRatio: 2,
      quickRatio: 1.5,
      debtToAssets: 0.4,
      debtToEbitda: 1.3333,
      interestCover: 6,
      netMargin: 0.08,
      returnOnAssets: 0.08,
      revenueGrowth: 0.1111,
      workingCapital: 2_000_000,
      tangibleNetWorth: 5_500_000,
    });
    // X1 0.2, X2 0.3, X3 0.12, X4 1.5: 6.56·0.2 + 3.26·0.3 + 6.72·0.12 + 1.05·1.5 = 4.6714, safe.
    expect(analysis.altmanZ).toEqual({ score: 4.6714, zone: 'safe', x1: 0.2, x2: 0.3, x3: 0.12, x4: 1.5 });
    // safe 30 + current ≥ 2 15 + TL/TA < 0.5 10 + cover ≥ 4 10 + margin ≥ 3 % 6 + > 5 years 10 + growth ≥ 0 10 = 91: A.
    expect(analysis).toMatchObject({ score: 91, grade: 'A', pd: 0.005, scorecardVersion: expect.any(Number), requestedLimit: null });
    // A: least of 20 % × 5.5M = 1.1M, 50 % × 2M = 1M, 100 % × 10M × 30 / 365 = 821,917.8 → 821,917 (revenue).
    expect(analysis.suggestedLimit).toMatchObject({ amount: 821_917, currency: 'USD', binding: 'revenue' });
    expect(res.body.financials.statements.map((s: { fiscalYearEnd: string }) => s.fiscalYearEnd)).toEqual(['2024-12-31', '2023-12-31']);
  });

  it('sends a request above the suggested limit to four-eyes review, and flags a box the figures contradict', async () => {
    const res = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({
        companyName: 'Overreach Ltd',
        financials: financials({ requestedLimit: 1_000_000, paymentTermsDays: 30 }),
        hasSufficientLiquidity: true,
      }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution', reviewStatus: 'pending' });
    expect(res.body.rationale).toContain('The requested credit limit is above the suggested limit');
    expect(res.body.creditAnalysis).toMatchObject({ requestedLimit: 1_000_000, requestedAboveSuggested: true });

    const tight = { ...LATEST, currentAssets: 1_640_000, inventory: 100_000, cash: 100_000, totalAssets: 7_640_000, equity: 3_640_000 };
    const flagged = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'Tight Cash Ltd', financials: { currency: 'EUR', statements: [tight] } }),
    });
    expect(flagged.status, flagged.text).toBe(201);
    expect(flagged.body.creditAnalysis.riskFlags).toEqual([
      { field: 'hasSufficientLiquidity', message: 'Sufficient Liquidity ticked, but the current ratio is 0.82' },
    ]);
    expect(flagged.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution' });
    expect(flagged.body.ruleTrace).toContainEqual(
      expect.objectContaining({
        field: 'hasSufficientLiquidity',
        ruleType: 'warning',
        message: 'Sufficient Liquidity ticked, but the current ratio is 0.82',
      }),
    );
  });

  it('keeps the checkbox-only path exactly as before: no statements, no analysis', async () => {
    const res = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ companyName: 'Boxes Only Ltd' }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'approved', financials: null, creditAnalysis: null });
  });

  it.each([
    [{ currency: 'XYZ', statements: [LATEST] }, 'financials.currency'],
    [{ currency: 'USD', statements: [] }, 'financials.statements'],
    [
      {
        currency: 'USD',
        statements: [LATEST, PRIOR, { ...PRIOR, fiscalYearEnd: '2022-12-31' }, { ...PRIOR, fiscalYearEnd: '2021-12-31' }],
      },
      'financials.statements',
    ],
    [{ currency: 'USD', statements: [{ ...LATEST, totalAssets: 0 }] }, 'financials.statements[0].totalAssets'],
    [{ currency: 'USD', statements: [{ ...LATEST, revenue: -1 }] }, 'financials.statements[0].revenue'],
    [{ currency: 'USD', statements: [{ ...LATEST, revenue: '10' }] }, 'financials.statements[0].revenue'],
    [{ currency: 'USD', statements: [LATEST, { ...PRIOR, fiscalYearEnd: '2024-06-30' }] }, 'financials.statements[1].fiscalYearEnd'],
    [{ currency: 'USD', statements: [{ ...LATEST, equity: 5_000_000 }] }, 'financials.statements[0]'],
  ])('refuses bad statements with 400 naming the field (%#), and stores nothing', async (bad, field) => {
    const before = Number((await db.query(`select count(*) from assessments`)).rows[0].count);
    const res = await gql(
      'mutation ($input: CreateAssessmentInput!) { createAssessment(input: $input) { id } }',
      {
        input: {
          ...assessmentInput({ companyName: 'Bad Figures Ltd', financials: bad }),
          managementReputation: 'YES',
          managementCapacity: 'YES',
          tradingYears: 'MORE_THAN_5',
        },
      },
      analyst.token,
    );
    const error = res.errors?.[0];
    if (typeof (bad.statements[0] as { revenue: unknown } | undefined)?.revenue === 'string') {
      // GraphQL refuses a string Float before the API's own check (the REST case below reaches it).
      expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
      const viaRest = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ financials: bad }) });
      expect(viaRest.status).toBe(400);
      expect(viaRest.text).toMatch(/revenue/i);
    } else {
      expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(String(error?.extensions?.field)).toContain(field);
    }
    expect(Number((await db.query(`select count(*) from assessments`)).rows[0].count)).toBe(before);
  });

  it('GraphQL returns the analysis, and an update of the statements is analysed again and audited', async () => {
    const created = await gql(
      `mutation ($input: CreateAssessmentInput!) { createAssessment(input: $input) {
         id status creditAnalysis { grade score suggestedLimit { amount binding } altmanZ { zone } years { fiscalYearEnd } } } }`,
      {
        input: {
          ...assessmentInput({ companyName: 'Graph Ledger Ltd', financials: financials() }),
          managementReputation: 'YES',
          managementCapacity: 'YES',
          tradingYears: 'MORE_THAN_5',
        },
      },
      analyst.token,
    );
    expect(created.errors).toBeUndefined();
    const { id, creditAnalysis } = created.data.createAssessment;
    expect(creditAnalysis).toMatchObject({
      grade: 'A',
      score: 91,
      suggestedLimit: { amount: 821_917, binding: 'revenue' },
      altmanZ: { zone: 'safe' },
    });
    expect(creditAnalysis.years).toHaveLength(2);

    // X1 −1.5/10, X2 −2/10, X3 −0.9/10, X4 1/9: Z″ = −0.984 − 0.652 − 0.6048 + 0.1167 < 1.10, distress.
    const losing = {
      ...LATEST,
      ebit: -900_000,
      netProfit: -1_200_000,
      retainedEarnings: -2_000_000,
      currentAssets: 2_000_000,
      currentLiabilities: 3_500_000,
      totalLiabilities: 9_000_000,
      equity: 1_000_000,
    };
    const updated = await gql(
      `mutation ($id: ID!, $input: UpdateAssessmentInput!) { updateAssessment(id: $id, input: $input) {
         status creditAnalysis { grade altmanZ { zone } riskFlags { field } } } }`,
      { id, input: { financials: { currency: 'USD', statements: [losing] } } },
      analyst.token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateAssessment.creditAnalysis.altmanZ.zone).toBe('distress');
    expect(updated.data.updateAssessment.creditAnalysis.riskFlags).toContainEqual({ field: 'isProfitable' });
    expect(updated.data.updateAssessment.status).toBe('PENDING_REVIEW');

    const logs = await rest('GET', `/assessments/${id}/audit-logs`, { token: analyst.token });
    const update = logs.body.find((l: { action: string }) => l.action === 'updated');
    expect(update.changes.financials.statements[0].netProfit).toBe(-1_200_000);
    expect(update.previousState.financials.statements[0].netProfit).toBe(800_000);
  });

  it('rules test credit figures with greater_than, less_than and between', async () => {
    const admin = await buildUser({ role: 'admin' });
    const rule = await rest('POST', '/admin/rules', {
      token: admin.token,
      body: {
        name: 'Thin interest cover',
        ruleType: 'reject',
        field: 'interestCover',
        condition: 'less_than',
        value: '1.5',
        message: 'Interest cover below 1.5',
      },
    });
    expect(rule.status, rule.text).toBe(201);
    try {
      const weak = await rest('POST', '/assessments', {
        token: analyst.token,
        body: assessmentInput({
          companyName: 'Thin Cover Ltd',
          financials: financials({ statements: [{ ...LATEST, interestExpense: 1_000_000 }] }),
        }),
      });
      expect(weak.body.status).toBe('rejected');
      expect(weak.body.rationale).toContain('Interest cover below 1.5');
      const strong = await rest('POST', '/assessments', {
        token: analyst.token,
        body: assessmentInput({ companyName: 'Thick Cover Ltd', financials: financials() }),
      });
      expect(strong.body.status).toBe('approved');
      const bad = await rest('POST', '/admin/rules', {
        token: admin.token,
        body: { name: 'Bad', ruleType: 'warning', field: 'altmanZ', condition: 'between', value: '2.6,1.1', message: 'x' },
      });
      expect([bad.status, bad.text]).toEqual([400, 'Value 2.6,1.1: the low end must not be above the high end']);
    } finally {
      await rest('DELETE', `/admin/rules/${rule.body.id}`, { token: admin.token });
    }
  });
});

// Issue 25, item 5: figures far below a cent made Altman Z″ overflow to absent, and the company was
// approved with no distress warning. A figure is 0 or at least a cent, and statements given
// together are consecutive fiscal years; every refusal names the field and stores nothing.
describe('figures have a smallest unit and statements are consecutive years', () => {
  // Total assets of 1e-300 against an EBIT of −10¹⁵: X3 was −Infinity, Z″ absent.
  const subCent = {
    ...LATEST,
    ebit: -1e15,
    ebitda: null,
    netProfit: -1e15,
    currentAssets: 0,
    inventory: null,
    cash: null,
    currentLiabilities: 0,
    totalAssets: 1e-300,
    totalLiabilities: 1e-300,
    equity: 0,
    intangibleAssets: null,
    retainedEarnings: 0,
  };
  const CREATE = 'mutation ($input: CreateAssessmentInput!) { createAssessment(input: $input) { id creditAnalysis { altmanZ { zone } } } }';
  const PREVIEW = 'query ($input: CreditPreviewInput!) { creditPreview(input: $input) { analysis { altmanZ { score zone } } } }';
  const graphqlAnswers = (bad: unknown) => ({
    ...assessmentInput({ companyName: 'Tiny Figures Ltd', financials: bad }),
    managementReputation: 'YES',
    managementCapacity: 'YES',
    tradingYears: 'MORE_THAN_5',
  });
  const count = async () => Number((await db.query(`select count(*) from assessments`)).rows[0].count);

  it.each([
    [
      'total assets of 1e-300',
      { currency: 'USD', statements: [subCent] },
      'financials.statements[0].totalAssets',
      /Total assets must be 0 or at least 0\.01/,
    ],
    [
      'half a cent of revenue in the earlier year',
      { currency: 'USD', statements: [LATEST, { ...PRIOR, revenue: 0.005 }] },
      'financials.statements[1].revenue',
      /Revenue must be 0 or at least 0\.01/,
    ],
    [
      'a requested limit below a cent',
      { currency: 'USD', requestedLimit: 0.001, statements: [LATEST] },
      'financials.requestedLimit',
      /Requested limit must be 0 or at least 0\.01/,
    ],
    [
      'statements 124 years apart',
      { currency: 'USD', statements: [LATEST, { ...PRIOR, fiscalYearEnd: '1900-12-31' }] },
      'financials.statements[1].fiscalYearEnd',
      /consecutive fiscal years: the year before 2024 is 2023, not 1900/,
    ],
    [
      'a gap, given out of order',
      { currency: 'USD', statements: [{ ...PRIOR, fiscalYearEnd: '2022-12-31' }, LATEST] },
      'financials.statements[0].fiscalYearEnd',
      /the year before 2024 is 2023, not 2022/,
    ],
  ])('refuses %s on GraphQL and REST alike, naming the field, and stores nothing', async (_name, bad, field, message) => {
    const before = await count();

    const created = await gql(CREATE, { input: graphqlAnswers(bad) }, analyst.token);
    expect(created.data).toBeNull();
    expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(created.errors?.[0]?.message).toMatch(message);

    const preview = await gql(PREVIEW, { input: { financials: bad, tradingYears: 'MORE_THAN_5' } }, analyst.token);
    expect(preview.data).toBeNull();
    expect(preview.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });

    for (const [path, body] of [
      ['/assessments', assessmentInput({ companyName: 'Tiny Figures Ltd', financials: bad })],
      ['/credit/preview', { financials: bad, tradingYears: '>5' }],
    ] as const) {
      const res = await rest('POST', path, { token: analyst.token, body });
      expect([res.status, res.text], path).toEqual([400, expect.stringMatching(message)]);
    }

    expect(await count()).toBe(before);
  });

  it('REST names the field GraphQL names, in the X-Error-Field header and at the end of the text', async () => {
    const bad = { currency: 'USD', statements: [LATEST, { ...PRIOR, totalAssets: 0.001 }] };
    const viaGraphql = await gql(PREVIEW, { input: { financials: bad } }, analyst.token);
    const field = viaGraphql.errors?.[0]?.extensions?.field;
    expect(field).toBe('financials.statements[1].totalAssets');
    for (const [path, body] of [
      ['/assessments', assessmentInput({ financials: bad })],
      ['/credit/preview', { financials: bad }],
    ] as const) {
      const res = await rest('POST', path, { token: analyst.token, body });
      expect([res.status, res.text], path).toEqual([400, `${viaGraphql.errors?.[0]?.message} (financials.statements[1].totalAssets)`]);
      expect(res.headers.get('x-error-field'), path).toBe(field);
    }
  });

  it('analyses the extremes a figure may take: Z″ is a number and its zone is distress, never absent', async () => {
    // A cent of assets against a loss of 10¹⁵: X3 = −10¹⁷, Z″ = 6.72·X3 + 1.05·X4, finite.
    const extreme = { ...subCent, totalAssets: 0.01, totalLiabilities: 0.01 };
    const res = await rest('POST', '/credit/preview', {
      token: analyst.token,
      body: { financials: { currency: 'USD', statements: [extreme] } },
    });
    expect(res.status, res.text).toBe(200);
    const z = res.body.analysis.altmanZ;
    expect(z).toMatchObject({ zone: 'distress', x3: -1e17, x4: 0 });
    expect(Number.isFinite(z.score)).toBe(true);
    expect(res.body.analysis.points.altmanZone).toBe(0);
  });
});
