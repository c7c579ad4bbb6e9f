import diagnostics from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENV, DEMO_ACCOUNTS, seedDemo } from '../src/cli/demo-seed.js';
import { Assessment } from '../src/modules/assessment/assessment.entity.js';
import { createServices } from '../src/services.js';
import { createTestDatabase } from './support/databases.js';
import { apiClient, apiUrl, rest as sharedRest } from './support/http.js';
import { startApiInProcess, testConfig, type InProcessApi } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';

/**
 * The demo never reaches the internet (`npm start -- --demo` starts its API and worker with
 * DEMO_ENV): Scan News on a demo counterparty finds the fictional articles about it, their pages
 * are served by the API itself and summarized offline, even with an OPENAI_API_KEY in the
 * environment, and no request of the journey leaves for anywhere but the API under test.
 */

/** What the evaluator's shell may hold when they run the demo: a model of theirs. */
const USER_ENV = { OPENAI_API_KEY: 'sk-the-demo-never-calls-a-model', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' };

let database: TestDatabase;
let api: InProcessApi;
const { rest } = apiClient(() => api.url);

/** Every HTTP request this process starts (node:http and fetch), as `origin path`. */
const requests: string[] = [];
const onHttp = (message: unknown) => {
  const request = (message as { request: ClientRequest }).request;
  requests.push(`${request.protocol}//${request.host} ${request.path}`);
};
const onFetch = (message: unknown) => {
  const request = (message as { request: { origin: string; path: string } }).request;
  requests.push(`${request.origin} ${request.path}`);
};
/** The requests to anywhere but the API under test (the test's own calls go to it). */
const outbound = () => requests.filter((r) => !r.startsWith(`${api.url} `));

beforeAll(async () => {
  diagnostics.subscribe('http.client.request.start', onHttp);
  diagnostics.subscribe('undici:request:create', onFetch);
  database = await createTestDatabase('demo_news');
  // As start-all.ts: seeded once on the empty database, then the API started on it with DEMO_ENV
  // over an environment that names a model (and the tests' feed, at a refused loopback port).
  const seeding = await createServices(testConfig({ DATABASE_URL: database.url, ...DEMO_ENV }), database.url, { poolMax: 2 });
  try {
    await seedDemo(seeding);
  } finally {
    await seeding.close();
  }
  api = await startApiInProcess(database.url, { ...USER_ENV, ...DEMO_ENV });
}, 120_000);

afterAll(async () => {
  diagnostics.unsubscribe('http.client.request.start', onHttp);
  diagnostics.unsubscribe('undici:request:create', onFetch);
  await api?.stop();
  await database?.drop();
});

async function analystToken(): Promise<string> {
  const ada = DEMO_ACCOUNTS[1];
  const res = await rest('POST', '/auth/login', { body: { email: ada.email, password: ada.password } });
  expect(res.status, res.text).toBe(200);
  return res.body.token as string;
}

async function demoAssessments(): Promise<{ id: string; companyName: string }[]> {
  return api.services.orm.em.fork().find(Assessment, {}, { fields: ['id', 'companyName'], orderBy: { companyName: 'asc' } });
}

describe('the demo news', () => {
  it('scans a demo counterparty from its fictional local feed, serves the articles and summarizes them offline, without an outbound request', async () => {
    const token = await analystToken();
    const volkov = (await demoAssessments()).find((a) => a.companyName === 'Volkov Maritime Services');
    expect(volkov).toBeDefined();

    const scan = await rest('POST', `/assessments/${volkov!.id}/scan-news`, { token });
    expect(scan.status, scan.text).toBe(200);
    expect(scan.body).toMatchObject({ method: 'offline', negativeCount: 2 });
    expect(scan.body.articles).toEqual([
      expect.objectContaining({
        title: 'Volkov Maritime Services named in asset freeze over tanker charters',
        source: 'Harbourline Gazette (fictional)',
        link: expect.stringMatching(/^http:\/\/localhost:\d+\/api\/demo-news\/volkov-maritime-asset-freeze$/),
        negative: true,
        categories: ['sanctions'],
      }),
      expect.objectContaining({
        title: 'Port officials probe Volkov Maritime Services over falsified cargo papers',
        negative: true,
      }),
    ]);

    // The link a reader opens is a page of the API itself, which says it is fiction.
    const link = scan.body.articles[0].link as string;
    const page = await fetch(`${api.url}${new URL(link).pathname}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<strong>Fictional article</strong> of the Counterparty demo');
    expect(html).toContain('<h1>Volkov Maritime Services named in asset freeze over tanker charters</h1>');

    // Summarized from the same page, offline: the model in the environment is never called.
    const summary = await rest('POST', '/assessments/summarize-news', { token, body: { url: link } });
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body).toMatchObject({
      method: 'offline',
      title: 'Volkov Maritime Services named in asset freeze over tanker charters',
      url: link,
    });
    expect(summary.body.summary).toContain('Volkov Maritime Services');

    // Any other URL is refused before anything is fetched, a public one as a loopback one.
    for (const url of ['https://news.example.com/volkov', 'http://127.0.0.1:9/api/demo-news/none']) {
      const refused = await rest('POST', '/assessments/summarize-news', { token, body: { url } });
      expect(refused.status, url).toBe(400);
      expect(refused.text).toMatch(
        /^The demo reads only its own fictional articles \(the links of its news scans, .*\); it fetches nothing from the internet$/,
      );
    }

    expect(outbound()).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
  });

  it('has fictional articles about every counterparty the demo seeds', async () => {
    const token = await analystToken();
    const seeded = await demoAssessments();
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    const found = await Promise.all(
      seeded.map(async ({ id, companyName }) => {
        const res = await rest('POST', `/assessments/${id}/scan-news`, { token });
        expect(res.status, res.text).toBe(200);
        const articles = res.body.articles as { title: string; source: string }[];
        expect(articles.every((a) => a.source.endsWith('(fictional)'))).toBe(true);
        return [companyName, articles.length > 0 && articles.every((a) => a.title.includes(companyName))];
      }),
    );
    expect(found.filter(([, ok]) => !ok)).toEqual([]);
    expect(outbound()).toEqual([]);
  });
});

describe('outside the demo', () => {
  it('serves no demo article', async () => {
    const res = await sharedRest('GET', '/demo-news/volkov-maritime-asset-freeze');
    expect(res.status).toBe(404);
    expect(res.text).toBe("No such demo article: the demo's fictional news is served by npm start -- --demo only");
    expect(apiUrl()).not.toBe(api.url);
  });
});

describe('the demo casework', () => {
  it('shows cases in every state, a review due this week and an expired approval with its review opened', async () => {
    const token = await analystToken();
    const all = (await rest('GET', '/cases?limit=100&sort=created', { token })).body.items as any[];
    const states = new Set(all.map((c) => c.status));
    expect([...states].sort()).toEqual(['closed', 'open', 'snoozed']);
    expect(all.some((c) => c.overdue)).toBe(true);
    expect(all.find((c) => c.outcome === 'false_positive')).toBeDefined();
    expect(all.find((c) => c.kind === 'alert' && c.counterpartyName.startsWith('Northwind'))).toBeDefined();
    expect(all.find((c) => c.kind === 'four_eyes' && c.assigneeName === 'Ben Checker')).toBeDefined();
    expect(all.find((c) => c.kind === 'periodic_review' && c.counterpartyName === 'Alder & Finch Consulting')).toBeDefined();
    const notes = await rest('GET', '/me/notifications', { token });
    expect(notes.body.items.map((n: any) => n.kind)).toContain('mention');
    const calendar = (await rest('GET', '/review-calendar', { token })).body;
    expect(calendar.dueThisWeek.map((c: any) => c.name)).toContain('Meadowlark Logistics GmbH');
    expect(calendar.expiredApprovals.map((c: any) => c.name)).toContain('Alder & Finch Consulting');
  });
});
