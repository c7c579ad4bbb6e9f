import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, validRows } from './support/csv.js';
import { assessmentInput } from './support/factories.js';
import { apiClient, errorCode } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { waitFor } from './support/processes.js';
import { queuesIdle } from './support/queues.js';

// Webhooks deliver to a receiver on 127.0.0.1, so this file runs on a database, API and worker of
// its own with loopback allowed, one-second fixed retries and a low auto-disable threshold.
const DISABLE_AFTER = 3;
const ENV = {
  ALLOW_LOOPBACK_URLS: 'true',
  WEBHOOK_RETRY_DELAY_SECONDS: '1',
  WEBHOOK_RETRY_BACKOFF: 'false',
  WEBHOOK_RETRY_LIMIT: '5',
  WEBHOOK_DISABLE_AFTER_FAILURES: String(DISABLE_AFTER),
};

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
let receiver: http.Server;
let receiverUrl = '';
const received: Received[] = [];
/** Status codes each path answers in turn (the last one repeats); 200 by default. */
const script = new Map<string, number[]>();
const tokens = { admin: '', analyst: '', reviewer: '' };

const { rest, gql, asAdmin, buildUser, review } = apiClient(() => api.url);

/** Registers an endpoint for `path` on the receiver; answers the created endpoint with its secret. */
async function register(path: string, events: string[]): Promise<{ id: string; secret: string; [key: string]: unknown }> {
  const res = await rest('POST', '/admin/webhooks', { token: tokens.admin, body: { url: `${receiverUrl}${path}`, events } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** What the receiver got on `path`, once at least `count` arrived. */
async function arrivals(path: string, count: number, timeoutMs = 20_000): Promise<Received[]> {
  const on = () => received.filter((r) => r.path === path);
  await waitFor(
    async () => on().length >= count,
    timeoutMs,
    () => `expected ${count} deliveries on ${path}, got ${on().length}\n${worker.output()}`,
  );
  return on();
}

/** Verifies a delivery the way the README tells integrators to. */
function verify(secret: string, request: Received): boolean {
  const timestamp = String(request.headers['x-counterparty-timestamp']);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  const given = String(request.headers['x-counterparty-signature']);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body, at: Date.now() });
      const codes = script.get(path) ?? [200];
      const status = codes.length > 1 ? codes.shift()! : codes[0];
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  database = await createTestDatabase('webhooks');
  [api, worker] = await Promise.all([startApiInProcess(database.url, ENV), startWorkerInProcess(database.url, ENV)]);
  tokens.admin = await asAdmin();
  tokens.analyst = (await buildUser({ firstName: 'webhook-analyst', lastName: 'Tester' })).token;
  tokens.reviewer = (await buildUser({ firstName: 'webhook-reviewer', lastName: 'Tester' })).token;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await database?.drop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhook endpoints', () => {
  it('are admin-only, over REST and GraphQL', async () => {
    expect((await rest('GET', '/admin/webhooks', { token: tokens.analyst })).status).toBe(403);
    expect(
      (await rest('POST', '/admin/webhooks', { token: tokens.analyst, body: { url: `${receiverUrl}/x`, events: ['alert.created'] } }))
        .status,
    ).toBe(403);
    expect((await rest('GET', '/admin/webhooks')).status).toBe(401);
    const res = await gql('{ webhookEndpoints { id } }', {}, tokens.analyst);
    expect(errorCode(res)).toBe('FORBIDDEN');
  });

  it('refuses bad URLs and events with 400 naming the field', async () => {
    const bad = async (body: unknown) => rest('POST', '/admin/webhooks', { token: tokens.admin, body });
    for (const url of ['not a url', 'ftp://example.com/hook', `https://example.com/${'a'.repeat(2000)}`, 'http://10.0.0.1/hook']) {
      const res = await bad({ url, events: ['assessment.decided'] });
      expect(res.status, url).toBe(400);
      expect(res.text, url).toMatch(/url/);
    }
    const gqlRes = await gql(
      'mutation ($url: String!) { createWebhookEndpoint(url: $url, events: [ASSESSMENT_DECIDED]) { secret } }',
      { url: 'http://169.254.169.254/latest' },
      tokens.admin,
    );
    expect(gqlRes.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'url' });
    expect((await bad({ url: `${receiverUrl}/x`, events: [] })).text).toMatch(/events/);
    expect((await bad({ url: `${receiverUrl}/x`, events: ['assessment.deleted'] })).status).toBe(400);
  });

  it('shows the secret once, and manages endpoints over REST and GraphQL', async () => {
    const created = await register('/manage', ['alert.created']);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created).toMatchObject({
      url: `${receiverUrl}/manage`,
      events: ['alert.created'],
      enabled: true,
      failureCount: 0,
      disabledAt: null,
    });
    const listed = (await rest('GET', '/admin/webhooks', { token: tokens.admin })).body;
    const mine = listed.find((e: any) => e.id === created.id);
    expect(mine).toBeDefined();
    expect(mine.secret).toBeUndefined();
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const patched = await rest('PATCH', `/admin/webhooks/${created.id}`, {
      token: tokens.admin,
      body: {
        events: ['assessment.reviewed'],
        enabled: false,
      },
    });
    expect(patched.body).toMatchObject({ events: ['assessment.reviewed'], enabled: false });

    const viaGql = await gql(
      `mutation ($id: ID!) { updateWebhookEndpoint(id: $id, enabled: true) { enabled events failureCount } }`,
      { id: created.id },
      tokens.admin,
    );
    expect(viaGql.data.updateWebhookEndpoint).toEqual({ enabled: true, events: ['ASSESSMENT_REVIEWED'], failureCount: 0 });
    const createdViaGql = await gql(
      `mutation ($url: String!) { createWebhookEndpoint(url: $url, events: [ALERT_CREATED]) { secret endpoint { id url events enabled } } }`,
      { url: `${receiverUrl}/gql` },
      tokens.admin,
    );
    expect(createdViaGql.data.createWebhookEndpoint.secret).toMatch(/^whsec_/);
    const gqlId = createdViaGql.data.createWebhookEndpoint.endpoint.id;
    expect((await gql(`mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id: gqlId }, tokens.admin)).data).toEqual({
      deleteWebhookEndpoint: true,
    });
    expect((await rest('DELETE', `/admin/webhooks/${created.id}`, { token: tokens.admin })).status).toBe(204);
    expect((await rest('DELETE', `/admin/webhooks/${created.id}`, { token: tokens.admin })).status).toBe(404);
    expect((await rest('GET', `/admin/webhooks/${created.id}/deliveries`, { token: tokens.admin })).status).toBe(404);
  });
});

describe('webhook deliveries', () => {
  it('POSTs a signed assessment.decided after an assessment is created', async () => {
    const endpoint = await register('/decided', ['assessment.decided']);
    const created = await rest('POST', '/assessments', {
      token: tokens.analyst,
      body: assessmentInput({ companyName: 'Webhook Decided Ltd' }),
    });
    expect(created.status, created.text).toBe(201);
    const [delivery] = await arrivals('/decided', 1);
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['x-counterparty-event']).toBe('assessment.decided');
    expect(verify(endpoint.secret, delivery)).toBe(true);
    expect(verify('whsec_wrong', delivery)).toBe(false);
    const event = JSON.parse(delivery.body);
    expect(event).toMatchObject({
      type: 'assessment.decided',
      data: {
        assessmentId: created.body.id,
        companyName: 'Webhook Decided Ltd',
        status: created.body.status,
        rationale: created.body.rationale,
        reviewStatus: 'not_required',
        batchId: null,
      },
    });
    expect(delivery.headers['x-counterparty-delivery']).toBe(event.id);
    expect(Date.parse(event.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // The delivery log, over REST and GraphQL.
    await waitFor(
      async () => (await rest('GET', `/admin/webhooks/${endpoint.id}/deliveries`, { token: tokens.admin })).body.length === 1,
      10_000,
      () => 'no delivery logged',
    );
    const [logged] = (await rest('GET', `/admin/webhooks/${endpoint.id}/deliveries`, { token: tokens.admin })).body;
    expect(logged).toMatchObject({
      eventId: event.id,
      eventType: 'assessment.decided',
      attempt: 1,
      statusCode: 200,
      success: true,
      error: null,
    });
    const viaGql = await gql(
      `query ($id: ID!) { webhookDeliveries(endpointId: $id, limit: 5) { eventId eventType attempt statusCode success } }`,
      { id: endpoint.id },
      tokens.admin,
    );
    expect(viaGql.data.webhookDeliveries).toEqual([
      { eventId: event.id, eventType: 'ASSESSMENT_DECIDED', attempt: 1, statusCode: 200, success: true },
    ]);

    // A batch publishes one event per created row.
    const upload = await rest('POST', '/batch/upload', {
      token: tokens.analyst,
      body: {
        csvContent: csvOf(validRows('Hook', 3)),
        fileName: 'hooks.csv',
      },
    });
    expect(upload.status, upload.text).toBeLessThan(300);
    const all = await arrivals('/decided', 4);
    const batchEvents = all.slice(1).map((r) => JSON.parse(r.body));
    expect(batchEvents.every((e) => e.data.batchId === upload.body.batchId)).toBe(true);
    expect(new Set(batchEvents.map((e) => e.id)).size).toBe(3);
    expect((await rest('DELETE', `/admin/webhooks/${endpoint.id}`, { token: tokens.admin })).status).toBe(204);
  });

  it('sends assessment.reviewed from the four-eyes review', async () => {
    const endpoint = await register('/reviewed', ['assessment.reviewed']);
    const created = await rest('POST', '/assessments', {
      token: tokens.analyst,
      body: assessmentInput({ companyName: 'Webhook Review Ltd', tradingYears: '<2' }),
    });
    expect(created.body.reviewStatus).toBe('pending');
    const reviewed = await review(created.body.id, {
      token: tokens.reviewer,
      body: {
        decision: 'approved',
        reason: 'References checked by phone',
      },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    const [delivery] = await arrivals('/reviewed', 1);
    expect(verify(endpoint.secret, delivery)).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'assessment.reviewed',
      data: {
        assessmentId: created.body.id,
        status: 'approved',
        decision: 'approved',
        ruleStatus: 'caution',
        reviewStatus: 'completed',
        reviewerName: 'webhook-reviewer Tester',
        reason: 'References checked by phone',
      },
    });
    expect((await rest('DELETE', `/admin/webhooks/${endpoint.id}`, { token: tokens.admin })).status).toBe(204);
  });

  it('sends case.opened, case.assigned and case.closed as a four-eyes case is opened, taken and closed by its review', async () => {
    const endpoint = await register('/cases', ['case.opened', 'case.assigned', 'case.closed']);
    const created = await rest('POST', '/assessments', {
      token: tokens.analyst,
      body: assessmentInput({ companyName: 'Webhook Case Ltd', tradingYears: '<2' }),
    });
    const [opened] = await arrivals('/cases', 1);
    const caseId = JSON.parse(opened.body).data.caseId;
    expect(JSON.parse(opened.body)).toMatchObject({
      type: 'case.opened',
      data: {
        kind: 'four_eyes',
        status: 'open',
        assessmentId: created.body.id,
        counterpartyId: created.body.counterpartyId,
        assigneeId: null,
      },
    });
    expect((await rest('POST', `/cases/${caseId}/assign`, { token: tokens.reviewer, body: { assigneeId: 'me' } })).status).toBe(200);
    const reviewed = await review(created.body.id, {
      token: tokens.reviewer,
      body: { decision: 'caution', reason: 'Young company; limits kept low' },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    // Each event is a job of its own: the last two may be delivered in either order.
    const deliveries = await arrivals('/cases', 3);
    const events = deliveries.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.type).sort()).toEqual(['case.assigned', 'case.closed', 'case.opened']);
    expect(events.find((e) => e.type === 'case.closed').data).toMatchObject({ caseId, status: 'closed', outcome: 'no_action' });
    expect(events.find((e) => e.type === 'case.assigned').data).toMatchObject({ caseId, status: 'open' });
    expect(deliveries.every((d) => verify(endpoint.secret, d))).toBe(true);
    expect((await rest('DELETE', `/admin/webhooks/${endpoint.id}`, { token: tokens.admin })).status).toBe(204);
  });

  it('retries a failing endpoint until it answers 2xx, logging every attempt', async () => {
    script.set('/flaky', [500, 500, 200]);
    const endpoint = await register('/flaky', ['assessment.decided']);
    await rest('POST', '/assessments', { token: tokens.analyst, body: assessmentInput({ companyName: 'Webhook Retry Ltd' }) });
    const attempts = await arrivals('/flaky', 3, 30_000);
    // The same event every time, re-signed with a fresh timestamp.
    expect(new Set(attempts.map((a) => a.headers['x-counterparty-delivery'])).size).toBe(1);
    expect(attempts.every((a) => verify(endpoint.secret, a))).toBe(true);
    let log: any[] = [];
    await waitFor(
      async () => (log = (await rest('GET', `/admin/webhooks/${endpoint.id}/deliveries`, { token: tokens.admin })).body).length === 3,
      10_000,
      () => `log: ${JSON.stringify(log)}`,
    );
    expect(log.map((d) => [d.attempt, d.statusCode, d.success])).toEqual([
      [3, 200, true],
      [2, 500, false],
      [1, 500, false],
    ]);
    expect(log[1].error).toMatch(/HTTP 500/);
    const [state] = (await rest('GET', '/admin/webhooks', { token: tokens.admin })).body.filter((e: any) => e.id === endpoint.id);
    expect(state).toMatchObject({ enabled: true, failureCount: 0 });
    expect((await rest('DELETE', `/admin/webhooks/${endpoint.id}`, { token: tokens.admin })).status).toBe(204);
  }, 45_000);

  it('settles each delivery of a batch on its own: one that fails is retried alone, the others arrive once', async () => {
    script.set('/batch-flaky', [500, 200]);
    const flaky = await register('/batch-flaky', ['assessment.decided']);
    const steady = await register('/batch-steady', ['assessment.decided']);
    // Three events for each endpoint, committed together: fetched and sent in one batch.
    const upload = await rest('POST', '/batch/upload', {
      token: tokens.analyst,
      body: { csvContent: csvOf(validRows('Batched', 3)), fileName: 'batched-hooks.csv' },
    });
    expect(upload.status, upload.text).toBeLessThan(300);
    await arrivals('/batch-flaky', 4, 30_000);
    await arrivals('/batch-steady', 3);
    await queuesIdle(database.url);
    const ids = (path: string) => received.filter((r) => r.path === path).map((r) => String(r.headers['x-counterparty-delivery']));
    // The first delivery to the flaky endpoint failed and came again; nothing else was sent twice.
    expect(ids('/batch-flaky')).toHaveLength(4);
    expect(new Set(ids('/batch-flaky')).size).toBe(3);
    expect(ids('/batch-steady')).toHaveLength(3);
    expect(new Set(ids('/batch-steady'))).toEqual(new Set(ids('/batch-flaky')));
    for (const id of [flaky.id, steady.id])
      expect((await rest('DELETE', `/admin/webhooks/${id}`, { token: tokens.admin })).status).toBe(204);
  }, 45_000);

  it('says when a failed delivery is retried next, and sends a signed test event on demand', async () => {
    script.set('/later', [503]);
    const endpoint = await register('/later', ['assessment.decided']);
    await rest('POST', '/assessments', { token: tokens.analyst, body: assessmentInput({ companyName: 'Webhook Later Ltd' }) });
    await arrivals('/later', 1);
    let log: any[] = [];
    await waitFor(
      async () => (log = (await rest('GET', `/admin/webhooks/${endpoint.id}/deliveries`, { token: tokens.admin })).body).length >= 1,
      10_000,
      () => `log: ${JSON.stringify(log)}`,
    );
    // Retries are 1 s apart here: the next one is due within seconds (or already running).
    const due = log[0].nextAttemptAt ? Date.parse(log[0].nextAttemptAt) - Date.now() : 0;
    expect(due).toBeLessThan(5_000);
    script.set('/later', [200]);

    script.set('/tested', [200]);
    const tested = await register('/tested', ['alert.created']);
    const sent = await rest('POST', `/admin/webhooks/${tested.id}/test`, { token: tokens.admin });
    expect(sent.status).toBe(202);
    const [arrival] = await arrivals('/tested', 1);
    expect(arrival.headers['x-counterparty-event']).toBe('webhook.test');
    expect(arrival.headers['x-counterparty-delivery']).toBe(sent.body.eventId);
    expect(verify(tested.secret, arrival)).toBe(true);
    expect(JSON.parse(arrival.body)).toMatchObject({ type: 'webhook.test', data: { message: 'A test event from Counterparty' } });
    const viaGraphql = await gql('mutation ($id: ID!) { sendTestWebhookEvent(id: $id) }', { id: tested.id }, tokens.admin);
    expect(viaGraphql.data.sendTestWebhookEvent).toEqual(expect.any(String));
    expect((await rest('POST', `/admin/webhooks/${tested.id}/test`, { token: tokens.analyst })).status).toBe(403);
    // The test event is not an event anyone subscribes to.
    expect(
      (await rest('POST', '/admin/webhooks', { token: tokens.admin, body: { url: `${receiverUrl}/x`, events: ['webhook.test'] } })).status,
    ).toBe(400);
  }, 45_000);

  it(`disables an endpoint after ${DISABLE_AFTER} consecutive failures and drops its deliveries`, async () => {
    script.set('/down', [503]);
    const endpoint = await register('/down', ['assessment.decided']);
    await rest('POST', '/assessments', { token: tokens.analyst, body: assessmentInput({ companyName: 'Webhook Down Ltd' }) });
    await arrivals('/down', DISABLE_AFTER, 30_000);
    let state: any;
    await waitFor(
      async () => {
        state = (await rest('GET', '/admin/webhooks', { token: tokens.admin })).body.find((e: any) => e.id === endpoint.id);
        return state.enabled === false;
      },
      10_000,
      () => `not disabled: ${JSON.stringify(state)}`,
    );
    expect(state.failureCount).toBe(DISABLE_AFTER);
    expect(Date.parse(state.disabledAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(state.disabledReason).toMatch(/3 consecutive failed deliveries.*HTTP 503/);
    // No more attempts: neither retries of that event nor new events.
    await rest('POST', '/assessments', { token: tokens.analyst, body: assessmentInput({ companyName: 'Webhook Down Again Ltd' }) });
    // Once no delivery is waiting, retrying or running any more (delayed retries included):
    await queuesIdle(database.url);
    expect(received.filter((r) => r.path === '/down')).toHaveLength(DISABLE_AFTER);
    const log = (await rest('GET', `/admin/webhooks/${endpoint.id}/deliveries?limit=10`, { token: tokens.admin })).body;
    expect(log.map((d: any) => d.statusCode)).toEqual([503, 503, 503]);
    // Enabling again clears the failures.
    const enabled = await rest('PATCH', `/admin/webhooks/${endpoint.id}`, { token: tokens.admin, body: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true, failureCount: 0, disabledAt: null, disabledReason: null });
    expect((await rest('DELETE', `/admin/webhooks/${endpoint.id}`, { token: tokens.admin })).status).toBe(204);
  }, 45_000);
});
