import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput, SCORECARD_FIELDS, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { apiClient, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';

// Issue 20: the admin's versioned scorecard, with a what-if replay over the stored analyses before
// saving. Its own database and API: the replay counts every stored analysis, and saving a stricter
// scorecard would grade every other file's new assessments on it.

/** The sound distributor of credit-analysis.test.ts: 91 points on the default scorecard, grade A. */
const LATEST = SOUND_LATEST_YEAR;
const PRIOR = SOUND_PRIOR_YEAR;
const financials = (extra: Record<string, unknown> = {}) => ({ currency: 'USD', statements: [PRIOR, LATEST], ...extra });

// Default A (91 points): least of 20 % × 5.5M, 50 % × 2M and 100 % × 10M × 30 / 365 = 821,917 (revenue).
const LIMIT_A = 821_917;
// Strict B: least of 15 % × 5.5M = 825,000, 40 % × 2M = 800,000 and 75 % × 10M × 30 / 365 = 616,438.35.
const LIMIT_B = 616_438;

const VERSION_FIELDS = `version createdAt authorName note scorecard { ${SCORECARD_FIELDS} }`;
const REPLAY = `query($scorecard: ScorecardInput!, $from: DateTimeISO, $sampleSize: Int) {
  replayScorecard(scorecard: $scorecard, from: $from, sampleSize: $sampleSize) {
    evaluated changed gradesChanged decisionsChanged
    gradeMatrix { from to count } decisionMatrix { from to count }
    limits { currency assessments before after }
    sample { assessmentId companyName scorecardVersion fromScore toScore fromGrade toGrade fromStatus toStatus fromLimit toLimit currency }
  } }`;
const SAVE = `mutation($scorecard: ScorecardInput!, $note: String) { saveScorecard(scorecard: $scorecard, note: $note) { ${VERSION_FIELDS} } }`;

type GqlScorecard = { inputs: Record<string, unknown>; grades: { grade: string; minScore: number }[] };

/** The scorecard with grade cut-offs raised by 15 points (A from 95, …, D from 50): 91 points is a B. */
const stricter = (scorecard: GqlScorecard): GqlScorecard => ({
  ...scorecard,
  grades: scorecard.grades.map((g) => ({ ...g, minScore: g.grade === 'E' ? 0 : g.minScore + 15 })),
});

let api: InProcessApi;
let drop: () => Promise<void>;
let db: pg.Client;
let admin: TestUser;
let analyst: TestUser;
let ids: { plain: string; asking: string; boxesOnly: string };
const { rest, gql, buildUser } = apiClient(() => api.url);

const counts = async () =>
  (
    await db.query(
      `select (select count(*) from scorecard_versions)::int versions, (select count(*) from assessments)::int assessments,
              (select string_agg(id::text || status || (credit_analysis->>'grade') || (credit_analysis->>'scorecardVersion'), ',' order by id)
                 from assessments where credit_analysis is not null) analyses`,
    )
  ).rows[0];

async function create(
  body: Record<string, unknown>,
  token = analyst.token,
): Promise<{ id: string; status: string; ruleStatus: string; creditAnalysis: any }> {
  const res = await rest('POST', '/assessments', { token, body: assessmentInput(body) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body;
}

beforeAll(async () => {
  const fresh = await createTestDatabase('scorecard');
  drop = fresh.drop;
  api = await startApiInProcess(fresh.url);
  db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
  [admin, analyst] = await Promise.all([
    buildUser({ role: 'admin', firstName: 'Grace', lastName: 'Scorer' }),
    buildUser({ firstName: 'Ana', lastName: 'Lyst' }),
  ]);
  const plain = await create({ companyName: 'Ledger Distribution Ltd', financials: financials() });
  // 800,000 fits under A's 821,917 and not under B's 616,438: the request rule would send it to caution.
  const asking = await create({ companyName: 'Ledger Asking Ltd', financials: financials({ requestedLimit: 800_000 }) });
  const boxesOnly = await create({ companyName: 'Boxes Only Ltd' });
  expect([plain.status, asking.status, boxesOnly.status]).toEqual(['approved', 'approved', 'approved']);
  expect(plain.creditAnalysis).toMatchObject({ grade: 'A', score: 91, scorecardVersion: 1, suggestedLimit: { amount: LIMIT_A } });
  ids = { plain: plain.id, asking: asking.id, boxesOnly: boxesOnly.id };
}, 120_000);

afterAll(async () => {
  await db?.end();
  await api?.stop();
  await drop?.();
});

describe('the scorecard (admin)', () => {
  it('reads the default scorecard as version 1, over GraphQL and REST', async () => {
    const res = await gql(`{ scorecard { ${VERSION_FIELDS} } }`, {}, admin.token);
    expect(res.errors).toBeUndefined();
    const current = res.data.scorecard;
    expect(current).toMatchObject({ version: 1, authorName: null, note: 'Default scorecard' });
    expect(current.scorecard.inputs.altmanZone.points).toEqual({ safe: 30, grey: 15, distress: 0 });
    expect(current.scorecard.inputs.tradingYears.points).toEqual({ lessThan2: 0, twoTo3: 4, threeTo5: 7, moreThan5: 10 });
    expect(current.scorecard.inputs.currentRatio.bands[0]).toEqual({ comparison: 'GTE', threshold: 2, points: 15 });
    expect(current.scorecard.grades.map((g: { grade: string; minScore: number }) => `${g.grade}${g.minScore}`)).toEqual([
      'A80',
      'B65',
      'C50',
      'D35',
      'E0',
    ]);
    expect(current.scorecard.grades[0]).toMatchObject({ pd: 0.005, multipliers: { netWorth: 0.2, workingCapital: 0.5, revenue: 1 } });

    const stored = await rest('GET', '/admin/scorecard', { token: admin.token });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ version: 1, authorName: null, note: 'Default scorecard' });
    // REST speaks the stored shape: trading-years points by answer, comparisons in lower case.
    expect(stored.body.scorecard.inputs.tradingYears.points).toEqual({ '<2': 0, '2-3': 4, '3-5': 7, '>5': 10 });
    expect(stored.body.scorecard.inputs.currentRatio.bands[0]).toEqual({ comparison: 'gte', threshold: 2, points: 15 });
  });

  it('replays a stricter scorecard over the stored analyses: grade and decision changes, nothing saved', async () => {
    const current = (await gql(`{ scorecard { scorecard { ${SCORECARD_FIELDS} } } }`, {}, admin.token)).data.scorecard.scorecard;
    const before = await counts();
    const res = await gql(REPLAY, { scorecard: stricter(current) }, admin.token);
    expect(res.errors).toBeUndefined();
    const result = res.data.replayScorecard;
    // The two with statements; the checkbox-only assessment has no analysis to re-score.
    expect(result).toMatchObject({ evaluated: 2, changed: 2, gradesChanged: 2, decisionsChanged: 1 });
    expect(result.gradeMatrix).toHaveLength(25);
    expect(result.gradeMatrix.filter((c: { count: number }) => c.count > 0)).toEqual([{ from: 'A', to: 'B', count: 2 }]);
    expect(result.decisionMatrix).toHaveLength(9);
    expect(result.decisionMatrix.filter((c: { count: number }) => c.count > 0)).toEqual([
      { from: 'APPROVED', to: 'APPROVED', count: 1 },
      { from: 'APPROVED', to: 'CAUTION', count: 1 },
    ]);
    expect(result.limits).toEqual([{ currency: 'USD', assessments: 2, before: 2 * LIMIT_A, after: 2 * LIMIT_B }]);
    const asking = result.sample.find((s: { assessmentId: string }) => s.assessmentId === ids.asking);
    expect(asking).toEqual({
      assessmentId: ids.asking,
      companyName: 'Ledger Asking Ltd',
      scorecardVersion: 1,
      fromScore: 91,
      toScore: 91,
      fromGrade: 'A',
      toGrade: 'B',
      fromStatus: 'APPROVED',
      toStatus: 'CAUTION',
      fromLimit: LIMIT_A,
      toLimit: LIMIT_B,
      currency: 'USD',
    });
    expect(await counts()).toEqual(before);

    // The same over REST, in the stored shape; a sample of 1 and a range after every assessment.
    const stored = (await rest('GET', '/admin/scorecard', { token: admin.token })).body.scorecard;
    const strictStored = {
      ...stored,
      grades: stored.grades.map((g: { grade: string; minScore: number }) => ({ ...g, minScore: g.grade === 'E' ? 0 : g.minScore + 15 })),
    };
    const viaRest = await rest('POST', '/admin/scorecard/replay', { token: admin.token, body: { scorecard: strictStored, sampleSize: 1 } });
    expect(viaRest.status, viaRest.text).toBe(200);
    expect(viaRest.body).toMatchObject({ evaluated: 2, changed: 2, decisionsChanged: 1 });
    expect(viaRest.body.sample).toHaveLength(1);
    expect(viaRest.body.decisionMatrix).toContainEqual({ from: 'approved', to: 'caution', count: 1 });
    const later = await gql(REPLAY, { scorecard: stricter(current), from: new Date(Date.now() + 60_000).toISOString() }, admin.token);
    expect(later.data.replayScorecard).toMatchObject({ evaluated: 0, changed: 0, limits: [], sample: [] });
    expect(await counts()).toEqual(before);
  });

  it('saves version 2 with its author and note: new assessments are graded by it, stored ones keep version 1', async () => {
    const current = (await gql(`{ scorecard { scorecard { ${SCORECARD_FIELDS} } } }`, {}, admin.token)).data.scorecard.scorecard;
    const saved = await gql(SAVE, { scorecard: stricter(current), note: '  Tighter grades after the Q3 review  ' }, admin.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveScorecard).toMatchObject({ version: 2, authorName: 'Grace Scorer', note: 'Tighter grades after the Q3 review' });
    expect(saved.data.saveScorecard.scorecard.grades[0].minScore).toBe(95);

    const fresh = await create({ companyName: 'Ledger After Ltd', financials: financials({ requestedLimit: 800_000 }) });
    expect(fresh.creditAnalysis).toMatchObject({ scorecardVersion: 2, score: 91, grade: 'B', suggestedLimit: { amount: LIMIT_B } });
    // As the replay predicted for the same figures: the request is now above the suggestion (a caution
    // the rules decide, pending its four-eyes review).
    expect(fresh).toMatchObject({ ruleStatus: 'caution', status: 'pending_review' });

    for (const id of [ids.plain, ids.asking]) {
      const old = await rest('GET', `/assessments/${id}`, { token: analyst.token });
      expect(old.body.creditAnalysis).toMatchObject({ scorecardVersion: 1, grade: 'A', suggestedLimit: { amount: LIMIT_A } });
      expect(old.body.status).toBe('approved');
    }

    const versions = await gql(`{ scorecardVersions(limit: 10) { version authorName note } }`, {}, admin.token);
    expect(versions.data.scorecardVersions).toEqual([
      { version: 2, authorName: 'Grace Scorer', note: 'Tighter grades after the Q3 review' },
      { version: 1, authorName: null, note: 'Default scorecard' },
    ]);
    const listed = await rest('GET', '/admin/scorecard/versions?limit=1', { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((v: { version: number }) => v.version)).toEqual([2]);
    expect((await gql('{ scorecard { version } }', {}, admin.token)).data.scorecard.version).toBe(2);

    // REST saves the stored shape as it reads it: version 3, the same scorecard again.
    const stored = (await rest('GET', '/admin/scorecard', { token: admin.token })).body.scorecard;
    const put = await rest('PUT', '/admin/scorecard', { token: admin.token, body: { scorecard: stored } });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ version: 3, authorName: expect.any(String), note: null, scorecard: stored });
  });

  it('refuses an invalid scorecard naming the field, storing nothing', async () => {
    const current = (await gql(`{ scorecard { scorecard { ${SCORECARD_FIELDS} } } }`, {}, admin.token)).data.scorecard.scorecard;
    const before = await counts();
    const bands = current.inputs.currentRatio.bands.map((b: object, i: number) => (i === 2 ? { ...b, points: 150 } : b));
    const badBand = { ...current, inputs: { ...current.inputs, currentRatio: { bands } } };
    const res = await gql(SAVE, { scorecard: badBand }, admin.token);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scorecard.inputs.currentRatio.bands[2].points' });
    expect(res.errors?.[0]?.message).toBe('Points must be from 0 to 100');
    const replay = await gql(REPLAY, { scorecard: badBand }, admin.token);
    expect(replay.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'scorecard.inputs.currentRatio.bands[2].points',
    });

    // A trading-years answer is named by its GraphQL field.
    const years = { ...current.inputs.tradingYears.points, moreThan5: -1 };
    const badYears = { ...current, inputs: { ...current.inputs, tradingYears: { points: years } } };
    const yearsError = await gql(SAVE, { scorecard: badYears }, admin.token);
    expect(yearsError.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'scorecard.inputs.tradingYears.points.moreThan5',
    });

    const grades = current.grades.map((g: { grade: string }) => (g.grade === 'B' ? { ...g, minScore: 100 } : g));
    const badGrades = await gql(SAVE, { scorecard: { ...current, grades } }, admin.token);
    expect(badGrades.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scorecard.grades[1].minScore' });

    const longNote = await gql(SAVE, { scorecard: current, note: 'x'.repeat(2001) }, admin.token);
    expect(longNote.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'note' });

    const stored = (await rest('GET', '/admin/scorecard', { token: admin.token })).body.scorecard;
    const restBad = await rest('PUT', '/admin/scorecard', {
      token: admin.token,
      body: {
        scorecard: {
          ...stored,
          inputs: { ...stored.inputs, debtToAssets: { bands: [{ comparison: 'between', threshold: 1, points: 1 }] } },
        },
      },
    });
    expect(restBad.status).toBe(400);
    expect(restBad.text).toContain('Comparison must be one of gte, gt, lte, lt');
    const badScope = await rest('POST', '/admin/scorecard/replay', { token: admin.token, body: { scorecard: stored, from: 'yesterday' } });
    expect(badScope.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  // Issue 25, item 7: a date before year 1 reached PostgreSQL (500 before 4713 BC, a BC range otherwise).
  it('refuses replay dates outside the years 1 to 9999, naming the field', async () => {
    const stored = (await rest('GET', '/admin/scorecard', { token: admin.token })).body.scorecard;
    const replay = (scope: Record<string, unknown>) =>
      rest('POST', '/admin/scorecard/replay', { token: admin.token, body: { scorecard: stored, ...scope } });
    for (const [field, value] of [
      ['from', '-271821-04-20T00:00:00.000Z'],
      ['from', '-000001-01-01T00:00:00.000Z'],
      ['from', '0000-12-31T23:59:59.999Z'],
      ['to', '+010000-01-01T00:00:00.000Z'],
      ['to', '+275760-09-13T00:00:00.000Z'],
    ] as const) {
      const res = await replay({ [field]: value });
      expect(res.status, `${field} ${value}: ${res.text}`).toBe(400);
      expect(res.text).toMatch(new RegExp(`^${field} `));
    }
    // The ends of the range are replays of every analysis.
    const widest = await replay({ from: '0001-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' });
    expect(widest.status, widest.text).toBe(200);
    expect(widest.body.evaluated).toBeGreaterThan(0);

    const current = (await gql(`{ scorecard { scorecard { ${SCORECARD_FIELDS} } } }`, {}, admin.token)).data.scorecard.scorecard;
    const yearZero = await gql(REPLAY, { scorecard: current, from: '0000-06-30T00:00:00.000Z' }, admin.token);
    expect(yearZero.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
  });

  it('is for admins only: analysts get 403 / FORBIDDEN, nobody 401', async () => {
    for (const [method, path] of [
      ['GET', '/admin/scorecard'],
      ['GET', '/admin/scorecard/versions'],
      ['POST', '/admin/scorecard/replay'],
      ['PUT', '/admin/scorecard'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await rest(method, path, { token: analyst.token, body })).status, `${method} ${path}`).toBe(403);
      expect((await rest(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    const res = await gql('{ scorecard { version } }', {}, analyst.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the scorecard under four-eyes (REQUIRE_RULE_APPROVAL)', () => {
  it('refuses a direct save, storing nothing, and still replays', async () => {
    const guarded = await startApiInProcess(api.services.databaseUrl, { REQUIRE_RULE_APPROVAL: 'true' });
    try {
      const client = apiClient(() => guarded.url);
      const token = await client.login(admin.email, admin.password);
      const current = (await client.gql(`{ scorecard { scorecard { ${SCORECARD_FIELDS} } } }`, {}, token)).data.scorecard.scorecard;
      const before = await counts();
      const res = await client.gql(SAVE, { scorecard: current }, token);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', approvalRequired: true });
      // REST PUT submits (a proposal, 202: scorecard-approval.test.ts), validated as a save first.
      expect((await client.rest('PUT', '/admin/scorecard', { token, body: { scorecard: {} } })).status).toBe(400);
      const replay = await client.gql(REPLAY, { scorecard: current }, token);
      expect(replay.errors).toBeUndefined();
      expect(replay.data.replayScorecard.evaluated).toBe(3);
      expect(await counts()).toEqual(before);
    } finally {
      await guarded.stop();
    }
  }, 60_000);
});
