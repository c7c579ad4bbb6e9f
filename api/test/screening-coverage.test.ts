import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { NOT_SCREENED_RULE_ID } from './support/template.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { waitFor } from './support/processes.js';

// What screening says it checked (issue 31, items 2 and 3): an assessment screened against no list
// is not_screened, which the default rules send to Trade with Caution; every list import screens
// each assessment never screened against the lists now active, and each re-screened record names
// the list versions it was checked against, hits or not. On a database of its own: its imports
// re-screen every assessment in it.

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
let admin: string;
let maker: TestUser;
let checker: TestUser;

const client = apiClient(() => api.url);
const { rest, gql, asAdmin, buildUser } = client;

const entity = (id: string, name: string) => JSON.stringify({ id, schema: 'Company', properties: { name: [name], topics: ['sanction'] } });
const LIST = 'Coverage List';
const LISTED = 'Quartz Meridian Shipping';

const importList = (content: string) => client.importList(admin, LIST, content, { log: () => worker.output() });

const create = async (companyName: string) => {
  const res = await rest('POST', '/assessments', { token: maker.token, body: assessmentInput({ companyName }) });
  expect(res.status, res.text).toBe(201);
  return res.body;
};
const get = async (id: string) => (await rest('GET', `/assessments/${id}`, { token: checker.token })).body;

/** The assessment once a re-screening has recorded that it checked `version` of the list. */
async function checkedAgainst(id: string, version: number): Promise<any> {
  let after: any;
  await waitFor(
    async () => {
      after = await get(id);
      return after.screening?.lists.some((l: any) => l.name === LIST && l.version === version);
    },
    60_000,
    () => `not re-screened against ${LIST} v${version}: ${JSON.stringify(after?.screening)}\n${worker.output()}`,
  );
  return after;
}

const SCREENING_OF = `query ($id: ID!) { assessment(id: $id) { status ruleStatus rationale screening { status lists { name version } hits { caption needsReview } } } }`;

beforeAll(async () => {
  database = await createTestDatabase('coverage');
  [api, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
  admin = await asAdmin();
  maker = await buildUser({ firstName: 'Nina', lastName: 'Maker' });
  checker = await buildUser({ firstName: 'Otto', lastName: 'Checker' });
  // The default rule that keeps an unscreened counterparty from approving itself: every
  // installation has it on; the test template turns it off (support/template.ts), so on again here.
  const shipped = ((await rest('GET', '/admin/rules', { token: admin })).body as any[]).find((r) => r.id === NOT_SCREENED_RULE_ID);
  expect(shipped).toMatchObject({
    ruleType: 'warning',
    field: 'screeningStatus',
    condition: 'equals',
    value: 'not_screened',
    priority: 6,
    message: 'Not screened: no sanctions or watch list was loaded, so no name was checked',
  });
  const rule = await rest('PATCH', `/admin/rules/${NOT_SCREENED_RULE_ID}`, { token: admin, body: { enabled: true } });
  expect(rule.status, rule.text).toBe(200);
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await database?.drop();
});

describe('screening with no list, then list imports', () => {
  let unlisted: any;
  let listed: any;

  it('with no list loaded, a clean assessment is not screened, and a rule on it sends it to Trade with Caution, saying why', async () => {
    unlisted = await create('Tidewater Lantern Foods');
    listed = await create(LISTED);
    for (const a of [unlisted, listed]) {
      expect(a.screening).toMatchObject({ status: 'not_screened', lists: [], hits: [] });
      expect(a).toMatchObject({ ruleStatus: 'caution', status: 'pending_review' });
      expect(a.rationale).toContain('Not screened: no sanctions or watch list was loaded');
    }
    const queue = (await rest('GET', '/reviews', { token: checker.token })).body as any[];
    expect(queue.find((r) => r.id === unlisted.id)).toMatchObject({ screeningStatus: 'not_screened', ruleStatus: 'caution' });
    const res = await gql(SCREENING_OF, { id: unlisted.id }, checker.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.assessment).toMatchObject({
      status: 'PENDING_REVIEW',
      ruleStatus: 'CAUTION',
      screening: { status: 'NOT_SCREENED', lists: [], hits: [] },
    });
    // Rules can test it: the catalog offers the value.
    const fields = await gql(`{ ruleFields { name values conditions } }`, {}, admin);
    expect(fields.data.ruleFields.find((f: any) => f.name === 'screeningStatus').values).toContain('not_screened');
    // And the conditions the editor offers for each field: the ones createRule accepts.
    expect(fields.data.ruleFields.find((f: any) => f.name === 'screeningStatus').conditions).toEqual([
      'EQUALS',
      'NOT_EQUALS',
      'IN',
      'NOT_IN',
    ]);
    expect(fields.data.ruleFields.find((f: any) => f.name === 'debtToAssets')).toMatchObject({
      conditions: ['GREATER_THAN', 'LESS_THAN', 'BETWEEN'],
    });
  });

  it('a list import screens every assessment never screened against it and decides it again, hits or not', async () => {
    const list = await importList([entity('COV-1', `${LISTED} Ltd`), entity('COV-2', 'Ashgrove Pellucid Mining')].join('\n'));
    expect(list).toMatchObject({ status: 'active', version: 1 });

    const clean = await checkedAgainst(unlisted.id, 1);
    expect(clean.screening).toMatchObject({ status: 'clear', lists: [{ name: LIST, version: 1 }], hits: [] });
    expect(clean).toMatchObject({ ruleStatus: 'approved', status: 'approved', reviewStatus: 'not_required' });
    expect(clean.rationale).not.toContain('Not screened');

    const matched = await checkedAgainst(listed.id, 1);
    expect(matched.screening.status).toBe('potential_match');
    expect(matched.screening.hits.map((h: any) => h.caption)).toEqual([`${LISTED} Ltd`]);
    expect(matched).toMatchObject({ ruleStatus: 'caution', status: 'pending_review' });
    // The server says the unreviewed hit waits for a reviewer; the client shows "Awaiting review" from it.
    const matchedHits = await gql(SCREENING_OF, { id: listed.id }, checker.token);
    expect(matchedHits.data.assessment.screening.hits).toEqual([{ caption: `${LISTED} Ltd`, needsReview: true }]);

    // The system's re-screening is on the audit trail, with the screening status it changed.
    const trail = (await rest('GET', `/assessments/${unlisted.id}/audit-logs`, { token: checker.token })).body as any[];
    expect(trail.at(-1)).toMatchObject({ userId: null, changes: { screeningStatus: 'clear', ruleStatus: 'approved' } });

    const res = await gql(SCREENING_OF, { id: unlisted.id }, checker.token);
    expect(res.data.assessment).toMatchObject({ status: 'APPROVED', screening: { status: 'CLEAR', lists: [{ name: LIST, version: 1 }] } });
  }, 120_000);

  it('a new version of the list is recorded on every re-screened assessment, also those whose hits did not change', async () => {
    const before = await get(listed.id);
    const list = await importList(
      [entity('COV-1', `${LISTED} Ltd`), entity('COV-2', 'Ashgrove Pellucid Mining'), entity('COV-3', 'Brindle Harrow Tannery')].join('\n'),
    );
    expect(list).toMatchObject({ status: 'active', version: 2 });

    const clean = await checkedAgainst(unlisted.id, 2);
    expect(clean.screening).toMatchObject({ status: 'clear', lists: [{ name: LIST, version: 2 }], hits: [] });
    expect(clean.status).toBe('approved');

    const matched = await checkedAgainst(listed.id, 2);
    expect(matched.screening.lists).toEqual([{ name: LIST, version: 2 }]);
    // The same hit, found again: kept with its id; the decision stands.
    expect(matched.screening.hits.map((h: any) => [h.id, h.caption])).toEqual(before.screening.hits.map((h: any) => [h.id, h.caption]));
    expect(Date.parse(matched.screening.screenedAt)).toBeGreaterThan(Date.parse(before.screening.screenedAt));
    expect(matched).toMatchObject({ ruleStatus: 'caution', status: 'pending_review' });
  }, 120_000);
});
