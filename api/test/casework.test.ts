import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CaseKind } from '../src/modules/casework/case.entity.js';
import { runPeriodicReviews } from '../src/modules/casework/periodic-review.job.js';
import { createServices, type Services } from '../src/services.js';
import { assessmentInput } from './support/factories.js';
import { asAdmin, buildUser, errorCode, gql, rest, review, type TestUser } from './support/http.js';
import { testConfig } from './support/in-process.js';

/**
 * Casework through its public surfaces (REST and GraphQL on the shared API): counterparties that
 * group assessments, the four-eyes case a caution opens and its review closes, cases opened by
 * hand and worked (assign, comment with a mention, snooze, tags, close, reopen, bulk), queues that
 * deal cases round-robin, merging, and the periodic review job (run in-process against the same
 * database: the scheduled worker path is the browser test's).
 */
const tag = () => randomBytes(4).toString('hex');
const caution = (companyName: string, extra: Record<string, unknown> = {}) =>
  assessmentInput({ companyName, tradingYears: '<2', ...extra });

let analyst: TestUser;
let colleague: TestUser;
let db: pg.Client;
let services: Services;

async function create(token: string, input: Record<string, unknown>): Promise<any> {
  const res = await rest('POST', '/assessments', { token, body: input });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function casesOf(counterpartyId: string, token: string, query = 'assignee=anyone'): Promise<any[]> {
  const res = await rest('GET', `/cases?counterpartyId=${counterpartyId}&${query.replace('assignee=anyone', '')}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

async function openManual(token: string, counterpartyId: string, title = `Check ${tag()}`): Promise<any> {
  const res = await rest('POST', '/cases', { token, body: { counterpartyId, title } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

beforeAll(async () => {
  [analyst, colleague] = await Promise.all([buildUser({ firstName: 'Ana' }), buildUser({ firstName: 'Colm' })]);
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  services = await createServices(testConfig({ DATABASE_URL: inject('databaseUrl') }), inject('databaseUrl'), { poolMax: 4 });
});

afterAll(async () => {
  await db?.end();
  await services?.close();
});

describe('counterparties', () => {
  it('groups assessments by normalised name and country; another country is another counterparty', async () => {
    const name = `Aurora Tiles ${tag()}`;
    const first = await create(analyst.token, assessmentInput({ companyName: `${name} Ltd` }));
    const second = await create(colleague.token, assessmentInput({ companyName: `${name.toUpperCase()} LIMITED` }));
    const abroad = await create(analyst.token, assessmentInput({ companyName: `${name} Ltd`, countryOfRegistration: 'Ireland' }));
    expect(first.counterpartyId).toBeTruthy();
    expect(second.counterpartyId).toBe(first.counterpartyId);
    expect(abroad.counterpartyId).not.toBe(first.counterpartyId);

    const page = await rest('GET', `/counterparties/${first.counterpartyId}`, { token: analyst.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: first.counterpartyId, assessments: 2, latestAssessmentId: second.id, status: 'approved' });
    const assessed = page.body.timeline.filter((e: any) => e.type === 'assessment').map((e: any) => e.refId);
    expect(assessed.sort()).toEqual([first.id, second.id].sort());

    // Decided by the rules: due for review in 24 months (approved, no statements).
    const months = (new Date(second.nextReviewAt).getTime() - new Date(second.createdAt).getTime()) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(24);
    expect(second.approvalExpired).toBe(false);

    const draft = await rest('GET', `/counterparties/${first.counterpartyId}/reassess`, { token: analyst.token });
    expect(draft.body).toMatchObject({ companyName: `${name.toUpperCase()} LIMITED`, fromAssessmentId: second.id });
  });

  it('an approval whose review date passed is expired, to the API and on the counterparty', async () => {
    const made = await create(analyst.token, assessmentInput({ companyName: `Lapsed Pumps ${tag()}` }));
    await db.query(`update assessments set next_review_at = now() - interval '1 day' where id = $1`, [made.id]);
    const read = await rest('GET', `/assessments/${made.id}`, { token: analyst.token });
    expect(read.body.approvalExpired).toBe(true);
    const viaGraphql = await gql(
      `query($id: ID!) { assessment(id: $id) { approvalExpired nextReviewAt } }`,
      { id: made.id },
      analyst.token,
    );
    expect(viaGraphql.data.assessment.approvalExpired).toBe(true);
    const counterparty = await rest('GET', `/counterparties/${made.counterpartyId}`, { token: analyst.token });
    expect(counterparty.body.approvalExpired).toBe(true);
  });

  it('admins merge two counterparties: assessments follow, and new ones of the old name join the target', async () => {
    const a = await create(analyst.token, assessmentInput({ companyName: `Harbour Freight ${tag()}` }));
    const bName = `Harbor Freight Intl ${tag()}`;
    const b = await create(analyst.token, assessmentInput({ companyName: bName }));
    const refused = await rest('POST', `/counterparties/${b.counterpartyId}/merge`, {
      token: analyst.token,
      body: { intoId: a.counterpartyId },
    });
    expect(refused.status).toBe(403);
    const self = await rest('POST', `/counterparties/${b.counterpartyId}/merge`, {
      token: await asAdmin(),
      body: { intoId: b.counterpartyId },
    });
    expect(self.status).toBe(400);
    expect(self.headers.get('x-error-field')).toBe('intoId');
    const merged = await rest('POST', `/counterparties/${b.counterpartyId}/merge`, {
      token: await asAdmin(),
      body: { intoId: a.counterpartyId },
    });
    expect(merged.status, merged.text).toBe(200);
    expect((await rest('GET', `/assessments/${b.id}`, { token: analyst.token })).body.counterpartyId).toBe(a.counterpartyId);
    const again = await create(analyst.token, assessmentInput({ companyName: bName }));
    expect(again.counterpartyId).toBe(a.counterpartyId);
    expect((await rest('GET', `/counterparties/${a.counterpartyId}`, { token: analyst.token })).body.assessments).toBe(3);
  });
});

describe('four-eyes cases', () => {
  it('a caution opens a four-eyes case due in two business days; the review closes it and dates the next review', async () => {
    const pending = await create(analyst.token, caution(`Slow Start ${tag()}`));
    expect(pending).toMatchObject({ status: 'pending_review', nextReviewAt: null });
    const [opened] = await casesOf(pending.counterpartyId, analyst.token, 'kind=four_eyes');
    expect(opened).toMatchObject({ kind: 'four_eyes', status: 'open', assessmentId: pending.id, assigneeId: null, overdue: false });
    const businessDays = (new Date(opened.dueAt).getTime() - new Date(opened.createdAt).getTime()) / 86_400_000;
    expect(businessDays).toBeGreaterThan(1.99);
    expect(businessDays).toBeLessThanOrEqual(4);

    // A four-eyes case closes with its review, not by hand.
    const early = await rest('POST', `/cases/${opened.id}/close`, {
      token: colleague.token,
      body: { outcome: 'no_action', note: 'Looks fine' },
    });
    expect(early.status).toBe(409);

    const reviewed = await review(pending.id, { token: colleague.token, body: { decision: 'caution', reason: 'Young but sound' } });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body.nextReviewAt).toBeTruthy();
    const closed = await rest('GET', `/cases/${opened.id}`, { token: analyst.token });
    expect(closed.body).toMatchObject({ status: 'closed', outcome: 'no_action' });
    expect(closed.body.closingNote).toContain('Young but sound');
    expect(closed.body.history.map((h: any) => h.action)).toEqual(['opened', 'closed']);
  });

  it('an edit that sends an assessment to review opens its case at once; one that no longer needs review closes it', async () => {
    const approved = await create(analyst.token, assessmentInput({ companyName: `Late Turn ${tag()}` }));
    expect(approved.status).toBe('approved');
    expect(await casesOf(approved.counterpartyId, analyst.token, 'kind=four_eyes')).toHaveLength(0);

    const toCaution = await rest('PATCH', `/assessments/${approved.id}`, { token: analyst.token, body: { tradingYears: '<2' } });
    expect(toCaution.status, toCaution.text).toBe(200);
    expect(toCaution.body.status).toBe('pending_review');
    const [opened] = await casesOf(approved.counterpartyId, analyst.token, 'kind=four_eyes');
    expect(opened).toMatchObject({
      status: 'open',
      assessmentId: approved.id,
      title: expect.stringContaining('Four-eyes review: Late Turn'),
    });

    const back = await rest('PATCH', `/assessments/${approved.id}`, { token: analyst.token, body: { tradingYears: '>5' } });
    expect(back.status, back.text).toBe(200);
    expect(back.body.status).toBe('approved');
    const closed = await rest('GET', `/cases/${opened.id}`, { token: analyst.token });
    expect(closed.body).toMatchObject({
      status: 'closed',
      outcome: 'no_action',
      closingNote: 'No review needed any more: decided again by the rules (an edit)',
    });
  });
});

describe('working a case', () => {
  let counterpartyId: string;
  beforeAll(async () => {
    counterpartyId = (await create(analyst.token, assessmentInput({ companyName: `Case Works ${tag()}` }))).counterpartyId;
  });

  it('opens a case by hand, assigned to its opener; bad input names the field and writes nothing', async () => {
    const before = (await casesOf(counterpartyId, analyst.token)).length;
    for (const [body, field] of [
      [{ counterpartyId }, 'title'],
      [{ counterpartyId, title: 'x'.repeat(201) }, 'title'],
      [{ counterpartyId: 'nope', title: 'Check' }, 'counterpartyId'],
      [{ counterpartyId, title: 'Check', dueAt: 'soon' }, 'dueAt'],
      [{ counterpartyId, title: 'Check', assigneeId: '00000000-0000-4000-8000-000000000000' }, 'assigneeId'],
    ] as const) {
      const res = await rest('POST', '/cases', { token: analyst.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('x-error-field')).toBe(field);
    }
    expect((await casesOf(counterpartyId, analyst.token)).length).toBe(before);
    const opened = await openManual(analyst.token, counterpartyId, 'Call the CFO about the covenant');
    expect(opened).toMatchObject({ kind: 'manual', status: 'open', assigneeId: analyst.id, counterpartyId });
    expect((await rest('GET', '/cases', {})).status).toBe(401);
  });

  it('assigns, comments with a mention that notifies, snoozes, tags, closes and reopens', async () => {
    const opened = await openManual(analyst.token, counterpartyId);
    const assigned = await rest('POST', `/cases/${opened.id}/assign`, { token: analyst.token, body: { assigneeId: colleague.id } });
    expect(assigned.body).toMatchObject({ assigneeId: colleague.id, assigneeName: 'Colm User' });
    const mine = await rest('GET', `/cases?assignee=me&counterpartyId=${counterpartyId}`, { token: colleague.token });
    expect(mine.body.items.map((c: any) => c.id)).toContain(opened.id);

    const handle = colleague.email.split('@')[0];
    const comment = await rest('POST', `/cases/${opened.id}/comments`, {
      token: analyst.token,
      body: { body: `@${handle} can you pull the latest filings? Thanks.` },
    });
    expect(comment.status, comment.text).toBe(201);
    expect(comment.body.mentionIds).toEqual([colleague.id]);
    const notes = await rest('GET', '/me/notifications', { token: colleague.token });
    const about = notes.body.items.filter((n: any) => n.caseId === opened.id).map((n: any) => n.kind);
    expect(about.sort()).toEqual(['assigned', 'mention']);
    expect(notes.body.unread).toBeGreaterThanOrEqual(2);
    expect((await rest('POST', '/me/notifications/read', { token: colleague.token })).body.read).toBeGreaterThanOrEqual(2);

    const past = await rest('POST', `/cases/${opened.id}/snooze`, {
      token: colleague.token,
      body: { until: '2020-01-01T00:00:00Z', reason: 'Wait' },
    });
    expect(past.status).toBe(400);
    expect(past.headers.get('x-error-field')).toBe('until');
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const snoozed = await rest('POST', `/cases/${opened.id}/snooze`, {
      token: colleague.token,
      body: { until, reason: 'Filings due Friday' },
    });
    expect(snoozed.body).toMatchObject({ status: 'snoozed', snoozeReason: 'Filings due Friday' });

    const tagged = await rest('POST', `/cases/${opened.id}/tags`, { token: colleague.token, body: { tags: ['Covenant', 'q3'] } });
    expect(tagged.body.tags).toEqual(['covenant', 'q3']);
    const byTag = await rest('GET', `/cases?tag=covenant&status=snoozed&counterpartyId=${counterpartyId}`, { token: analyst.token });
    expect(byTag.body.items.map((c: any) => c.id)).toEqual([opened.id]);

    const badOutcome = await rest('POST', `/cases/${opened.id}/close`, { token: colleague.token, body: { outcome: 'done', note: 'ok' } });
    expect(badOutcome.headers.get('x-error-field')).toBe('outcome');
    const closed = await rest('POST', `/cases/${opened.id}/close`, {
      token: colleague.token,
      body: { outcome: 'false_positive', note: 'The filing was another company' },
    });
    expect(closed.body).toMatchObject({ status: 'closed', outcome: 'false_positive' });
    expect(
      (await rest('POST', `/cases/${opened.id}/close`, { token: colleague.token, body: { outcome: 'no_action', note: 'x' } })).status,
    ).toBe(409);
    const reopened = await rest('POST', `/cases/${opened.id}/reopen`, { token: analyst.token, body: { reason: 'Closed too early' } });
    expect(reopened.body).toMatchObject({ status: 'open', outcome: null });

    const history = (await rest('GET', `/cases/${opened.id}`, { token: analyst.token })).body.history.map((h: any) => h.action);
    expect(history).toEqual(['opened', 'assigned', 'assigned', 'commented', 'snoozed', 'tagged', 'closed', 'reopened']);
  });

  it('bulk actions are all or nothing', async () => {
    const [a, b, c] = [
      await openManual(analyst.token, counterpartyId),
      await openManual(analyst.token, counterpartyId),
      await openManual(analyst.token, counterpartyId),
    ];
    await rest('POST', `/cases/${c.id}/close`, { token: analyst.token, body: { outcome: 'no_action', note: 'Done' } });
    const refused = await rest('POST', '/cases/bulk', {
      token: analyst.token,
      body: { ids: [a.id, b.id, c.id], action: 'close', outcome: 'escalated', note: 'To credit committee' },
    });
    expect(refused.status).toBe(409);
    expect((await rest('GET', `/cases/${a.id}`, { token: analyst.token })).body.status).toBe('open');
    const tooMany = await rest('POST', '/cases/bulk', {
      token: analyst.token,
      body: { ids: Array(201).fill(a.id), action: 'tag', tag: 'x' },
    });
    expect(tooMany.headers.get('x-error-field')).toBe('ids');
    const done = await rest('POST', '/cases/bulk', {
      token: analyst.token,
      body: { ids: [a.id, b.id], action: 'close', outcome: 'escalated', note: 'To credit committee' },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.changed).toBe(2);
    expect(done.body.cases.map((x: any) => x.outcome)).toEqual(['escalated', 'escalated']);
    const viaGraphql = await gql(
      `mutation($ids: [ID!]!) { bulkCases(ids: $ids, action: "tag", tag: "committee") { changed cases { tags } } }`,
      { ids: [a.id, b.id] },
      analyst.token,
    );
    expect(viaGraphql.errors, JSON.stringify(viaGraphql.errors)).toBeUndefined();
    expect(viaGraphql.data.bulkCases.changed).toBe(2);
  });

  it('GraphQL lists the inbox and refuses a bad filter naming it', async () => {
    const opened = await openManual(analyst.token, counterpartyId);
    const res = await gql(
      `query($cp: ID!) { cases(counterpartyId: $cp, assignee: "me", status: "open", sort: "created", limit: 5) { items { id kind status assigneeName overdue } nextCursor } myCaseCounts { open overdue } }`,
      { cp: counterpartyId },
      analyst.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.cases.items[0]).toMatchObject({ id: opened.id, kind: 'MANUAL', status: 'OPEN', assigneeName: 'Ana User' });
    expect(res.data.myCaseCounts.open).toBeGreaterThanOrEqual(1);
    const bad = await gql(`{ cases(limit: 500) { items { id } } }`, {}, analyst.token);
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.field).toBe('limit');
  });
});

describe('queues', () => {
  it('deal new cases of their kind round-robin, skipping members marked away; only admins define them', async () => {
    const members = await Promise.all([1, 2, 3].map(() => buildUser()));
    const body = { name: `Alerts desk ${tag()}`, kinds: ['alert'], memberIds: members.map((m) => m.id) };
    expect((await rest('POST', '/case-queues', { token: analyst.token, body })).status).toBe(403);
    const queue = await rest('POST', '/case-queues', { token: await asAdmin(), body });
    expect(queue.status, queue.text).toBe(201);
    try {
      await rest('PUT', '/me/away', { token: members[1].token, body: { away: true } });
      const counterparties: string[] = [];
      for (let i = 0; i < 4; i++)
        counterparties.push((await create(analyst.token, assessmentInput({ companyName: `Routed ${tag()}` }))).counterpartyId);
      const opened = await services.cases.open(
        services.orm.em.fork(),
        counterparties.map((counterpartyId) => ({ counterpartyId, kind: CaseKind.ALERT, title: 'Screening hit: test' })),
      );
      const assignees = await Promise.all(
        opened.map(async (c) => (await rest('GET', `/cases/${c.id}`, { token: analyst.token })).body.assigneeId),
      );
      const available = [members[0].id, members[2].id];
      expect(new Set(assignees)).toEqual(new Set(available));
      expect(assignees[0]).not.toBe(assignees[1]);
      expect(assignees[1]).not.toBe(assignees[2]);
    } finally {
      const listed = (await rest('GET', '/case-queues', { token: analyst.token })).body.find((q: any) => q.id === queue.body.id);
      expect(listed.kinds).toEqual(['alert']);
      expect((await rest('DELETE', `/case-queues/${queue.body.id}`, { token: await asAdmin() })).status).toBe(204);
    }
  });
});

describe('events that call for a review at once', () => {
  it('a key person added or removed on a new assessment opens a review; the same people do not', async () => {
    const name = `Trigger Works ${tag()}`;
    const first = await create(analyst.token, assessmentInput({ companyName: name, keyPeople: ['Jane Doe', 'Ali Khan'] }));
    await create(analyst.token, assessmentInput({ companyName: name, keyPeople: ['jane doe', 'Ali Khan'] }));
    expect(await casesOf(first.counterpartyId, analyst.token, 'kind=periodic_review')).toHaveLength(0);
    const changed = await create(analyst.token, assessmentInput({ companyName: name, keyPeople: ['Jane Doe', 'Omar Said'] }));
    const [review] = await casesOf(first.counterpartyId, analyst.token, 'kind=periodic_review');
    expect(review).toMatchObject({ status: 'open', assessmentId: changed.id });
    expect(review.title).toBe(`Review triggered: key people added: Omar Said; key people removed: Ali Khan (${name})`);
  });
});

describe('the periodic review job', () => {
  it('opens a review once per due date, even when two runs race, and not for a date not yet due', async () => {
    const due = await create(analyst.token, assessmentInput({ companyName: `Due Review ${tag()}` }));
    const notYet = await create(analyst.token, assessmentInput({ companyName: `Not Yet ${tag()}` }));
    await db.query(`update assessments set next_review_at = now() - interval '2 days' where id = $1`, [due.id]);
    await Promise.all([runPeriodicReviews(services), runPeriodicReviews(services)]);
    await runPeriodicReviews(services);
    const reviews = await casesOf(due.counterpartyId, analyst.token, 'kind=periodic_review');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ status: 'open', assessmentId: due.id });
    expect(reviews[0].title).toMatch(/^Periodic review due \d{4}-\d{2}-\d{2}: Due Review/);
    // Closed without a re-assessment: not opened again for the same date.
    await rest('POST', `/cases/${reviews[0].id}/close`, {
      token: analyst.token,
      body: { outcome: 'no_action', note: 'Reviewed; still fine' },
    });
    await runPeriodicReviews(services);
    expect(await casesOf(due.counterpartyId, analyst.token, 'kind=periodic_review&status=active')).toHaveLength(0);
    expect(await casesOf(notYet.counterpartyId, analyst.token, 'kind=periodic_review')).toHaveLength(0);
  });
});
