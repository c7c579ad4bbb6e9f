import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHLIST_IMPORT_QUEUE } from '../src/modules/screening/screening.jobs.js';
import { RESCREEN_QUEUE } from '../src/modules/monitoring/monitoring.jobs.js';
import { createTestDatabase } from './support/databases.js';
import { assessmentInput } from './support/factories.js';
import { apiClient, errorCode, type GqlResponse, type RestResponse, type TestUser } from './support/http.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';
import { queuesIdle } from './support/queues.js';

/**
 * Issue 25, item 6: reviewing a screening hit and resolving the alert it raised, at the same moment.
 * Both take the assessment row, then its alerts; before, resolving took the alert first, and the
 * two deadlocked (a 500). Each round fires both at once on a fresh assessment, hit and alert, on
 * REST and on GraphQL: one wins, the other is told the finding is already recorded (409), and the
 * finding is on record once, by the winner, on the hit and on the alert alike.
 */
const ROUNDS = 20;
const WORDS = [
  'Ambervale',
  'Brackenfold',
  'Corriemoor',
  'Dunharrow',
  'Elderquay',
  'Fallowmere',
  'Glenwarrick',
  'Hollowcombe',
  'Ironbrae',
  'Juniperholt',
  'Kestrelford',
  'Larchwyke',
  'Merrowdale',
  'Nettlecote',
  'Oakenshaw',
  'Pendlewick',
  'Quarrybeck',
  'Rookhallow',
  'Sallowgate',
  'Thornbury',
  'Umberleigh',
  'Vellacombe',
  'Wolvercote',
  'Yarrowfield',
];

describe('reviewing a hit while its alert is resolved', () => {
  let database: TestDatabase;
  let api: InProcessApi;
  let worker: InProcessWorker;
  const { rest, gql, asAdmin, buildUser } = apiClient(() => api.url);
  let reviewer: TestUser;
  let resolver: TestUser;
  const rounds: { assessmentId: string; hitId: string; alertId: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('finding_locks');
    [api, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
    const admin = await asAdmin();
    const maker = await buildUser({ firstName: 'Mara', lastName: 'Maker' });
    reviewer = await buildUser({ firstName: 'Rhys', lastName: 'Reviewer' });
    resolver = await buildUser({ firstName: 'Rosa', lastName: 'Resolver' });
    const companies = Array.from({ length: ROUNDS }, (_, i) => `${WORDS[i]} ${WORDS[(i + 7) % WORDS.length]} Works`);
    const assessments = [];
    for (const companyName of companies) {
      const created = await rest('POST', '/assessments', { token: maker.token, body: assessmentInput({ companyName }) });
      expect(created.status, `${created.text}\n${api.output()}`).toBe(201);
      // No list yet: nothing was checked.
      expect(created.body.screening.status).toBe('not_screened');
      assessments.push(created.body);
    }
    // One list naming every counterparty: its activation re-screens them, one hit and one alert each.
    const content = companies
      .map((name, i) =>
        JSON.stringify({ id: `RACE-${i}`, schema: 'Company', properties: { name: [`${name} Limited`], topics: ['sanction'] } }),
      )
      .join('\n');
    const imported = await rest('POST', '/admin/watchlists', { token: admin, body: { name: 'Race List', format: 'ftm', content } });
    expect(imported.status, imported.text).toBe(202);
    await queuesIdle(database.url, { queues: [WATCHLIST_IMPORT_QUEUE, RESCREEN_QUEUE], timeoutMs: 60_000 });
    const alerts = (await rest('GET', '/alerts?status=open', { token: reviewer.token })).body as any[];
    for (const assessment of assessments) {
      const after = (await rest('GET', `/assessments/${assessment.id}`, { token: reviewer.token })).body;
      const alert = alerts.find((a) => a.assessmentId === assessment.id && a.kind === 'screening_hit');
      expect(after.screening.hits, `${assessment.companyName}\n${worker.output()}`).toHaveLength(1);
      expect(alert, `no alert for ${assessment.companyName}\n${worker.output()}`).toBeDefined();
      rounds.push({ assessmentId: assessment.id, hitId: after.screening.hits[0].id, alertId: alert.id });
    }
  }, 180_000);

  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await database?.drop();
  });

  /** A REST answer as its status; a GraphQL one as the status the REST shim gives its error code. */
  const restOutcome = (res: RestResponse) => (res.status === 200 || res.status === 409 ? res.status : `${res.status} ${res.text}`);
  const gqlOutcome = (res: GqlResponse) => {
    if (!res.errors) return 200;
    return errorCode(res) === 'CONFLICT' ? 409 : `${errorCode(res)} ${res.errors[0].message}`;
  };

  const review = {
    rest: async (r: (typeof rounds)[number]) =>
      restOutcome(
        await rest('POST', `/assessments/${r.assessmentId}/screening/hits/${r.hitId}/review`, {
          token: reviewer.token,
          body: { decision: 'false_positive', reason: 'Different registry number' },
        }),
      ),
    graphql: async (r: (typeof rounds)[number]) =>
      gqlOutcome(
        await gql(
          `mutation ($a: ID!, $h: ID!) { reviewScreeningHit(assessmentId: $a, hitId: $h, decision: FALSE_POSITIVE, reason: "Different registry number") { id } }`,
          { a: r.assessmentId, h: r.hitId },
          reviewer.token,
        ),
      ),
  };
  const resolve = {
    rest: async (r: (typeof rounds)[number]) =>
      restOutcome(
        await rest('POST', `/alerts/${r.alertId}/resolve`, {
          token: resolver.token,
          body: { note: 'Namesake in another country', hitDecision: 'false_positive' },
        }),
      ),
    graphql: async (r: (typeof rounds)[number]) =>
      gqlOutcome(
        await gql(
          `mutation ($id: ID!) { resolveAlert(id: $id, note: "Namesake in another country", hitDecision: FALSE_POSITIVE) { id } }`,
          { id: r.alertId },
          resolver.token,
        ),
      ),
  };

  it('one of the two wins and the other gets a 409, never a 500; the finding is recorded once, by the winner', async () => {
    const outcomes: string[] = [];
    for (const [i, round] of rounds.entries()) {
      const surface = i % 2 === 0 ? 'rest' : 'graphql';
      // Either request may be sent first.
      const [reviewed, resolved] =
        i % 4 < 2
          ? await Promise.all([review[surface](round), resolve[surface](round)])
          : await Promise.all([resolve[surface](round), review[surface](round)]).then(([b, a]) => [a, b]);
      outcomes.push(`round ${i} (${surface}): review ${reviewed}, resolve ${resolved}`);
    }
    // Every round answered one 200 and one 409.
    expect(outcomes.filter((o) => !/: review (200, resolve 409|409, resolve 200)$/.test(o))).toEqual([]);

    const alerts = (await rest('GET', '/alerts', { token: reviewer.token })).body as any[];
    for (const [i, round] of rounds.entries()) {
      const winner = outcomes[i].includes('review 200') ? 'Rhys Reviewer' : 'Rosa Resolver';
      const assessment = (await rest('GET', `/assessments/${round.assessmentId}`, { token: reviewer.token })).body;
      const [hit] = assessment.screening.hits;
      expect(assessment, outcomes[i]).toMatchObject({ status: 'approved', screening: { status: 'clear' } });
      expect(hit.review, outcomes[i]).toMatchObject({ decision: 'false_positive', reviewerName: winner });
      expect(hit.earlierReviews ?? [], outcomes[i]).toEqual([]);
      const alert = alerts.find((a) => a.id === round.alertId);
      expect(alert, outcomes[i]).toMatchObject({ status: 'resolved' });
      expect(`${alert.resolvedBy.firstName} ${alert.resolvedBy.lastName}`, outcomes[i]).toBe(winner);
    }
  }, 180_000);
});
