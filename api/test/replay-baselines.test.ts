import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput, SCORECARD_FIELDS, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { apiClient, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';

// Issue 25, item 7: a what-if replay compares the proposal with what the current rules and
// scorecard decide over the same inputs, not with the stored decision, which older rules, an older
// scorecard or a four-eyes reviewer may have made; replaying the unchanged scorecard reported 4
// changed decisions. Its own database and API: the replays count every stored assessment.

let api: InProcessApi;
let drop: () => Promise<void>;
let admin: TestUser;
let analyst: TestUser;
let checker: TestUser;
const { rest, gql, buildUser } = apiClient(() => api.url);
const ids: Record<'asking' | 'thin' | 'young' | 'plain', string> = { asking: '', thin: '', young: '', plain: '' };

const financials = (extra: Record<string, unknown> = {}) => ({
  currency: 'USD',
  statements: [SOUND_PRIOR_YEAR, SOUND_LATEST_YEAR],
  ...extra,
});

const SCORECARD_REPLAY = `query($scorecard: ScorecardInput!) {
  replayScorecard(scorecard: $scorecard, sampleSize: 200) {
    evaluated changed gradesChanged decisionsChanged
    gradeMatrix { from to count } decisionMatrix { from to count }
    limits { currency assessments before after }
    sample { assessmentId fromGrade toGrade fromStatus toStatus fromLimit toLimit }
    overridden overriddenSample { assessmentId companyName decision fromStatus toStatus }
  } }`;
const RULE_REPLAY = `query($change: ProposedRuleChangeInput!) { replayRuleChange(change: $change) {
  evaluated changed matrix { from to count } sample { assessmentId fromStatus toStatus }
  overridden overriddenSample { assessmentId companyName decision fromStatus toStatus } } }`;

type GqlScorecard = { inputs: Record<string, unknown>; grades: { grade: string; minScore: number }[] };
type Cell = { from: string; to: string; count: number };
const moved = (matrix: Cell[]) => matrix.filter((c) => c.from !== c.to && c.count > 0);

const currentScorecard = async (): Promise<GqlScorecard> =>
  (await gql(`{ scorecard { scorecard { ${SCORECARD_FIELDS} } } }`, {}, admin.token)).data.scorecard.scorecard;

/** Grade cut-offs raised by 15 points (A from 95, B from 80): the 91 points of the sound statements are a B. */
const stricter = (scorecard: GqlScorecard): GqlScorecard => ({
  ...scorecard,
  grades: scorecard.grades.map((g) => ({ ...g, minScore: g.grade === 'E' ? 0 : g.minScore + 15 })),
});

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput(body) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body.id;
}

async function ruleId(name: string): Promise<string> {
  const rules = (await gql('{ rules { id name } }', {}, admin.token)).data.rules as { id: string; name: string }[];
  return rules.find((r) => r.name === name)!.id;
}

beforeAll(async () => {
  const fresh = await createTestDatabase('replay_baselines');
  drop = fresh.drop;
  api = await startApiInProcess(fresh.url);
  [admin, analyst, checker] = await Promise.all([
    buildUser({ role: 'admin' }),
    buildUser({ firstName: 'Ana', lastName: 'Lyst' }),
    buildUser({ firstName: 'Chris', lastName: 'Checker' }),
  ]);
  // Decided under scorecard version 1 and the default rules: all four grade A (91 points; 81 for
  // the young one). 800,000 fits under A's suggested 821,917, not under B's 616,438.
  ids.asking = await create({ companyName: 'Ledger Asking Ltd', financials: financials({ requestedLimit: 800_000 }) });
  ids.thin = await create({ companyName: 'Thin Ledger Ltd', hasSufficientLiquidity: false, financials: financials() });
  ids.young = await create({ companyName: 'Young Ledger Ltd', tradingYears: '<2', financials: financials() });
  ids.plain = await create({ companyName: 'Plain Ledger Ltd', financials: financials() });

  // A second person overrides the rules' caution on the young company: approved.
  const young = (await rest('GET', `/assessments/${ids.young}`, { token: checker.token })).body;
  const review = await rest('POST', `/assessments/${ids.young}/review`, {
    token: checker.token,
    body: { decision: 'approved', reason: 'Five years of trading under its former name', revision: young.revision ?? 1 },
  });
  expect(review.status, review.text).toBe(200);
  expect(review.body.finalReview).toMatchObject({ decision: 'approved', ruleStatus: 'caution' });

  // Then the configuration moves on: scorecard version 2, and thin liquidity now rejects.
  const saved = await gql(
    'mutation($scorecard: ScorecardInput!) { saveScorecard(scorecard: $scorecard, note: "Tighter grades") { version } }',
    { scorecard: stricter(await currentScorecard()) },
    admin.token,
  );
  expect(saved.errors).toBeUndefined();
  expect(saved.data.saveScorecard.version).toBe(2);
  const rule = await gql(
    'mutation($input: CreateRuleInput!) { createRule(input: $input) { id } }',
    {
      input: {
        name: 'Thin liquidity rejects',
        ruleType: 'REJECT',
        field: 'hasSufficientLiquidity',
        value: 'false',
        message: 'Liquidity too thin to trade',
      },
    },
    admin.token,
  );
  expect(rule.errors).toBeUndefined();
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await drop?.();
});

describe('scorecard replay: compared with the current scorecard and rules', () => {
  it('reports no change for the unchanged scorecard, whatever scorecard, rules or reviewer decided the stored assessments', async () => {
    const res = await gql(SCORECARD_REPLAY, { scorecard: await currentScorecard() }, admin.token);
    expect(res.errors).toBeUndefined();
    const result = res.data.replayScorecard;
    expect(result).toMatchObject({
      evaluated: 4,
      changed: 0,
      gradesChanged: 0,
      decisionsChanged: 0,
      sample: [],
      overridden: 0,
      overriddenSample: [],
    });
    expect(result.gradeMatrix.filter((c: Cell) => c.count > 0)).toEqual([{ from: 'B', to: 'B', count: 4 }]);
    // What the current configuration decides: the request above B's limit is a caution, thin liquidity
    // a rejection; the young company counts as its rules decide (caution), its reviewer's approval aside.
    expect(result.decisionMatrix).toHaveLength(9);
    expect(result.decisionMatrix.filter((c: Cell) => c.count > 0)).toEqual([
      { from: 'APPROVED', to: 'APPROVED', count: 1 },
      { from: 'CAUTION', to: 'CAUTION', count: 2 },
      { from: 'REJECTED', to: 'REJECTED', count: 1 },
    ]);
    expect(result.limits).toEqual([{ currency: 'USD', assessments: 4, before: expect.any(Number), after: expect.any(Number) }]);
    expect(result.limits[0].after).toBe(result.limits[0].before);

    // The same over REST, with the scorecard in its stored shape.
    const stored = (await rest('GET', '/admin/scorecard', { token: admin.token })).body.scorecard;
    const viaRest = await rest('POST', '/admin/scorecard/replay', { token: admin.token, body: { scorecard: stored } });
    expect(viaRest.status, viaRest.text).toBe(200);
    expect(viaRest.body).toMatchObject({ evaluated: 4, changed: 0, gradesChanged: 0, decisionsChanged: 0, sample: [], overridden: 0 });
    expect(moved(viaRest.body.decisionMatrix)).toEqual([]);
  });

  it('counts what the proposal changes against the current scorecard: going back to version 1', async () => {
    const current = await currentScorecard();
    const version1 = {
      ...current,
      grades: current.grades.map((g) => ({ ...g, minScore: g.grade === 'E' ? 0 : g.minScore - 15 })),
    };
    const res = await gql(SCORECARD_REPLAY, { scorecard: version1 }, admin.token);
    expect(res.errors).toBeUndefined();
    const result = res.data.replayScorecard;
    // Every grade goes from B back to A; only the request then fits its limit again. The young
    // company's rules still say caution, and the thin one stays rejected by the current rules.
    expect(result).toMatchObject({ evaluated: 4, changed: 4, gradesChanged: 4, decisionsChanged: 1, overridden: 0 });
    expect(result.gradeMatrix.filter((c: Cell) => c.count > 0)).toEqual([{ from: 'B', to: 'A', count: 4 }]);
    expect(moved(result.decisionMatrix)).toEqual([{ from: 'CAUTION', to: 'APPROVED', count: 1 }]);
    const asking = result.sample.find((s: { assessmentId: string }) => s.assessmentId === ids.asking);
    expect(asking).toMatchObject({ fromGrade: 'B', toGrade: 'A', fromStatus: 'CAUTION', toStatus: 'APPROVED', fromLimit: 616_438 });
  });
});

describe('rule replay: compared with the current rules', () => {
  it('previews no change for a new rule that matches nothing', async () => {
    const change = {
      action: 'CREATE',
      create: { name: 'Three to five years', ruleType: 'REJECT', field: 'tradingYears', value: '3-5', message: 'Mid-life company' },
    };
    const res = await gql(RULE_REPLAY, { change }, admin.token);
    expect(res.errors).toBeUndefined();
    const result = res.data.replayRuleChange;
    expect(result).toMatchObject({ evaluated: 4, changed: 0, sample: [], overridden: 0, overriddenSample: [] });
    expect(result.matrix).toHaveLength(9);
    expect(moved(result.matrix)).toEqual([]);
    expect(result.matrix.reduce((n: number, c: Cell) => n + c.count, 0)).toBe(4);
  });

  it('keeps an assessment a reviewer overrode apart: its decision stands, the rules would now read otherwise', async () => {
    const change = { action: 'UPDATE', ruleId: await ruleId('Short trading history'), update: { enabled: false } };
    const res = await gql(RULE_REPLAY, { change }, admin.token);
    expect(res.errors).toBeUndefined();
    const result = res.data.replayRuleChange;
    expect(result).toMatchObject({ evaluated: 4, changed: 0, sample: [], overridden: 1 });
    expect(moved(result.matrix)).toEqual([]);
    expect(result.overriddenSample).toEqual([
      { assessmentId: ids.young, companyName: 'Young Ledger Ltd', decision: 'APPROVED', fromStatus: 'CAUTION', toStatus: 'APPROVED' },
    ]);

    // A change that does move a decision still counts it: thin liquidity no longer rejecting.
    const relaxed = await gql(RULE_REPLAY, { change: { action: 'DELETE', ruleId: await ruleId('Thin liquidity rejects') } }, admin.token);
    expect(relaxed.data.replayRuleChange).toMatchObject({ changed: 1, overridden: 0, sample: [{ assessmentId: ids.thin }] });
    expect(moved(relaxed.data.replayRuleChange.matrix)).toEqual([{ from: 'REJECTED', to: 'CAUTION', count: 1 }]);
  });
});

describe('scorecard replay and a reviewer’s override', () => {
  it('keeps the overridden assessment apart when the proposed scorecard would change what the rules decide for it', async () => {
    const rule = await gql(
      'mutation($input: CreateRuleInput!) { createRule(input: $input) { id } }',
      { input: { name: 'Grade E rejects', ruleType: 'REJECT', field: 'creditGrade', condition: 'IN', value: 'E', message: 'Grade E' } },
      admin.token,
    );
    expect(rule.errors).toBeUndefined();
    // Cut-offs that leave 91 points a B and make the young company's 81 an E.
    const current = await currentScorecard();
    const cutOffs: Record<string, number> = { A: 95, B: 90, C: 88, D: 86, E: 0 };
    const harsh = { ...current, grades: current.grades.map((g) => ({ ...g, minScore: cutOffs[g.grade] })) };
    const res = await gql(SCORECARD_REPLAY, { scorecard: harsh }, admin.token);
    expect(res.errors).toBeUndefined();
    const result = res.data.replayScorecard;
    expect(result).toMatchObject({ evaluated: 4, gradesChanged: 1, decisionsChanged: 0, overridden: 1 });
    expect(result.gradeMatrix.filter((c: Cell) => c.from !== c.to && c.count > 0)).toEqual([{ from: 'B', to: 'E', count: 1 }]);
    expect(moved(result.decisionMatrix)).toEqual([]);
    expect(result.overriddenSample).toEqual([
      { assessmentId: ids.young, companyName: 'Young Ledger Ltd', decision: 'APPROVED', fromStatus: 'CAUTION', toStatus: 'REJECTED' },
    ]);
    // Its grade and limit still change: it is in the sample, its decision as the current rules have it.
    expect(result.sample).toEqual([
      expect.objectContaining({ assessmentId: ids.young, toGrade: 'E', fromStatus: 'CAUTION', toStatus: 'CAUTION' }),
    ]);
  });
});
