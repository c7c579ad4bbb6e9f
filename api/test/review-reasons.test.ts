import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient, type TestUser } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';

// Why an assessment waits for a four-eyes review comes from the API, by the rule that put it in
// the queue. On a database of its own: the list imported here screens every assessment in it.

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
const client = apiClient(() => api.url);
const { rest, gql } = client;
let admin: string;
let maker: TestUser;
let checker: TestUser;

const LIST = 'Reasons List';
const entity = (id: string, schema: string, name: string) =>
  JSON.stringify({ id, schema, properties: { name: [name], topics: ['sanction'] } });

beforeAll(async () => {
  database = await createTestDatabase('reasons');
  [api, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
  admin = await client.asAdmin();
  maker = await client.buildUser({ firstName: 'Mara', lastName: 'Maker' });
  checker = await client.buildUser({ firstName: 'Chris', lastName: 'Checker' });
  const content = [entity('RR-1', 'Company', 'Harrier Munitions Export'), entity('RR-2', 'Person', 'Dmitri Orlovsky')].join('\n');
  await client.importList(admin, LIST, content, { log: () => worker.output() });
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await database?.drop();
});

describe('review reasons', () => {
  it('a rule-rejected assessment with a hit still open waits for "Open screening hit", not for its rejection (REST and GraphQL)', async () => {
    // The company and its director are both listed: one hit confirmed rejects it by rule, the other is still open.
    const created = await rest('POST', '/assessments', {
      token: maker.token,
      body: assessmentInput({ companyName: 'Harrier Munitions Export', keyPeople: ['Dmitri Orlovsky', 'Anna Kowalski'] }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.screening.hits).toHaveLength(2);
    // Open hits alone make a caution by rule.
    expect(created.body.reviewReasons).toEqual(['Open screening hit', 'Caution decision']);
    const company = created.body.screening.hits.find((h: any) => h.subject.kind === 'company');
    const confirmed = await rest('POST', `/assessments/${created.body.id}/screening/hits/${company.id}/review`, {
      token: checker.token,
      body: { decision: 'confirmed', reason: 'Same registration number' },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'pending_review',
      ruleStatus: 'rejected',
      reviewStatus: 'pending',
      screening: { status: 'confirmed_match' },
      reviewReasons: ['Open screening hit'],
    });

    const queue = (await rest('GET', '/reviews', { token: checker.token })).body as any[];
    expect(queue.find((q) => q.id === created.body.id)).toMatchObject({
      ruleStatus: 'rejected',
      screeningStatus: 'confirmed_match',
      reviewReasons: ['Open screening hit'],
    });
    expect((await rest('GET', `/assessments/${created.body.id}`, { token: checker.token })).body.reviewReasons).toEqual([
      'Open screening hit',
    ]);
    const viaGraphql = await gql(`{ reviewQueue { id ruleStatus reviewReasons } }`, {}, checker.token);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.reviewQueue.find((q: any) => q.id === created.body.id)).toEqual({
      id: created.body.id,
      ruleStatus: 'REJECTED',
      reviewReasons: ['Open screening hit'],
    });
  });

  it('a caution gives "Caution decision"; an assessment out of the queue gives none', async () => {
    const caution = await rest('POST', '/assessments', {
      token: maker.token,
      body: assessmentInput({ companyName: 'Plover Bakery Supplies', tradingYears: '<2' }),
    });
    expect(caution.body).toMatchObject({ reviewStatus: 'pending', reviewReasons: ['Caution decision'] });
    const approved = await rest('POST', '/assessments', { token: maker.token, body: assessmentInput({ companyName: 'Wren Paper Mills' }) });
    expect(approved.body).toMatchObject({ reviewStatus: 'not_required', reviewReasons: [] });
    const res = await gql(`query ($id: ID!) { assessment(id: $id) { reviewReasons } }`, { id: caution.body.id }, checker.token);
    expect(res.data.assessment.reviewReasons).toEqual(['Caution decision']);
  });
});
