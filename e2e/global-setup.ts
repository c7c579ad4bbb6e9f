import { buildStale } from '../scripts/build-freshness.js';
import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { startApiInProcess, startWorkerInProcess } from '../api/test/support/in-process.js';
import { createFreshDatabase } from '../api/test/support/postgres.js';
import { ROOT } from '../api/test/support/processes.js';
import { sharedTemplate } from '../api/test/support/shared-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One API (serving the client, with a worker) per slot of vitest's pool, each on its own
     * database: a file uses the one of the slot it runs in (e2e/support/browser.ts `baseUrl`).
     */
    baseUrls: string[];
  }
}

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Search</title>
<item><title>Regulator fines company over bribery scheme</title><link>https://news.example/a</link><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><source url="https://news.example">Business Daily</source><description>Officials said bribes were paid.</description></item>
<item><title>Company sponsors local football club</title><link>https://news.example/b</link><pubDate>Tue, 03 Nov 2026 10:00:00 GMT</pubDate><source url="https://news.example">Local Post</source><description>A community partnership.</description></item>
</channel></rss>`;

/**
 * Builds the client, then serves it from APIs (each with a worker) on databases copied from the
 * run's migrated template, all in this process: the browser tests drive the app, not its process.
 *
 * Files run side by side, and many change what the whole app sees (rules, lists, settings, counts),
 * so no two running files share an app: there is one per slot of vitest's pool (VITEST_POOL_ID),
 * and the files that run one after another in a slot share it, as they all once shared one.
 */
export default async function setup(project: TestProject) {
  // The test settings of vitest.config.ts, for the apps started here.
  Object.assign(process.env, project.config.env);
  // The production build, as `npm start` serves it, built when stale (as npm start decides).
  buildStale(ROOT, ['client']);
  const template = await sharedTemplate();
  // The news journeys read pages and a search feed served here on 127.0.0.1.
  const feed = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED));
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r));
  const feedUrl = `http://127.0.0.1:${(feed.address() as { port: number }).port}/search?q={query}`;
  const slots = Math.max(1, project.config.maxWorkers);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    feed.close();
    await template.release();
  };
  const started = await Promise.allSettled(
    Array.from({ length: slots }, async (_, slot) => {
      const database = await createFreshDatabase(template.adminUrl, `e2e${slot + 1}`, template.name);
      stops.push(async () => {
        if (!process.env.KEEP_TEST_DB) await database.drop();
      });
      const api = await startApiInProcess(database.url, { ALLOW_LOOPBACK_URLS: 'true', NEWS_SEARCH_URL_TEMPLATE: feedUrl });
      stops.push(() => api.stop());
      const worker = await startWorkerInProcess(database.url);
      stops.push(() => worker.stop());
      return api.url;
    }),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    started.map((result) => (result as PromiseFulfilledResult<string>).value),
  );
  project.provide('adminDatabaseUrl', template.adminUrl);
  project.provide('templateDatabase', template.name);
  return stopAll;
}
