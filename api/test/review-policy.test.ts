import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './support/databases.js';
import { assessmentInput, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { apiClient, errorCode, type TestUser } from './support/http.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { csvOf, CSV_COLUMNS } from './support/csv.js';
import { waitFor } from './support/processes.js';

// Issue 27: the review policy (months by decision, the grade cooldown) is part of the versioned
// scorecard, and a downgrade holds the grade until the cooldown ends or an admin overrides it.
// Its own database and API: saving a scorecard changes how every other file's assessments are dated.

const tag = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;

/** 91 points on the default scorecard: grade A (see factories.ts). */
const sound = { currency: 'USD', statements: [SOUND_PRIOR_YEAR, SOUND_LATEST_YEAR] };
/** Losses, thin equity and a current ratio under 1: Z″ in distress, grade E. */
const losing = {
  currency: 'USD',
  statements: [
    {
      ...SOUND_LATEST_YEAR,
      ebit: -900_000,
      ebitda: -600_000,
      netProfit: -1_200_000,
      retainedEarnings: -2_000_000,
      currentAssets: 2_000_000,
      currentLiabilities: 3_500_000,
      totalLiabilities: 9_000_000,
      equity: 1_000_000,
    },
  ],
};

let api: InProcessApi;
let worker: InProcessWorker;
let drop: () => Promise<void>;
let admin: TestUser;
let analyst: TestUser;
const { rest, gql, buildUser } = apiClient(() => api.url);

async function create(body: Record<string, unknown>): Promise<any> {
  const res = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput(body) });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const counterparty = async (id: string) => {
  const res = await rest('GET', `/counterparties/${id}`, { token: analyst.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

const OVERRIDE = `mutation($id: ID!, $reason: String!, $until: DateTimeISO!) {
  overrideGradeHold(id: $id, reason: $reason, until: $until) { id gradeHold { grade since until override { reason until byName at } } } }`;

beforeAll(async () => {
  const fresh = await createTestDatabase('review-policy');
  drop = fresh.drop;
  api = await startApiInProcess(fresh.url);
  worker = await startWorkerInProcess(fresh.url);
  [admin, analyst] = await Promise.all([
    buildUser({ role: 'admin', firstName: 'Hana', lastName: 'Holt' }),
    buildUser({ firstName: 'Ana', lastName: 'Lyst' }),
  ]);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await drop?.();
});

describe('the grade cooldown', () => {
  it('holds a lowered grade: a better score is graded no better until an admin overrides the hold', async () => {
    const companyName = `Harbour Casting ${tag()} Ltd`;
    const first = await create({ companyName, financials: sound });
    expect(first.creditAnalysis).toMatchObject({ grade: 'A', gradeHold: null });

    const lowered = await create({ companyName, financials: losing });
    expect(lowered.counterpartyId).toBe(first.counterpartyId);
    expect(lowered.creditAnalysis.grade).toBe('E');
    const held = await counterparty(first.counterpartyId);
    expect(held.gradeHold).toMatchObject({ grade: 'E', override: null });
    // The default cooldown: 90 days from the downgrade.
    expect((new Date(held.gradeHold.until).getTime() - new Date(held.gradeHold.since).getTime()) / DAY).toBe(90);

    // Sound figures again, within the cooldown: the score says A, the grade stays E with E's terms.
    const recovered = await create({ companyName, financials: sound });
    expect(recovered.creditAnalysis).toMatchObject({
      score: 91,
      grade: 'E',
      pd: 0.25,
      reviewMonths: 3,
      gradeHold: { grade: 'E', scoredGrade: 'A' },
    });
    expect(recovered.creditAnalysis.suggestedLimit.amount).toBe(0);

    // Overriding is for admins, with a reason and an end within the hold.
    const refused = await rest('POST', `/counterparties/${first.counterpartyId}/grade-hold/override`, {
      token: analyst.token,
      body: { reason: 'Audited accounts show a recovery', until: new Date(Date.now() + 10 * DAY).toISOString() },
    });
    expect(refused.status).toBe(403);
    for (const [body, field] of [
      [{ reason: '  ', until: new Date(Date.now() + 10 * DAY).toISOString() }, 'reason'],
      [{ reason: 'Recovered', until: 'next week' }, 'until'],
      [{ reason: 'Recovered', until: new Date(Date.now() - DAY).toISOString() }, 'until'],
      [{ reason: 'Recovered', until: new Date(Date.now() + 200 * DAY).toISOString() }, 'until'],
    ] as const) {
      const bad = await rest('POST', `/counterparties/${first.counterpartyId}/grade-hold/override`, { token: admin.token, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.headers.get('x-error-field')).toBe(field);
    }
    expect((await counterparty(first.counterpartyId)).gradeHold.override).toBeNull();

    const until = new Date(Date.now() + 30 * DAY).toISOString();
    const overridden = await gql(OVERRIDE, { id: first.counterpartyId, reason: 'Audited accounts show a recovery', until }, admin.token);
    expect(overridden.errors).toBeUndefined();
    expect(overridden.data.overrideGradeHold.gradeHold).toMatchObject({
      grade: 'E',
      override: { reason: 'Audited accounts show a recovery', until, byName: 'Hana Holt' },
    });
    const timeline = (await counterparty(first.counterpartyId)).timeline;
    expect(timeline.find((e: any) => e.type === 'grade_hold_override')).toMatchObject({
      title: 'Grade hold overridden',
      detail: { reason: 'Audited accounts show a recovery', actor: 'Hana Holt' },
    });

    // While the override runs, the score alone grades.
    const free = await create({ companyName, financials: sound });
    expect(free.creditAnalysis).toMatchObject({ grade: 'A', gradeHold: null });

    // A new downgrade starts a new hold that the earlier override does not cover.
    await create({ companyName, financials: losing });
    expect((await create({ companyName, financials: sound })).creditAnalysis).toMatchObject({
      grade: 'E',
      gradeHold: { scoredGrade: 'A' },
    });
    expect((await counterparty(first.counterpartyId)).gradeHold.override).toBeNull();
  });

  it('a CSV row that lowers the grade opens a review and holds the grade; a later row is graded no better', async () => {
    const companyName = `Dockside Pumps ${tag()} Ltd`;
    const first = await create({ companyName, financials: sound });
    expect(first.creditAnalysis.grade).toBe('A');
    // One statement per row: the latest year, in the columns named as the API's fields.
    const upload = async (statement: Record<string, unknown>) => {
      const columns = [...CSV_COLUMNS, 'currency', ...Object.keys(statement)];
      const csvContent = csvOf([{ companyName, currency: 'USD', ...statement }], columns);
      const res = await rest('POST', '/batch/upload', { token: analyst.token, body: { csvContent, fileName: 'rows.csv' } });
      expect(res.status, res.text).toBe(202);
      let batch: any;
      await waitFor(
        async () => {
          batch = (await rest('GET', `/batch/${res.body.batchId}`, { token: analyst.token })).body;
          return batch.status === 'completed' || batch.status === 'failed';
        },
        60_000,
        () => `batch did not finish: ${JSON.stringify(batch)}`,
      );
      expect(batch, JSON.stringify(batch.errors)).toMatchObject({ status: 'completed', successfulRows: 1 });
      const standing = await counterparty(first.counterpartyId);
      return { standing, latest: (await rest('GET', `/assessments/${standing.latestAssessmentId}`, { token: analyst.token })).body };
    };

    const lowered = await upload(losing.statements[0]);
    expect(lowered.latest.creditAnalysis.grade).toBe('E');
    expect(lowered.standing.gradeHold).toMatchObject({ grade: 'E' });
    const cases = await rest('GET', `/cases?counterpartyId=${first.counterpartyId}&kind=periodic_review`, { token: analyst.token });
    expect(cases.body.items.map((c: any) => c.title)).toEqual([`Review triggered: grade fell from A to E (${companyName})`]);

    const recovered = await upload(SOUND_LATEST_YEAR);
    expect(recovered.latest.creditAnalysis).toMatchObject({ grade: 'E', gradeHold: { grade: 'E', scoredGrade: 'A' } });
  });

  it('refuses an override where no hold is in force, and of a counterparty that does not exist', async () => {
    const steady = await create({ companyName: `Steady Mills ${tag()}`, financials: sound });
    const body = { reason: 'Nothing to lift', until: new Date(Date.now() + DAY).toISOString() };
    const none = await rest('POST', `/counterparties/${steady.counterpartyId}/grade-hold/override`, { token: admin.token, body });
    expect(none.status).toBe(409);
    expect((await counterparty(steady.counterpartyId)).gradeHold).toBeNull();
    const missing = await gql(OVERRIDE, { id: '00000000-0000-4000-8000-000000000000', ...body }, admin.token);
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });
});

describe('the review policy in the scorecard', () => {
  it('dates ungraded decisions by its months and holds nothing with a cooldown of 0; invalid entries are refused by name', async () => {
    const current = await rest('GET', '/admin/scorecard', { token: admin.token });
    expect(current.status).toBe(200);
    const scorecard = current.body.scorecard;
    expect(scorecard.review).toEqual({ approvedMonths: 24, cautionMonths: 12, rejectedMonths: 12, gradeCooldownDays: 90 });

    const bad = await rest('PUT', '/admin/scorecard', {
      token: admin.token,
      body: { scorecard: { ...scorecard, review: { ...scorecard.review, cautionMonths: 0 } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-error-field')).toBe('scorecard.review.cautionMonths');

    const review = { approvedMonths: 6, cautionMonths: 3, rejectedMonths: 2, gradeCooldownDays: 0 };
    const saved = await rest('PUT', '/admin/scorecard', {
      token: admin.token,
      body: { scorecard: { ...scorecard, review }, note: 'Shorter reviews while the book is small' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.scorecard.review).toEqual(review);

    const approved = await create({ companyName: `Quay Ropes ${tag()}` });
    expect(approved.status).toBe('approved');
    const due = new Date(approved.createdAt);
    due.setUTCMonth(due.getUTCMonth() + 6);
    expect(approved.nextReviewAt.slice(0, 10)).toBe(due.toISOString().slice(0, 10));

    const companyName = `Pier Forge ${tag()}`;
    await create({ companyName, financials: sound });
    const lowered = await create({ companyName, financials: losing });
    expect((await counterparty(lowered.counterpartyId)).gradeHold).toBeNull();
    expect((await create({ companyName, financials: sound })).creditAnalysis).toMatchObject({ grade: 'A', gradeHold: null });
  });
});
