import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput, SCORECARD_FIELDS, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { apiClient, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, type InProcessApi } from './support/in-process.js';

// Issue 26: a scorecard change under REQUIRE_RULE_APPROVAL is a proposal with its what-if replay,
// decided by a second admin, like a rule change. Its own database and API: approving writes a
// scorecard version that would grade every other file's new assessments.

type GqlScorecard = { inputs: Record<string, unknown>; grades: { grade: string; minScore: number }[] };

/** Grade cut-offs raised by `by` points (E stays 0): by 15, the sound distributor's 91 points is a B. */
const raised = <T extends { grades: { grade: string; minScore: number }[] }>(scorecard: T, by: number): T => ({
  ...scorecard,
  grades: scorecard.grades.map((g) => ({ ...g, minScore: g.grade === 'E' ? 0 : g.minScore + by })),
});

const PROPOSAL_FIELDS = `id status changeNote baseVersion appliedVersion note proposedBy { email } decidedBy { email }
  scorecard { grades { grade minScore } } previous { grades { grade minScore } } viewerCan { approve reject }
  impact { evaluated changed gradesChanged gradeMatrix { from to count } sample { companyName fromGrade toGrade } }`;
const SUBMIT = `mutation($scorecard: ScorecardInput!, $note: String) {
  submitScorecardChange(scorecard: $scorecard, note: $note) { applied scorecard { version } proposal { ${PROPOSAL_FIELDS} } } }`;
const APPROVE = `mutation($id: ID!) { approveScorecardChange(id: $id) { ${PROPOSAL_FIELDS} } }`;
const REJECT = `mutation($id: ID!, $note: String!) { rejectScorecardChange(id: $id, note: $note) { ${PROPOSAL_FIELDS} } }`;
const PENDING = `{ scorecardChangeProposals(status: PENDING, limit: 10) { ${PROPOSAL_FIELDS} } }`;

let api: InProcessApi;
let drop: () => Promise<void>;
let db: pg.Client;
let proposer: TestUser;
let approver: TestUser;
let analyst: TestUser;
let current: GqlScorecard;
const { rest, gql, buildUser } = apiClient(() => api.url);

const versions = async () => (await db.query(`select count(*)::int n from scorecard_versions`)).rows[0].n as number;
const proposals = async () => (await db.query(`select count(*)::int n from change_proposals where kind = 'scorecard'`)).rows[0].n as number;
async function soundAssessment(companyName: string): Promise<{ grade: string; scorecardVersion: number }> {
  const res = await rest('POST', '/assessments', {
    token: analyst.token,
    body: assessmentInput({ companyName, financials: { currency: 'USD', statements: [SOUND_PRIOR_YEAR, SOUND_LATEST_YEAR] } }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.creditAnalysis;
}

beforeAll(async () => {
  const fresh = await createTestDatabase('scorecard_approval');
  drop = fresh.drop;
  api = await startApiInProcess(fresh.url, { REQUIRE_RULE_APPROVAL: 'true' });
  db = new pg.Client({ connectionString: fresh.url });
  await db.connect();
  [proposer, approver, analyst] = await Promise.all([
    buildUser({ role: 'admin', firstName: 'Pat', lastName: 'Proposer' }),
    buildUser({ role: 'admin', firstName: 'Abe', lastName: 'Approver' }),
    buildUser({ firstName: 'Ana', lastName: 'Lyst' }),
  ]);
  expect(await soundAssessment('Sound Before Ltd')).toMatchObject({ grade: 'A', scorecardVersion: 1 });
  current = (await gql(`{ scorecard { scorecard { ${SCORECARD_FIELDS} } } }`, {}, proposer.token)).data.scorecard.scorecard;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await api?.stop();
  await drop?.();
});

describe('scorecard changes with REQUIRE_RULE_APPROVAL', () => {
  it('refuses an analyst before any work, over GraphQL and REST', async () => {
    const before = await proposals();
    const res = await gql(SUBMIT, { scorecard: current }, analyst.token);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await rest('PUT', '/admin/scorecard', { token: analyst.token, body: { scorecard: {} } })).status).toBe(403);
    expect((await rest('GET', '/admin/scorecard-proposals', { token: analyst.token })).status).toBe(403);
    expect(await proposals()).toBe(before);
  });

  it('proposes over GraphQL with its replay; the proposer may not approve; a second admin approves and it decides the next assessment', async () => {
    const before = await versions();
    const res = await gql(SUBMIT, { scorecard: raised(current, 15), note: ' Tighter after Q3 ' }, proposer.token);
    expect(res.errors).toBeUndefined();
    const { applied, scorecard, proposal } = res.data.submitScorecardChange;
    expect({ applied, scorecard }).toEqual({ applied: false, scorecard: null });
    expect(proposal).toMatchObject({
      status: 'PENDING',
      changeNote: 'Tighter after Q3',
      baseVersion: 1,
      appliedVersion: null,
      proposedBy: { email: proposer.email },
      viewerCan: { approve: false, reject: true },
    });
    expect(proposal.scorecard.grades[0].minScore).toBe(95);
    expect(proposal.previous.grades[0].minScore).toBe(80);
    expect(proposal.impact).toMatchObject({ evaluated: 1, changed: 1, gradesChanged: 1 });
    expect(proposal.impact.gradeMatrix.filter((c: { count: number }) => c.count > 0)).toEqual([{ from: 'A', to: 'B', count: 1 }]);
    expect(proposal.impact.sample).toEqual([{ companyName: 'Sound Before Ltd', fromGrade: 'A', toGrade: 'B' }]);
    expect(await versions()).toBe(before);
    // Nothing changed yet: the next assessment is still graded on version 1.
    expect(await soundAssessment('Sound Pending Ltd')).toMatchObject({ grade: 'A', scorecardVersion: 1 });

    const own = await gql(APPROVE, { id: proposal.id }, proposer.token);
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(own.errors?.[0]?.message).toMatch(/second admin/);
    expect(await versions()).toBe(before);

    const listed = await gql(PENDING, {}, approver.token);
    expect(listed.errors).toBeUndefined();
    const seen = listed.data.scorecardChangeProposals;
    expect(seen.find((p: { id: string }) => p.id === proposal.id)?.viewerCan).toEqual({ approve: true, reject: true });
    const approved = await gql(APPROVE, { id: proposal.id }, approver.token);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveScorecardChange).toMatchObject({
      status: 'APPROVED',
      appliedVersion: 2,
      decidedBy: { email: approver.email },
    });
    expect(await versions()).toBe(before + 1);
    const latest = (await gql(`{ scorecard { version note } }`, {}, approver.token)).data.scorecard;
    expect(latest).toEqual({ version: 2, note: 'Tighter after Q3' });
    expect(await soundAssessment('Sound After Ltd')).toMatchObject({ grade: 'B', scorecardVersion: 2 });

    const again = await gql(APPROVE, { id: proposal.id }, approver.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const rejectDecided = await gql(REJECT, { id: proposal.id, note: 'Too late' }, approver.token);
    expect(rejectDecided.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  }, 60_000);

  it('proposes over REST (202), lists it, and a rejection changes nothing; deciding it again is 409', async () => {
    const stored = (await rest('GET', '/admin/scorecard', { token: proposer.token })).body;
    const before = await versions();
    const res = await rest('PUT', '/admin/scorecard', {
      token: proposer.token,
      body: { scorecard: raised(stored.scorecard, 2), note: 'Nudge' },
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', changeNote: 'Nudge', baseVersion: 2, appliedVersion: null });
    // REST speaks the stored shape, as GET /admin/scorecard does.
    expect(res.body.scorecard.inputs.tradingYears.points).toHaveProperty('>5');
    expect(res.body.impact).toMatchObject({ evaluated: 3 });

    const listed = await rest('GET', '/admin/scorecard-proposals?status=pending', { token: approver.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((p: { id: string }) => p.id)).toContain(res.body.id);
    // Each kind's list and decisions are its own: a rule endpoint does not see a scorecard proposal.
    expect((await rest('GET', '/admin/rule-proposals', { token: approver.token })).body).toEqual([]);
    expect((await rest('POST', `/admin/rule-proposals/${res.body.id}/approve`, { token: approver.token })).status).toBe(404);

    const own = await rest('POST', `/admin/scorecard-proposals/${res.body.id}/approve`, { token: proposer.token });
    expect(own.status).toBe(403);
    const blank = await rest('POST', `/admin/scorecard-proposals/${res.body.id}/reject`, { token: approver.token, body: { note: ' ' } });
    expect(blank.status).toBe(400);
    const rejected = await rest('POST', `/admin/scorecard-proposals/${res.body.id}/reject`, {
      token: approver.token,
      body: { note: 'Not this quarter' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', note: 'Not this quarter', appliedVersion: null });
    expect(await versions()).toBe(before);
    expect((await rest('POST', `/admin/scorecard-proposals/${res.body.id}/approve`, { token: approver.token })).status).toBe(409);
    expect(
      (await rest('POST', `/admin/scorecard-proposals/${res.body.id}/reject`, { token: approver.token, body: { note: 'x' } })).status,
    ).toBe(409);
  }, 60_000);

  it('validates a proposal as a save, and saveScorecard still refuses under approval', async () => {
    const before = await proposals();
    const grades = current.grades.map((g) => (g.grade === 'B' ? { ...g, minScore: 100 } : g));
    const bad = await gql(SUBMIT, { scorecard: { ...current, grades } }, proposer.token);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scorecard.grades[1].minScore' });
    const direct = await gql(
      `mutation($scorecard: ScorecardInput!) { saveScorecard(scorecard: $scorecard) { version } }`,
      { scorecard: current },
      proposer.token,
    );
    expect(direct.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', approvalRequired: true });
    expect(await proposals()).toBe(before);
  });
});
