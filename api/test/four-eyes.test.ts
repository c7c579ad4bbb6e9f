import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { buildUser, errorCode, gql, rest, review, type TestUser } from './support/http.js';

const caution = (company: string) => assessmentInput({ companyName: company, tradingYears: '<2' });

describe('four-eyes review', () => {
  let maker: TestUser;
  let checker: TestUser;

  beforeAll(async () => {
    maker = await buildUser({ firstName: 'Mara', lastName: 'Maker' });
    checker = await buildUser({ firstName: 'Chris', lastName: 'Checker' });
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await rest('POST', '/assessments', { token: maker.token, body });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };

  it('a caution enters the queue; an approval by the rules does not', async () => {
    const pending = await create(caution(`Queue Caution ${Date.now()}`));
    expect(pending).toMatchObject({ status: 'pending_review', ruleStatus: 'caution', reviewStatus: 'pending', finalReview: null });
    const approved = await create(assessmentInput({ companyName: `Queue Approved ${Date.now()}` }));
    expect(approved.reviewStatus).toBe('not_required');

    const queue = (await rest('GET', '/reviews', { token: checker.token })).body as any[];
    const item = queue.find((q) => q.id === pending.id);
    expect(item).toMatchObject({
      companyName: pending.companyName,
      status: 'pending_review',
      ruleStatus: 'caution',
      createdBy: { firstName: 'Mara' },
    });
    expect(item.ageMinutes).toBeGreaterThanOrEqual(0);
    expect(queue.some((q) => q.id === approved.id)).toBe(false);
    const created = queue.map((q) => Date.parse(q.createdAt));
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('the creator may not review; another analyst records the final decision with a reason, audited', async () => {
    const pending = await create(caution(`Override ${Date.now()}`));
    const target = `/assessments/${pending.id}/review`;
    const own = await rest('POST', target, { token: maker.token, body: { decision: 'approved', reason: 'Looks fine to me' } });
    expect(own.status).toBe(403);
    expect((await rest('POST', target, { token: checker.token, body: { decision: 'approved' } })).text).toMatch(/reason/);
    expect((await rest('POST', target, { token: checker.token, body: { decision: 'fine', reason: 'x' } })).text).toMatch(/decision/);

    const res = await review(pending.id, {
      token: checker.token,
      body: { decision: 'approved', reason: 'Five years of trading under its former name' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status: 'approved',
      reviewStatus: 'completed',
      finalReview: {
        decision: 'approved',
        ruleStatus: 'caution',
        reviewerName: 'Chris Checker',
        reason: 'Five years of trading under its former name',
      },
    });
    expect(res.body.rationale).toMatch(
      /^Four-eyes review by Chris Checker: overridden from Trade with Caution to Approved\. Reason: Five years of trading under its former name\. Rules: Caution: /,
    );
    expect((await review(pending.id, { token: checker.token, body: { decision: 'rejected', reason: 'again' } })).status).toBe(409);

    const audit = (await rest('GET', `/assessments/${pending.id}/audit-logs`, { token: checker.token })).body as any[];
    expect(audit.at(-1).changes).toMatchObject({ status: 'approved', reviewStatus: 'completed' });
    expect(audit.at(-1).changes.review).toMatch(/overridden from Trade with Caution to Approved by Chris Checker/);
    expect(audit.at(-1).userId).toBe(checker.id);
    const queue = (await rest('GET', '/reviews', { token: checker.token })).body as any[];
    expect(queue.some((q) => q.id === pending.id)).toBe(false);
  });

  it('confirming keeps the status and says so; GraphQL refuses the creator with FORBIDDEN', async () => {
    const pending = await create(caution(`Confirm ${Date.now()}`));
    const mutation = `mutation ($id: ID!, $d: AssessmentStatus!, $r: String!, $v: Int!) {
      reviewAssessment(id: $id, decision: $d, reason: $r, revision: $v) { status reviewStatus rationale finalReview { decision ruleStatus revision } } }`;
    expect(errorCode(await gql(mutation, { id: pending.id, d: 'APPROVED', r: 'mine', v: pending.revision }, maker.token))).toBe(
      'FORBIDDEN',
    );
    const res = await gql(mutation, { id: pending.id, d: 'CAUTION', r: 'Short history indeed', v: pending.revision }, checker.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.reviewAssessment).toMatchObject({
      status: 'CAUTION',
      reviewStatus: 'COMPLETED',
      finalReview: { decision: 'CAUTION', ruleStatus: 'CAUTION', revision: pending.revision },
    });
    expect(res.data.reviewAssessment.rationale).toMatch(
      /^Four-eyes review by Chris Checker: confirmed Trade with Caution\. Reason: Short history indeed\./,
    );
    const queue = await gql(`{ reviewQueue { id reviewStatus } }`, {}, checker.token);
    expect(queue.data.reviewQueue.some((q: any) => q.id === pending.id)).toBe(false);
  });

  it('an assessment that needs no review cannot be reviewed', async () => {
    const approved = await create(assessmentInput({ companyName: `No Review ${Date.now()}` }));
    const res = await review(approved.id, {
      token: checker.token,
      body: { decision: 'rejected', reason: 'x' },
    });
    expect(res.status).toBe(409);
  });

  it('editing a reviewed assessment re-decides it and puts it back in the queue', async () => {
    const pending = await create(caution(`Edited ${Date.now()}`));
    await review(pending.id, { token: checker.token, body: { decision: 'caution', reason: 'Agreed' } });
    const res = await gql(
      `mutation ($id: ID!) { updateAssessment(id: $id, input: { isProfitable: false }) { status ruleStatus reviewStatus finalReview { decision } } }`,
      { id: pending.id },
      maker.token,
    );
    expect(res.data.updateAssessment).toEqual({
      status: 'PENDING_REVIEW',
      ruleStatus: 'CAUTION',
      reviewStatus: 'PENDING',
      finalReview: null,
    });
  });

  it('analytics count pending reviews, the median time to review and overrides by direction', async () => {
    const res = await gql(`{ analytics { pendingReviews medianTimeToReview overrides { from to count } } }`, {}, checker.token);
    expect(res.errors).toBeUndefined();
    const { pendingReviews, medianTimeToReview, overrides } = res.data.analytics;
    expect(pendingReviews).toBeGreaterThanOrEqual(2);
    expect(medianTimeToReview).toBeGreaterThanOrEqual(0);
    expect(overrides).toContainEqual({ from: 'CAUTION', to: 'APPROVED', count: expect.any(Number) });
    expect(overrides.some((o: any) => o.from === o.to)).toBe(false);
    const restAnalytics = (await rest('GET', '/analytics', { token: checker.token })).body;
    // Other files write to the same database meanwhile: the same figure, not necessarily the same count.
    expect(restAnalytics.pendingReviews).toBeGreaterThanOrEqual(2);
  });
});
