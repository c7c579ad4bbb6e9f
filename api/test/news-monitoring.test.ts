import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_RESCAN_QUEUE } from '../src/modules/monitoring/monitoring.jobs.js';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { waitFor } from './support/processes.js';

// The scheduled news re-scan on a database, API and worker of its own, against a feed on 127.0.0.1.
let articles = [{ title: 'Brightwater Mills fined for fraud', link: 'https://news.example/bw-1' }];
const feed = () =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Search</title>${articles
    .map((a) => `<item><title>${a.title}</title><link>${a.link}</link><description>${a.title}.</description></item>`)
    .join('')}</channel></rss>`;

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
let server: Server;
let boss: PgBoss;
let token = '';

const { rest, asAdmin } = apiClient(() => api.url);

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = {
    NEWS_SEARCH_URL_TEMPLATE: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed?q={query}`,
    ALLOW_LOOPBACK_URLS: 'true',
    MONITORING_NEWS_CRON: '0 5 * * 2',
  };
  database = await createTestDatabase('news_monitoring');
  [api, worker] = await Promise.all([startApiInProcess(database.url, env), startWorkerInProcess(database.url, env)]);
  boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false });
  await boss.start();
  token = await asAdmin();
}, 120_000);

afterAll(async () => {
  await boss?.stop({ graceful: false });
  await worker?.stop();
  await api?.stop();
  server?.close();
  await database?.drop();
});

describe('scheduled news re-scan', () => {
  it('is scheduled from MONITORING_NEWS_CRON', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query(`select name, cron from pgboss.schedule where name = $1`, [NEWS_RESCAN_QUEUE]);
    await client.end();
    expect(rows).toEqual([{ name: NEWS_RESCAN_QUEUE, cron: '0 5 * * 2' }]);
  });

  it('a new negative article raises one alert; the next run raises none for it, only for what is new', async () => {
    const watched = (await rest('POST', '/assessments', { token, body: assessmentInput({ companyName: 'Brightwater Mills Ltd' }) })).body;
    const rejected = (
      await rest('POST', '/assessments', {
        token,
        body: assessmentInput({ companyName: 'Brightwater Rejected Ltd', hasLegalActions: true }),
      })
    ).body;
    expect([watched.status, rejected.status]).toEqual(['approved', 'rejected']);
    const alertsOf = async (id: string) => ((await rest('GET', '/alerts', { token })).body as any[]).filter((a) => a.assessmentId === id);

    await boss.send(NEWS_RESCAN_QUEUE, {});
    await waitFor(
      async () => (await alertsOf(watched.id)).length > 0,
      60_000,
      () => `no news alert\n${worker.output()}`,
    );
    const [alert] = await alertsOf(watched.id);
    expect(alert).toMatchObject({ kind: 'negative_news', status: 'open', summary: 'Negative article: Brightwater Mills fined for fraud' });
    // Rejected counterparties are not monitored.
    expect(await alertsOf(rejected.id)).toEqual([]);

    articles = [...articles, { title: 'Brightwater Mills under investigation for money laundering', link: 'https://news.example/bw-2' }];
    await boss.send(NEWS_RESCAN_QUEUE, {});
    await waitFor(
      async () => (await alertsOf(watched.id)).length > 1,
      60_000,
      () => `no second news alert\n${worker.output()}`,
    );
    const summaries = (await alertsOf(watched.id)).map((a) => a.summary).sort();
    expect(summaries).toEqual([
      'Negative article: Brightwater Mills fined for fraud',
      'Negative article: Brightwater Mills under investigation for money laundering',
    ]);
  }, 150_000);
});
