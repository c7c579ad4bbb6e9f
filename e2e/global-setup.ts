import { buildStale } from '../scripts/build-freshness.js';
import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startApiInProcess, startWorkerInProcess } from '../api/test/support/in-process.js';
import { createFreshDatabase } from '../api/test/support/postgres.js';
import { ROOT } from '../api/test/support/processes.js';
import { sharedTemplate } from '../api/test/support/shared-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDatabaseUrl: string;
  }
}

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Search</title>
<item><title>Regulator fines company over bribery scheme</title><link>https://news.example/a</link><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><source url="https://news.example">Business Daily</source><description>Officials said bribes were paid.</description></item>
<item><title>Company sponsors local football club</title><link>https://news.example/b</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><source url="https://news.example">Local Post</source><description>A community partnership.</description></item>
</channel></rss>`;

/**
 * Builds the client, then serves it from the API (and runs a worker) on a database copied from the
 * run's migrated template, both in this process: the browser tests drive the app, not its process.
 */
export default async function setup(project: TestProject) {
  // The test settings of vitest.config.ts, for the app started here.
  Object.assign(process.env, project.config.env);
  // The production build, as `npm start` serves it, built when stale (as npm start decides).
  buildStale(ROOT, ['client']);
  const template = await sharedTemplate();
  const database = await createFreshDatabase(template.adminUrl, 'e2e', template.name);
  // The news journeys read pages and a search feed served here on 127.0.0.1.
  const feed = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED));
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  const feedUrl = `http://127.0.0.1:${(feed.address() as { port: number }).port}/search?q={query}`;
  const api = await startApiInProcess(database.url, { ALLOW_LOOPBACK_URLS: 'true', NEWS_SEARCH_URL_TEMPLATE: feedUrl });
  const worker = await startWorkerInProcess(database.url);
  project.provide('baseUrl', api.url);
  project.provide('e2eDatabaseUrl', database.url);
  project.provide('adminDatabaseUrl', template.adminUrl);
  project.provide('templateDatabase', template.name);
  return async () => {
    await worker.stop();
    await api.stop();
    feed.close();
    if (!process.env.KEEP_TEST_DB) await database.drop();
    await template.release();
  };
}
