import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { asAdmin, buildUser, errorCode, gql, rest, type TestUser } from './support/http.js';

/**
 * Four-eyes controls that bind (issue 25, items 1, 2 and 4): a review decides the revision its
 * reviewer saw and nothing else; whoever changed the answers is no second pair of eyes; and while
 * a second person has yet to decide, the status says so.
 */

const financials = (requestedLimit: number) => ({
  currency: 'USD',
  requestedLimit,
  statements: [SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR],
});

/** A suffix that keeps this file's companies apart from every other file's. */
const unique = () => randomBytes(4).toString('hex');

let maker: TestUser;
let checker: TestUser;
let third: TestUser;
let admin: string;

beforeAll(async () => {
  [maker, checker, third] = await Promise.all([
    buildUser({ firstName: 'Mona', lastName: 'Maker' }),
    buildUser({ firstName: 'Cleo', lastName: 'Checker' }),
    buildUser({ firstName: 'Theo', lastName: 'Third' }),
  ]);
  admin = await asAdmin();
});

/** A young company asking for `limit`: a caution (trading under 2 years) that waits for a review. */
async function pendingAsking(company: string, limit: number) {
  const res = await rest('POST', '/assessments', {
    token: maker.token,
    body: assessmentInput({ companyName: `${company} ${unique()}`, tradingYears: '<2', financials: financials(limit) }),
  });
  expect(res.status, res.text).toBe(201);
  expect(res.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution', reviewStatus: 'pending', revision: 1 });
  return res.body as { id: string; revision: number };
}

const get = (id: string, token = checker.token) => rest('GET', `/assessments/${id}`, { token });
const auditOf = async (id: string) => (await rest('GET', `/assessments/${id}/audit-logs`, { token: checker.token })).body as any[];

describe('a review is bound to the revision its reviewer saw', () => {
  it('REST: the request raised while the review was open makes the review a 409; the one for the new revision records it', async () => {
    const created = await pendingAsking('Bound Review Freight', 1_000_000);
    const opened = await get(created.id);
    expect(opened.headers.get('etag')).toBe('"1"');
    expect(opened.body.creditAnalysis.requestedLimit).toBe(1_000_000);

    // The creator raises the request from 1M to 500M while the reviewer reads.
    const raised = await rest('PATCH', `/assessments/${created.id}`, {
      token: maker.token,
      body: { financials: financials(500_000_000) },
    });
    expect(raised.status, raised.text).toBe(200);
    expect(raised.body.revision).toBeGreaterThan(1);
    expect(raised.headers.get('etag')).toBe(`"${raised.body.revision}"`);

    // "1M is acceptable" cannot approve 500M: by the body's revision, or by If-Match.
    const stale = await rest('POST', `/assessments/${created.id}/review`, {
      token: checker.token,
      body: { decision: 'approved', reason: '1M is acceptable', revision: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toMatch(/changed after you opened it \(you reviewed revision 1; it is now at revision \d+\)/);
    const staleTag = await rest('POST', `/assessments/${created.id}/review`, {
      token: checker.token,
      headers: { 'if-match': opened.headers.get('etag')! },
      body: { decision: 'approved', reason: '1M is acceptable' },
    });
    expect(staleTag.status).toBe(409);
    const now = await get(created.id);
    expect(now.body).toMatchObject({ status: 'pending_review', reviewStatus: 'pending', finalReview: null });
    expect((await auditOf(created.id)).some((entry) => entry.changes?.review)).toBe(false);

    // Without a revision at all, the request names the field.
    const none = await rest('POST', `/assessments/${created.id}/review`, {
      token: checker.token,
      body: { decision: 'approved', reason: 'No revision named' },
    });
    expect(none.status).toBe(400);
    expect(none.text).toMatch(/revision/);
    const badTag = await rest('POST', `/assessments/${created.id}/review`, {
      token: checker.token,
      headers: { 'if-match': 'W/"x"' },
      body: { decision: 'approved', reason: 'A tag that is no revision' },
    });
    expect(badTag.status).toBe(400);

    // Reviewing what is there now works, and the review records the revision it decided.
    const fresh = await rest('POST', `/assessments/${created.id}/review`, {
      token: checker.token,
      headers: { 'if-match': now.headers.get('etag')! },
      body: { decision: 'rejected', reason: '500M is far above the suggested limit' },
    });
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body).toMatchObject({ status: 'rejected', reviewStatus: 'completed', finalReview: { revision: now.body.revision } });
  });

  it('GraphQL: CONFLICT on the revision field with the current revision; the assessment serves its revision', async () => {
    const created = await pendingAsking('Bound Review Graph', 1_000_000);
    const seen = await gql(`query ($id: ID!) { assessment(id: $id) { revision } }`, { id: created.id }, checker.token);
    expect(seen.data.assessment.revision).toBe(1);
    const edit = await gql(
      `mutation ($id: ID!, $input: UpdateAssessmentInput!) { updateAssessment(id: $id, input: $input) { revision creditAnalysis { requestedLimit } } }`,
      { id: created.id, input: { financials: financials(500_000_000) } },
      maker.token,
    );
    expect(edit.errors).toBeUndefined();
    expect(edit.data.updateAssessment.creditAnalysis.requestedLimit).toBe(500_000_000);
    const mutation = `mutation ($id: ID!, $v: Int!) {
      reviewAssessment(id: $id, decision: APPROVED, reason: "1M is acceptable", revision: $v) { status finalReview { revision } } }`;
    const stale = await gql(mutation, { id: created.id, v: 1 }, checker.token);
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0].extensions).toMatchObject({ field: 'revision', currentRevision: edit.data.updateAssessment.revision });
    const fresh = await gql(mutation, { id: created.id, v: edit.data.updateAssessment.revision }, checker.token);
    expect(fresh.errors).toBeUndefined();
    expect(fresh.data.reviewAssessment).toEqual({ status: 'APPROVED', finalReview: { revision: edit.data.updateAssessment.revision } });
  });

  it("an update that changes nothing keeps the revision (the reviewer's view holds); the review itself moves it", async () => {
    const created = await pendingAsking('Bound Review Quiet', 1_000_000);
    // An update that changes nothing is no change: the revision stays, so the reviewer's view holds.
    const same = await rest('PATCH', `/assessments/${created.id}`, { token: maker.token, body: { tradingYears: '<2' } });
    expect(same.status, same.text).toBe(200);
    expect(same.body.revision).toBe(1);
    const review = await rest('POST', `/assessments/${created.id}/review`, {
      token: checker.token,
      body: { decision: 'caution', reason: 'Young, but the books are sound', revision: 1 },
    });
    expect(review.status, review.text).toBe(200);
    expect(review.body.revision).toBe(2);
  });
});

describe('whoever changed the answers is no second pair of eyes', () => {
  it('an admin who raised the limit cannot complete its review, on REST or GraphQL; a third person can', async () => {
    const created = await rest('POST', '/assessments', {
      token: maker.token,
      body: assessmentInput({ companyName: `Editor Excluded ${unique()}`, financials: financials(500_000) }),
    });
    expect(created.body).toMatchObject({ status: 'approved', reviewStatus: 'not_required' });
    // 90M is far above the suggested limit: a caution, waiting for a review.
    const raised = await rest('PATCH', `/assessments/${created.body.id}`, { token: admin, body: { financials: financials(90_000_000) } });
    expect(raised.status, raised.text).toBe(200);
    expect(raised.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution', reviewStatus: 'pending' });

    const byEditor = await rest('POST', `/assessments/${created.body.id}/review`, {
      token: admin,
      body: { decision: 'approved', reason: 'I know this client', revision: raised.body.revision },
    });
    expect(byEditor.status).toBe(403);
    expect(byEditor.text).toMatch(/You changed this assessment since its last review/);
    const viewer = `query ($id: ID!) { assessment(id: $id) { viewerCan { review reviewRefused reviewHits resolveAlerts } } }`;
    const asEditor = await gql(viewer, { id: created.body.id }, admin);
    expect(asEditor.data.assessment.viewerCan).toEqual({
      review: false,
      reviewRefused: expect.stringMatching(/You changed this assessment since its last review/),
      reviewHits: false,
      resolveAlerts: false,
    });
    const graphTry = await gql(
      `mutation ($id: ID!, $v: Int!) { reviewAssessment(id: $id, decision: APPROVED, reason: "Mine to approve", revision: $v) { status } }`,
      { id: created.body.id, v: raised.body.revision },
      admin,
    );
    expect(errorCode(graphTry)).toBe('FORBIDDEN');

    // The creator is refused as before, and says why; a third analyst reviews it.
    const asCreator = await gql(viewer, { id: created.body.id }, maker.token);
    expect(asCreator.data.assessment.viewerCan.reviewRefused).toMatch(/created an assessment cannot review it/);
    const asThird = await gql(viewer, { id: created.body.id }, third.token);
    expect(asThird.data.assessment.viewerCan).toMatchObject({ review: true, reviewRefused: null });
    const final = await rest('POST', `/assessments/${created.body.id}/review`, {
      token: third.token,
      body: { decision: 'rejected', reason: '90M is beyond our appetite', revision: raised.body.revision },
    });
    expect(final.status, final.text).toBe(200);
    expect(final.body.status).toBe('rejected');
  });

  it('an edit reviewed by a second person no longer bars its editor from the next review', async () => {
    const created = await pendingAsking('Editor Cleared', 1_000_000);
    // An admin corrects the address (an edit), so a third person completes the review.
    const fixed = await rest('PATCH', `/assessments/${created.id}`, { token: admin, body: { address: '2 Market Street, London' } });
    expect(fixed.status, fixed.text).toBe(200);
    const adminTry = await rest('POST', `/assessments/${created.id}/review`, {
      token: admin,
      body: { decision: 'caution', reason: 'Fine', revision: fixed.body.revision },
    });
    expect(adminTry.status).toBe(403);
    const done = await rest('POST', `/assessments/${created.id}/review`, {
      token: third.token,
      body: { decision: 'caution', reason: 'Young but sound', revision: fixed.body.revision },
    });
    expect(done.status, done.text).toBe(200);
    // The creator loosens it later (looser than the review: back to the queue); the admin's earlier
    // edit was reviewed, so the admin may review this one.
    const loosened = await rest('PATCH', `/assessments/${created.id}`, {
      token: maker.token,
      body: { tradingYears: '>5', financials: null },
    });
    expect(loosened.body).toMatchObject({ status: 'pending_review', ruleStatus: 'approved', reviewStatus: 'pending' });
    const byAdmin = await rest('POST', `/assessments/${created.id}/review`, {
      token: admin,
      body: { decision: 'approved', reason: 'Five years of trading confirmed', revision: loosened.body.revision },
    });
    expect(byAdmin.status, byAdmin.text).toBe(200);
  });
});

describe('a status that claims no more than is true', () => {
  it('after a rejection, a loosening edit reads pending review (REST list, REST item, GraphQL) until a second person decides', async () => {
    const company = `Loosened After Rejection ${unique()}`;
    const created = await rest('POST', '/assessments', {
      token: maker.token,
      body: assessmentInput({ companyName: company, tradingYears: '<2' }),
    });
    const rejected = await rest('POST', `/assessments/${created.body.id}/review`, {
      token: checker.token,
      body: { decision: 'rejected', reason: 'Too young for this volume', revision: created.body.revision },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', ruleStatus: 'caution' });

    const edited = await rest('PATCH', `/assessments/${created.body.id}`, { token: maker.token, body: { tradingYears: '>5' } });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ status: 'pending_review', ruleStatus: 'approved', reviewStatus: 'pending' });

    const list = await rest('GET', `/assessments?search=${encodeURIComponent(company)}`, { token: checker.token });
    expect(list.body).toEqual([expect.objectContaining({ id: created.body.id, status: 'pending_review', ruleStatus: 'approved' })]);
    const pendingOnly = await rest('GET', `/assessments?search=${encodeURIComponent(company)}&status=pending_review`, {
      token: checker.token,
    });
    expect(pendingOnly.body.map((a: any) => a.id)).toEqual([created.body.id]);
    const graph = await gql(
      `query ($id: ID!) { assessment(id: $id) { status ruleStatus reviewStatus } }`,
      { id: created.body.id },
      checker.token,
    );
    expect(graph.data.assessment).toEqual({ status: 'PENDING_REVIEW', ruleStatus: 'APPROVED', reviewStatus: 'PENDING' });
    const queue = (await rest('GET', '/reviews', { token: checker.token })).body as any[];
    expect(queue.find((q) => q.id === created.body.id)).toMatchObject({ status: 'pending_review', ruleStatus: 'approved' });

    // A decision the reviewer gives is the status; PENDING_REVIEW is never one.
    const bogus = await rest('POST', `/assessments/${created.body.id}/review`, {
      token: checker.token,
      body: { decision: 'pending_review', reason: 'Not a decision', revision: edited.body.revision },
    });
    expect(bogus.status).toBe(400);
    expect(bogus.text).toMatch(/decision must be approved, caution or rejected/);
    const decided = await rest('POST', `/assessments/${created.body.id}/review`, {
      token: third.token,
      body: { decision: 'approved', reason: 'Trading history confirmed', revision: edited.body.revision },
    });
    expect(decided.status, decided.text).toBe(200);
    expect(decided.body).toMatchObject({ status: 'approved', ruleStatus: 'approved', reviewStatus: 'completed' });
  });
});
