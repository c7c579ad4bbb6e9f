/**
 * The job worker: the api's domain started differently. Needs only DATABASE_URL, so it runs on
 * any node that reaches the database; `WORKER_CONCURRENCY` jobs at a time; SIGTERM lets the jobs
 * in hand finish before it exits.
 */
import {
  BATCH_CHUNK_QUEUE,
  createServices,
  HEALTH_QUEUE,
  loadConfigOrExit,
  REPORT_QUEUE,
  type BatchChunkJob,
  type HealthJob,
  type ReportJob,
  WATCHLIST_IMPORT_QUEUE,
  type WatchlistImportJob,
} from '@counterparty/api';
import { handleBatchChunk } from './jobs/batch-chunk.job.js';
import { handleHealth } from './jobs/health.job.js';
import { handleReport } from './jobs/report.job.js';
import { handleWatchlistImport } from './jobs/watchlist-import.job.js';
import { PdfRenderer } from './pdf/pdf-renderer.js';

const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  console.error('Configuration error: DATABASE_URL is required for the worker (npm start sets it for the bundled one)');
  process.exit(1);
}
const concurrency = config.WORKER_CONCURRENCY;
const services = await createServices(config, config.DATABASE_URL, { poolMax: concurrency + 2, maintenance: true });
const { queue } = services;

await queue.work<HealthJob>(HEALTH_QUEUE, async ([job]) => handleHealth(services, job.data));
// Two chunks per fetch so `burstWhenBatchFull` keeps a worker fetching while a batch has work
// (pg-boss ignores it for single-job fetches); both commit in the job transaction. The short idle
// poll picks up retries of chunks whose worker died (retries send no NOTIFY).
await queue.work(
  BATCH_CHUNK_QUEUE,
  { transactional: true, batchSize: 2, burstWhenBatchFull: true, localConcurrency: concurrency, notifyPollingIntervalSeconds: 2 },
  async (jobs, tx) => {
    for (const job of jobs) await handleBatchChunk(services, job.data as BatchChunkJob, tx);
  },
);
// One list import at a time per worker: each streams a file of up to a million entities.
await queue.work<WatchlistImportJob>(WATCHLIST_IMPORT_QUEUE, { batchSize: 1, localConcurrency: 1 }, async ([job]) =>
  handleWatchlistImport(services, job.data),
);
// Chromium starts with the worker, so the first report is as fast as the rest.
// Chromium renders in its own processes, so a few pages in parallel pay off even on small nodes.
const renderSlots = Math.max(4, concurrency);
const renderer = new PdfRenderer(config.PUPPETEER_EXECUTABLE_PATH, renderSlots);
await renderer.warm();
await queue.work(
  REPORT_QUEUE,
  { transactional: true, batchSize: 1, localConcurrency: renderSlots, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 },
  async ([job], tx) => handleReport(renderer, job.id, job.data as ReportJob, tx),
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
