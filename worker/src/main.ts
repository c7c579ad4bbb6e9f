/**
 * The job worker: the api's domain started differently. Needs only DATABASE_URL, so it runs on
 * any node that reaches the database; `WORKER_CONCURRENCY` jobs at a time; SIGTERM lets the jobs
 * in hand finish before it exits.
 */
import { createServices, loadConfigOrExit, MODULES, registerJobs, type WorkerContext } from '@counterparty/api';
import { PdfRenderer } from './pdf/pdf-renderer.js';
import { reportHtml } from './pdf/report-template.js';

const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  console.error('Configuration error: DATABASE_URL is required for the worker (npm start sets it for the bundled one)');
  process.exit(1);
}
const concurrency = config.WORKER_CONCURRENCY;
const services = await createServices(config, config.DATABASE_URL, { poolMax: concurrency + 2, maintenance: true });

// Chromium starts with the worker, so the first report is as fast as the rest.
// Chromium renders in its own processes, so a few pages in parallel pay off even on small nodes.
const renderSlots = Math.max(4, concurrency);
const renderer = new PdfRenderer(config.PUPPETEER_EXECUTABLE_PATH, renderSlots);
await renderer.warm();
const worker: WorkerContext = {
  services,
  resources: { reports: { slots: renderSlots, render: async (model) => renderer.render(reportHtml(model)) } },
};

await registerJobs(
  worker,
  MODULES.flatMap((module) => module.jobs ?? []),
);
console.log(`Counterparty worker ${process.pid} ready (concurrency ${concurrency})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`worker ${process.pid}: ${signal}, finishing jobs in hand`);
  await services.close();
  await renderer.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
