import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient, errorCode, uniqueEmail, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { waitFor } from './support/processes.js';

// The controls a bank relies on, tried the way a hostile analyst or a lone admin would: four-eyes
// review of decisions and screening hits, account changes, list imports and the audit trails. On a
// database of its own (screening changes every decision in it) with REQUIRE_ADMIN_APPROVAL and
// REQUIRE_RULE_APPROVAL on; a second API without them plays the operator who bootstraps the other
// admins.

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let operatorApi: InProcessApi;
let worker: InProcessWorker;

const client = apiClient(() => api.url);
const { rest, gql, review } = client;
const operator = apiClient(() => operatorApi.url);

let admin: string;
let secondAdmin: TestUser;
let maker: TestUser;
let checker: TestUser;
let thirdAnalyst: TestUser;
let goneAdmin: TestUser;

const entity = (id: string, name: string) => JSON.stringify({ id, schema: 'Company', properties: { name: [name], topics: ['sanction'] } });

const importList = (name: string, content: string, extra: Record<string, unknown> = {}) =>
  client.importList(admin, name, content, { extra, log: () => worker.output() });

const create = async (body: Record<string, unknown>, token = maker.token) => {
  const res = await rest('POST', '/assessments', { token, body });
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const get = async (id: string) => (await rest('GET', `/assessments/${id}`, { token: checker.token })).body;

/** The assessment once re-screening has read version `version` of list `list`. */
async function rescreened(id: string, list: string, version: number): Promise<any> {
  let after: any;
  await waitFor(
    async () => {
      after = await get(id);
      return after.screening.lists.some((l: any) => l.name === list && l.version === version);
    },
    60_000,
    () => `not re-screened: ${JSON.stringify(after?.screening)}\n${worker.output()}`,
  );
  return after;
}
const auditOf = async (id: string) => (await rest('GET', `/assessments/${id}/audit-logs`, { token: checker.token })).body as any[];
const reviewHit = (id: string, hitId: string, token: string, decision: string, reason = 'Checked the registry') =>
  rest('POST', `/assessments/${id}/screening/hits/${hitId}/review`, { token, body: { decision, reason } });

// Each new version of this list adds one entity: a counterparty assessed before it matches it.
const findingList = [entity('FIN-0', 'Placeholder Orchid Foods')];
/** A clean assessment of `company` by the maker, then the open alert a new list version raises on it. */
async function alertFor(company: string, entityId: string): Promise<{ assessment: any; alert: any }> {
  const assessment = await create(assessmentInput({ companyName: company }));
  expect(assessment.screening.status).toBe('clear');
  findingList.push(entity(entityId, `${company} Limited`));
  await importList('Finding List', findingList.join('\n'));
  let alert: any;
  await waitFor(
    async () => {
      alert = (await rest('GET', '/alerts?status=open', { token: checker.token })).body.find((a: any) => a.assessmentId === assessment.id);
      return alert !== undefined;
    },
    60_000,
    () => `no alert for ${company}\n${worker.output()}`,
  );
  return { assessment, alert };
}

beforeAll(async () => {
  database = await createTestDatabase('controls');
  api = await startApiInProcess(database.url, { REQUIRE_ADMIN_APPROVAL: 'true', REQUIRE_RULE_APPROVAL: 'true' });
  [operatorApi, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
  admin = await client.asAdmin();
  secondAdmin = await operator.buildUser({ role: 'admin', firstName: 'Second', lastName: 'Admin' });
  goneAdmin = await operator.buildUser({ role: 'admin', firstName: 'Gone', lastName: 'Proposer' });
  await operatorApi.stop();
  maker = await client.buildUser({ firstName: 'Mara', lastName: 'Maker' });
  checker = await client.buildUser({ firstName: 'Chris', lastName: 'Checker' });
  thirdAnalyst = await client.buildUser({ firstName: 'Tess', lastName: 'Third' });
  await importList('Controls List', [entity('CTL-1', 'Blackwater Cedar Holdings'), entity('CTL-2', 'Quartz Meridian Shipping')].join('\n'));
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await operatorApi?.stop();
  await database?.drop();
});

describe('four-eyes on screening hits', () => {
  it('the creator cannot review their own hits, on REST or GraphQL', async () => {
    const listed = await create(assessmentInput({ companyName: 'Blackwater Cedar Holdings' }));
    expect(listed).toMatchObject({
      status: 'pending_review',
      ruleStatus: 'caution',
      reviewStatus: 'pending',
      screening: { status: 'potential_match' },
    });
    const [hit] = listed.screening.hits;
    const own = await reviewHit(listed.id, hit.id, maker.token, 'false_positive');
    expect(own.status).toBe(403);
    const viaGraphql = await gql(
      `mutation ($a: ID!, $h: ID!) { reviewScreeningHit(assessmentId: $a, hitId: $h, decision: FALSE_POSITIVE, reason: "mine") { id } }`,
      { a: listed.id, h: hit.id },
      maker.token,
    );
    expect(errorCode(viaGraphql)).toBe('FORBIDDEN');
    expect(await get(listed.id)).toMatchObject({
      status: 'pending_review',
      ruleStatus: 'caution',
      reviewStatus: 'pending',
      screening: { status: 'potential_match' },
    });
  });

  it('a reviewed hit is not silently re-reviewed; a different finding needs a third person, and clearing a confirmed match an admin', async () => {
    const listed = await create(assessmentInput({ companyName: 'Blackwater Cedar Holdings' }));
    const [hit] = listed.screening.hits;
    const confirmed = await reviewHit(listed.id, hit.id, checker.token, 'confirmed', 'Same registration number');
    expect(confirmed.body).toMatchObject({ status: 'rejected', screening: { status: 'confirmed_match' } });

    expect((await reviewHit(listed.id, hit.id, checker.token, 'confirmed')).status).toBe(409);
    expect((await reviewHit(listed.id, hit.id, checker.token, 'false_positive')).status).toBe(409);
    const analystClears = await reviewHit(listed.id, hit.id, thirdAnalyst.token, 'false_positive');
    expect(analystClears.status).toBe(403);
    expect(analystClears.text).toMatch(/Only an admin can clear a confirmed/);
    expect(await get(listed.id)).toMatchObject({ status: 'rejected', screening: { status: 'confirmed_match' } });

    const adminClears = await reviewHit(listed.id, hit.id, admin, 'false_positive', 'Registry shows a different company number');
    expect(adminClears.status, adminClears.text).toBe(200);
    expect(adminClears.body.screening.status).toBe('clear');
    const stored = adminClears.body.screening.hits[0];
    expect(stored.review).toMatchObject({ decision: 'false_positive', reason: 'Registry shows a different company number' });
    expect(stored.earlierReviews).toEqual([expect.objectContaining({ decision: 'confirmed', reviewerName: 'Chris Checker' })]);
    const audit = await auditOf(listed.id);
    expect(audit.at(-1).changes.screeningReview).toMatch(/false positive \(was confirmed by Chris Checker\)/);
  });

  it('a re-review needs someone who never reviewed the hit: an earlier reviewer cannot come back to undo what overruled them', async () => {
    const listed = await create(assessmentInput({ companyName: 'Blackwater Cedar Holdings' }));
    const [hit] = listed.screening.hits;
    expect((await reviewHit(listed.id, hit.id, checker.token, 'false_positive', 'Different directors')).status).toBe(200);
    const overruled = await reviewHit(listed.id, hit.id, thirdAnalyst.token, 'confirmed', 'Same registration number');
    expect(overruled.status, overruled.text).toBe(200);
    expect(overruled.body).toMatchObject({ status: 'rejected', screening: { status: 'confirmed_match' } });

    const back = await reviewHit(listed.id, hit.id, checker.token, 'false_positive', 'I still think it is a namesake');
    expect(back.status).toBe(409);
    expect(back.text).toMatch(/You have already reviewed this hit: a different finding needs someone who has not reviewed it yet/);
    expect(await get(listed.id)).toMatchObject({ status: 'rejected', screening: { status: 'confirmed_match' } });

    // An admin who never reviewed it may still clear it; then neither earlier analyst can confirm it again.
    const cleared = await reviewHit(listed.id, hit.id, admin, 'false_positive', 'Registry shows a different company number');
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.screening.hits[0].earlierReviews.map((r: any) => [r.decision, r.reviewerName])).toEqual([
      ['false_positive', 'Chris Checker'],
      ['confirmed', 'Tess Third'],
    ]);
    for (const earlier of [checker, thirdAnalyst]) {
      const again = await reviewHit(listed.id, hit.id, earlier.token, 'confirmed');
      expect(again.status).toBe(409);
      expect(again.text).toMatch(/already reviewed this hit/);
    }
    const offered = await gql(
      `query ($id: ID!) { assessment(id: $id) { viewerCan { hits { hitId decisions } } } }`,
      { id: listed.id },
      checker.token,
    );
    expect(offered.data.assessment.viewerCan.hits.find((h: any) => h.hitId === hit.id)).toEqual({ hitId: hit.id, decisions: [] });
    expect(await get(listed.id)).toMatchObject({ screening: { status: 'clear' } });
  });

  it('alerts on an assessment are resolved by someone other than its creator', async () => {
    const watched = await create(assessmentInput({ companyName: 'Harrowgate Tin Mills' }));
    expect(watched.screening.status).toBe('clear');
    await importList(
      'Controls List',
      [
        entity('CTL-1', 'Blackwater Cedar Holdings'),
        entity('CTL-2', 'Quartz Meridian Shipping'),
        entity('CTL-3', 'Harrowgate Tin Mills Ltd'),
      ].join('\n'),
    );
    let alert: any;
    await waitFor(
      async () => {
        alert = (await rest('GET', '/alerts?status=open', { token: checker.token })).body.find((a: any) => a.assessmentId === watched.id);
        return alert !== undefined;
      },
      60_000,
      () => `no alert raised\n${worker.output()}`,
    );
    const own = await rest('POST', `/alerts/${alert.id}/resolve`, { token: maker.token, body: { note: 'Not relevant' } });
    expect(own.status).toBe(403);
    const other = await rest('POST', `/alerts/${alert.id}/resolve`, {
      token: checker.token,
      body: { note: 'Reviewed the match', hitDecision: 'confirmed' },
    });
    expect(other.status, other.text).toBe(200);
  }, 120_000);
});

describe('one finding, handled once', () => {
  it('reviewing a hit resolves the alert it raised, with the review as the note', async () => {
    const { assessment, alert } = await alertFor('Thistledown Ferrous Works', 'FIN-1');
    const [hit] = (await get(assessment.id)).screening.hits;
    expect((await reviewHit(assessment.id, hit.id, checker.token, 'false_positive', 'Different registry number')).status).toBe(200);
    const after = (await rest('GET', '/alerts?status=resolved', { token: checker.token })).body.find((a: any) => a.id === alert.id);
    expect(after).toMatchObject({ status: 'resolved', resolvedBy: { firstName: 'Chris' } });
    expect(after.note).toMatch(/false positive\. Different registry number/);
  }, 120_000);

  it('resolving a screening alert records the finding on its unreviewed hit, which it requires', async () => {
    const { assessment, alert } = await alertFor('Wrenfield Salt Company', 'FIN-2');
    const missing = await rest('POST', `/alerts/${alert.id}/resolve`, { token: checker.token, body: { note: 'Looked at it' } });
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/choose the finding/);
    const resolved = await rest('POST', `/alerts/${alert.id}/resolve`, {
      token: checker.token,
      body: { note: 'Namesake in another country', hitDecision: 'false_positive' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.status).toBe('resolved');
    const after = await get(assessment.id);
    expect(after.screening).toMatchObject({ status: 'clear' });
    expect(after.screening.hits[0].review).toMatchObject({ decision: 'false_positive', reason: 'Namesake in another country' });
    expect(after).toMatchObject({ status: 'approved', reviewStatus: 'not_required' });
  }, 120_000);
});

describe('a completed review cannot be erased', () => {
  async function reviewed(decision: string) {
    const pending = await create(assessmentInput({ companyName: `Slow Start ${Date.now()}`, tradingYears: '<2' }));
    const res = await review(pending.id, {
      token: checker.token,
      body: { decision, reason: 'Checked the books' },
    });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }

  it('an update that changes nothing changes nothing (an empty input, the same values; REST has no assessment update)', async () => {
    const done = await reviewed('rejected');
    expect(done).toMatchObject({ status: 'rejected', reviewStatus: 'completed' });
    const before = await auditOf(done.id);
    const empty = await gql(
      `mutation ($id: ID!) { updateAssessment(id: $id, input: {}) { status reviewStatus finalReview { decision } } }`,
      { id: done.id },
      maker.token,
    );
    expect(empty.data.updateAssessment).toEqual({ status: 'REJECTED', reviewStatus: 'COMPLETED', finalReview: { decision: 'REJECTED' } });
    const same = await gql(
      `mutation ($id: ID!) { updateAssessment(id: $id, input: { tradingYears: LESS_THAN_2 }) { status reviewStatus } }`,
      { id: done.id },
      maker.token,
    );
    expect(same.data.updateAssessment).toEqual({ status: 'REJECTED', reviewStatus: 'COMPLETED' });
    expect(await auditOf(done.id)).toHaveLength(before.length);
  });

  it('an edit after the review keeps it as superseded and sends a loosened decision back to the queue', async () => {
    const done = await reviewed('rejected');
    const edited = await gql(
      `mutation ($id: ID!) { updateAssessment(id: $id, input: { tradingYears: MORE_THAN_5 }) {
          status ruleStatus reviewStatus finalReview { decision } supersededReviews { decision reviewerName supersededBy } } }`,
      { id: done.id },
      maker.token,
    );
    expect(edited.errors).toBeUndefined();
    // Looser than the reviewer's rejection: it says pending until a second person decides, never Approved.
    expect(edited.data.updateAssessment).toEqual({
      status: 'PENDING_REVIEW',
      ruleStatus: 'APPROVED',
      reviewStatus: 'PENDING',
      finalReview: null,
      supersededReviews: [{ decision: 'REJECTED', reviewerName: 'Chris Checker', supersededBy: 'edit' }],
    });
    const queue = (await rest('GET', '/reviews', { token: checker.token })).body as any[];
    expect(queue.some((q) => q.id === done.id)).toBe(true);
    // A second edit while it waits does not slip past the reviewer's rejection either.
    const second = await gql(
      `mutation ($id: ID!) { updateAssessment(id: $id, input: { serviceType: "Logistics" }) { status ruleStatus reviewStatus } }`,
      { id: done.id },
      maker.token,
    );
    expect(second.data.updateAssessment).toEqual({ status: 'PENDING_REVIEW', ruleStatus: 'APPROVED', reviewStatus: 'PENDING' });

    // The PDF report keeps the superseded review, and names who made each change.
    const pdf = await rest('POST', `/assessments/${done.id}/pdf`, { token: checker.token });
    expect(pdf.status).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cp-controls-pdf-')), 'report.pdf');
    writeFileSync(file, pdf.bytes);
    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Earlier reviews');
    expect(text).toMatch(/Chris Checker overrode the rules' decision \(Trade with Caution → Rejected\).*Superseded by an edit/);
    expect(text).toContain('Mara Maker');
  });
});

describe('mandatory rejections', () => {
  it('an analyst cannot override one to caution; an admin can', async () => {
    // Rejected by rule, and in the queue for its open screening hit.
    const rejected = await create(assessmentInput({ companyName: 'Quartz Meridian Shipping', hasLegalActions: true }));
    expect(rejected).toMatchObject({
      status: 'pending_review',
      ruleStatus: 'rejected',
      reviewStatus: 'pending',
      screening: { status: 'potential_match' },
    });
    const analyst = await review(rejected.id, {
      token: checker.token,
      body: { decision: 'caution', reason: 'Case is minor' },
    });
    expect(analyst.status).toBe(403);
    expect((await get(rejected.id)).reviewStatus).toBe('pending');
    const byAdmin = await review(rejected.id, {
      token: admin,
      body: { decision: 'caution', reason: 'Case settled out of court' },
    });
    expect(byAdmin.status, byAdmin.text).toBe(200);
    expect(byAdmin.body).toMatchObject({ status: 'caution', reviewStatus: 'completed' });
  });
});

describe('accounts: a second admin, and an audit log nobody can erase', () => {
  it('creating an admin is a proposal until a second admin approves it', async () => {
    const email = uniqueEmail('new-admin');
    const proposed = await rest('POST', '/admin/users', {
      token: admin,
      body: { email, password: 'password-123', firstName: 'Nova', lastName: 'Admin', role: 'admin' },
    });
    expect(proposed.status, proposed.text).toBe(202);
    expect(proposed.body).toMatchObject({ status: 'pending', action: 'create_user', account: { email, role: 'admin' } });
    expect(JSON.stringify(proposed.body)).not.toContain('password');
    const users = (await rest('GET', '/admin/users', { token: admin })).body as any[];
    expect(users.some((u) => u.email === email)).toBe(false);
    expect((await rest('POST', '/auth/login', { body: { email, password: 'password-123' } })).status).toBe(401);

    const self = await rest('POST', `/admin/account-proposals/${proposed.body.id}/approve`, { token: admin });
    expect(self.status).toBe(403);
    const approved = await rest('POST', `/admin/account-proposals/${proposed.body.id}/approve`, { token: secondAdmin.token });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.proposal).toMatchObject({ status: 'approved', decidedBy: { firstName: 'Second' } });
    expect(approved.body.user).toMatchObject({ email, role: 'admin', approved: true });
    expect((await rest('POST', '/auth/login', { body: { email, password: 'password-123' } })).status).toBe(200);
    expect((await rest('POST', `/admin/account-proposals/${proposed.body.id}/approve`, { token: secondAdmin.token })).status).toBe(409);
  });

  it("promoting to admin and resetting an admin's password wait too; GraphQL's direct mutations refuse them", async () => {
    const target = await client.buildUser({ firstName: 'Pro', lastName: 'Motion' });
    const promote = await rest('PATCH', `/admin/users/${target.id}/role`, { token: admin, body: { role: 'admin' } });
    expect(promote.status, promote.text).toBe(202);
    const direct = await gql(`mutation ($id: ID!) { changeUserRole(id: $id, role: ADMIN) { role } }`, { id: target.id }, admin);
    expect(errorCode(direct)).toBe('CONFLICT');
    expect(direct.errors?.[0].extensions?.approvalRequired).toBe(true);
    expect((await rest('GET', '/admin/users', { token: admin })).body.find((u: any) => u.id === target.id).role).toBe('analyst');

    const reset = await rest('POST', `/admin/users/${secondAdmin.id}/password-reset`, { token: admin });
    expect(reset.status, reset.text).toBe(202);
    expect(reset.body).not.toHaveProperty('temporaryPassword');
    expect((await rest('POST', '/auth/login', { body: { email: secondAdmin.email, password: secondAdmin.password } })).status).toBe(200);

    const rejected = await gql(
      `mutation ($id: ID!) { rejectAccountChange(id: $id, note: "Not agreed") { status note decidedBy { email } } }`,
      { id: reset.body.id },
      secondAdmin.token,
    );
    expect(rejected.data.rejectAccountChange).toMatchObject({ status: 'REJECTED', note: 'Not agreed' });

    const submitted = await gql(
      `mutation ($id: ID!) { submitAccountChange(input: { action: RESET_PASSWORD, userId: $id }) { applied proposal { id status } } }`,
      { id: secondAdmin.id },
      admin,
    );
    expect(submitted.data.submitAccountChange).toMatchObject({ applied: false, proposal: { status: 'PENDING' } });
    const pending = await gql(`{ accountChangeProposals(status: PENDING) { id action account { email } } }`, {}, secondAdmin.token);
    expect(pending.data.accountChangeProposals.map((p: any) => p.id)).toContain(submitted.data.submitAccountChange.proposal.id);

    // Resetting an analyst's password stays immediate.
    const analystReset = await rest('POST', `/admin/users/${target.id}/password-reset`, { token: admin });
    expect(analystReset.status).toBe(200);
    expect(analystReset.body.temporaryPassword).toEqual(expect.any(String));
  });

  it('every account action is in the account audit log, newest first, over REST and GraphQL', async () => {
    const signUp = uniqueEmail('signed-up');
    const registered = await rest('POST', '/auth/register', {
      body: { email: signUp, password: 'password-123', firstName: 'Reggie', lastName: 'Strant' },
    });
    expect(registered.status, registered.text).toBe(201);
    expect((await rest('POST', `/admin/users/${registered.body.id}/approve`, { token: admin })).status).toBe(200);
    const email = uniqueEmail('audited');
    const created = await rest('POST', '/admin/users', {
      token: admin,
      body: { email, password: 'password-123', firstName: 'Audi', lastName: 'Ted' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await rest('POST', `/admin/users/${id}/suspend`, { token: admin });
    await rest('POST', `/admin/users/${id}/reinstate`, { token: admin });
    await rest('POST', `/admin/users/${id}/password-reset`, { token: admin });
    await rest('DELETE', `/admin/users/${id}`, { token: admin });

    const log = await rest('GET', '/admin/audit-logs?limit=20', { token: admin });
    expect(log.status).toBe(200);
    const mine = (log.body as any[]).filter((e) => e.target?.email === email);
    expect(mine.map((e) => e.action)).toEqual(['deleted', 'password_reset', 'reinstated', 'suspended', 'created']);
    expect(mine[0]).toMatchObject({ actor: { role: 'admin' }, target: { email, firstName: 'Audi' }, details: { assessmentsRemoved: 0 } });
    const approval = (log.body as any[]).filter((e) => e.target?.email === signUp);
    expect(approval.map((e) => e.action)).toEqual(['approved', 'registered']);
    expect(approval[0]).toMatchObject({ actor: { role: 'admin' }, target: { email: signUp, firstName: 'Reggie' } });
    const approvals = (await rest('GET', '/admin/audit-logs?action=approved', { token: admin })).body as any[];
    expect(approvals.some((e) => e.target?.id === registered.body.id)).toBe(true);
    const times = (log.body as any[]).map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page = await gql(`{ accountAuditLogs(limit: 2) { items { action target { email } } nextCursor } }`, {}, admin);
    expect(page.data.accountAuditLogs.items).toHaveLength(2);
    const next = await gql(
      `query ($c: String) { accountAuditLogs(limit: 2, cursor: $c) { items { action } } }`,
      { c: page.data.accountAuditLogs.nextCursor },
      admin,
    );
    expect(next.data.accountAuditLogs.items).toHaveLength(2);
    expect(errorCode(await gql(`{ accountAuditLogs { items { id } } }`, {}, checker.token))).toBe('FORBIDDEN');
    expect((await rest('GET', '/admin/audit-logs', { token: checker.token })).status).toBe(403);
    const proposals = (await rest('GET', '/admin/audit-logs?action=change_proposed', { token: admin })).body as any[];
    expect(proposals.length).toBeGreaterThanOrEqual(3);

    // Append-only below the product too: the table refuses updates and deletes from anyone.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      await expect(db.query('delete from account_audit_logs')).rejects.toThrow(/append-only/);
      await expect(db.query(`update account_audit_logs set summary = 'x'`)).rejects.toThrow(/append-only/);
    } finally {
      await db.end();
    }
  });

  it("deleting a reviewer keeps what they did on other people's assessments, with their name", async () => {
    const reviewer = await client.buildUser({ firstName: 'Gone', lastName: 'Reviewer' });
    const pending = await create(assessmentInput({ companyName: `Kept Review ${Date.now()}`, tradingYears: '<2' }));
    expect((await review(pending.id, { token: reviewer.token, body: { decision: 'caution', reason: 'Fine' } })).status).toBe(200);
    expect((await rest('DELETE', `/admin/users/${reviewer.id}`, { token: admin })).status).toBe(200);

    const audit = await auditOf(pending.id);
    const entry = audit.find((a) => a.changes?.review);
    expect(entry).toMatchObject({ userId: reviewer.id, userName: 'Gone Reviewer' });
    expect(await get(pending.id)).toMatchObject({ reviewStatus: 'completed', finalReview: { reviewerName: 'Gone Reviewer' } });
    const trail = await gql(
      `query ($id: ID!) { auditLogs(assessmentId: $id) { userId userName changes } }`,
      { id: pending.id },
      checker.token,
    );
    expect(trail.data.auditLogs.find((a: any) => a.changes.review)).toMatchObject({ userName: 'Gone Reviewer' });
  });

  it('deleting an account keeps its rule change proposals and alert resolutions, naming it as it stood', async () => {
    const resolver = await client.buildUser({ firstName: 'Gone', lastName: 'Resolver' });
    const { assessment, alert } = await alertFor('Ravensholm Kiln Supplies', 'FIN-3');
    const resolved = await rest('POST', `/alerts/${alert.id}/resolve`, {
      token: resolver.token,
      body: { note: 'Namesake with another registry number', hitDecision: 'false_positive' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    const proposed = await rest('POST', '/admin/rules', {
      token: goneAdmin.token,
      body: { name: 'No thin liquidity', ruleType: 'reject', field: 'hasSufficientLiquidity', value: 'false', message: 'Too thin' },
    });
    expect(proposed.status, proposed.text).toBe(202);
    for (const gone of [resolver, goneAdmin]) expect((await rest('DELETE', `/admin/users/${gone.id}`, { token: admin })).status).toBe(200);

    const asResolved = (await rest('GET', '/alerts?status=resolved', { token: checker.token })).body.find((a: any) => a.id === alert.id);
    expect(asResolved).toMatchObject({
      note: 'Namesake with another registry number',
      resolvedBy: { id: resolver.id, firstName: 'Gone', lastName: 'Resolver', deleted: true },
    });
    expect((await get(assessment.id)).screening.hits[0].review).toMatchObject({ reviewerId: resolver.id, reviewerName: 'Gone Resolver' });
    const proposals = (await rest('GET', '/admin/rule-proposals?status=pending', { token: admin })).body as any[];
    expect(proposals.find((p) => p.id === proposed.body.id)).toMatchObject({
      ruleName: 'No thin liquidity',
      proposedBy: { id: goneAdmin.id, firstName: 'Gone', lastName: 'Proposer', email: goneAdmin.email, deleted: true },
    });

    const viaGraphql = await gql(
      `{ alerts(status: RESOLVED) { id resolvedBy { firstName lastName deleted } }
         ruleChangeProposals(status: PENDING) { id proposedBy { firstName lastName deleted } } }`,
      {},
      admin,
    );
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.alerts.find((a: any) => a.id === alert.id).resolvedBy).toEqual({
      firstName: 'Gone',
      lastName: 'Resolver',
      deleted: true,
    });
    expect(viaGraphql.data.ruleChangeProposals.find((p: any) => p.id === proposed.body.id).proposedBy).toEqual({
      firstName: 'Gone',
      lastName: 'Proposer',
      deleted: true,
    });
    // The proposal is still decided by the admins who remain, and keeps its author.
    const rejected = await rest('POST', `/admin/rule-proposals/${proposed.body.id}/reject`, {
      token: admin,
      body: { note: 'Author left' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', proposedBy: { firstName: 'Gone', deleted: true } });
  }, 120_000);
});

describe('list imports that would clear sanctioned counterparties', () => {
  it('a version removing most of a list is refused unless confirmed; a confirmed match that leaves the list stays and goes to review', async () => {
    const three = [
      entity('SHR-1', 'Ironbridge Vantor Metals'),
      entity('SHR-2', 'Pellucid Harbor Freight'),
      entity('SHR-3', 'Tamsin Vale Agro'),
    ];
    await importList('Shrink List', three.join('\n'));
    const listed = await create(assessmentInput({ companyName: 'Ironbridge Vantor Metals' }));
    const [hit] = listed.screening.hits;
    expect(hit.listName).toBe('Shrink List');
    expect((await reviewHit(listed.id, hit.id, checker.token, 'confirmed', 'Same directors')).body.status).toBe('rejected');

    const refused = await importList('Shrink List', entity('SHR-9', 'Someone Else Entirely'));
    expect(refused).toMatchObject({ status: 'failed', version: 1, entityCount: 3 });
    expect(refused.error).toMatch(/would remove 67 % of the list, more than WATCHLIST_MAX_SHRINK \(50 %\)/);
    expect(await get(listed.id)).toMatchObject({ status: 'rejected', screening: { status: 'confirmed_match' } });

    const confirmed = await importList('Shrink List', entity('SHR-9', 'Someone Else Entirely'), { allowShrink: true });
    expect(confirmed).toMatchObject({ status: 'active', version: 2, entityCount: 1 });
    const after = await rescreened(listed.id, 'Shrink List', 2);
    expect(after).toMatchObject({
      status: 'pending_review',
      ruleStatus: 'rejected',
      reviewStatus: 'pending',
      screening: { status: 'confirmed_match' },
    });
    expect(after.screening.hits[0]).toMatchObject({ id: hit.id, review: { decision: 'confirmed' }, goneSince: expect.any(String) });
    const alerts = (await rest('GET', '/alerts?status=open', { token: checker.token })).body as any[];
    expect(alerts.find((a) => a.assessmentId === listed.id)).toMatchObject({ kind: 'screening_hit_gone' });
  }, 150_000);

  it('a false positive that leaves the list stays on record and raises an alert, but the decision and its completed review stand', async () => {
    const fading = [
      entity('FAD-1', 'Corvane Lumen Textiles'),
      entity('FAD-2', 'Ostrel Pinewood Logistics'),
      entity('FAD-3', 'Maribel Quayside Ceramics'),
    ];
    await importList('Fading List', fading.join('\n'));
    // A caution (a young company) with a potential match: a checker clears the hit, a third analyst
    // completes the review.
    const listed = await create(assessmentInput({ companyName: 'Corvane Lumen Textiles', tradingYears: '<2' }));
    const [hit] = listed.screening.hits;
    expect(hit.listName).toBe('Fading List');
    expect((await reviewHit(listed.id, hit.id, checker.token, 'false_positive', 'Different registry number')).status).toBe(200);
    const final = await review(listed.id, {
      token: thirdAnalyst.token,
      body: { decision: 'caution', reason: 'Young company, references checked' },
    });
    expect(final.body).toMatchObject({ status: 'caution', reviewStatus: 'completed' });

    // One entity of three removed: under WATCHLIST_MAX_SHRINK, so the version is used at once.
    await importList('Fading List', [...fading.slice(1), entity('FAD-4', 'Someone Else Entirely')].join('\n'));
    const after = await rescreened(listed.id, 'Fading List', 2);
    expect(after.screening.hits[0]).toMatchObject({
      id: hit.id,
      review: { decision: 'false_positive', reviewerName: 'Chris Checker' },
      goneSince: expect.any(String),
    });
    expect(after).toMatchObject({
      status: 'caution',
      reviewStatus: 'completed',
      finalReview: { decision: 'caution', reviewerName: 'Tess Third' },
      supersededReviews: [],
      screening: { status: 'clear' },
    });
    expect(((await rest('GET', '/reviews', { token: checker.token })).body as any[]).some((q) => q.id === listed.id)).toBe(false);

    const alert = ((await rest('GET', '/alerts?status=open', { token: checker.token })).body as any[]).find(
      (a) => a.assessmentId === listed.id,
    );
    expect(alert).toMatchObject({ kind: 'screening_hit_gone' });
    expect(alert.summary).toMatch(/reviewed as a false positive, is no longer found on Fading List; the decision does not change/);
    // Nothing waits for a finding: a note resolves it, and the decision stays.
    const resolved = await rest('POST', `/alerts/${alert.id}/resolve`, { token: checker.token, body: { note: 'Delisted; nothing to do' } });
    expect(resolved.status, resolved.text).toBe(200);
    expect(await get(listed.id)).toMatchObject({ status: 'caution', reviewStatus: 'completed' });
  }, 150_000);
});

describe('API keys with the admin scope: a second admin', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

  it('a key made with the admin scope is inert until another admin approves it; its maker cannot', async () => {
    const me = (await rest('GET', '/auth/user', { token: admin })).body;
    const made = await rest('POST', '/admin/api-keys', {
      token: admin,
      body: { name: 'Provisioning robot', scopes: ['read', 'admin'], expiresAt: inDays(30), actsForUserId: me.id },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.key).toMatchObject({ awaitingApproval: true, pendingProposedBy: { id: me.id } });
    const token = made.body.token as string;
    expect((await rest('GET', '/admin/api-keys', { token })).status).toBe(401);

    const own = await rest('POST', `/admin/api-keys/${made.body.key.id}/approve`, { token: admin });
    expect(own.status).toBe(403);
    expect(own.text).toContain('second admin');
    expect((await rest('GET', '/admin/api-keys', { token })).status).toBe(401);

    const approved = await gql(
      `mutation { approveApiKeyChange(id: "${made.body.key.id}") { awaitingApproval pendingProposedBy { id } } }`,
      {},
      secondAdmin.token,
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveApiKeyChange).toEqual({ awaitingApproval: false, pendingProposedBy: null });
    expect((await rest('GET', '/admin/api-keys', { token })).status).toBe(200);
    expect((await rest('POST', `/admin/api-keys/${made.body.key.id}/approve`, { token: secondAdmin.token })).status).toBe(404);

    const audit = await rest('GET', '/admin/audit-logs?action=api_key_created', { token: admin });
    expect(audit.body.find((e: any) => e.details?.keyId === made.body.key.id)).toMatchObject({ actor: { id: secondAdmin.id } });
  });

  it('adding the admin scope waits for a second admin; a rejection drops it, and a rejected new key is revoked', async () => {
    const plain = await rest('POST', '/admin/api-keys', {
      token: admin,
      body: { name: 'Reporting feed', scopes: ['read'], expiresAt: inDays(30), actsForUserId: secondAdmin.id },
    });
    expect(plain.status, plain.text).toBe(201);
    expect(plain.body.key.awaitingApproval).toBe(false);
    const widened = await rest('PATCH', `/admin/api-keys/${plain.body.key.id}`, { token: admin, body: { scopes: ['read', 'admin'] } });
    expect(widened.status, widened.text).toBe(200);
    expect(widened.body).toMatchObject({ scopes: ['read'], pendingScopes: ['read', 'admin'] });
    const busy = await rest('PATCH', `/admin/api-keys/${plain.body.key.id}`, { token: admin, body: { scopes: ['read', 'screen'] } });
    expect(busy.status).toBe(409);
    const rejected = await rest('POST', `/admin/api-keys/${plain.body.key.id}/reject`, {
      token: secondAdmin.token,
      body: { note: 'Not for a feed' },
    });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ scopes: ['read'], pendingScopes: null, revokedAt: null });
    expect((await rest('GET', '/assessments?limit=1', { token: plain.body.token })).status).toBe(200);

    const wide = await rest('POST', '/admin/api-keys', {
      token: admin,
      body: { name: 'Too wide', scopes: ['admin'], expiresAt: inDays(30), actsForUserId: secondAdmin.id },
    });
    const noNote = await rest('POST', `/admin/api-keys/${wide.body.key.id}/reject`, { token: secondAdmin.token, body: {} });
    expect(noNote.status).toBe(400);
    expect(noNote.headers.get('x-error-field')).toBe('note');
    const withdrawn = await rest('POST', `/admin/api-keys/${wide.body.key.id}/reject`, { token: admin, body: { note: 'Withdrawn' } });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.revokedAt).toBeTruthy();
    const audit = await rest('GET', '/admin/audit-logs?action=change_rejected', { token: admin });
    expect(audit.body.some((e: any) => e.details?.keyId === wide.body.key.id)).toBe(true);
  });
});
