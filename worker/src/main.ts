/**
 * The job worker: the api's domain started differently. Needs only DATABASE_URL, so it runs on
 * any node that reaches the database; `WORKER_CONCURRENCY` jobs at a time; `WORKER_QUEUES` picks
 * the queues it serves (all by default); SIGTERM lets the jobs in hand finish before it exits.
 * Chromium is needed only for PDF reports: a node without it serves every other queue.
 */
import { loadConfigOrExit, openJobServices, renderSlots, serveJobs, workerQueues, type ReportRenderer } from '@counterparty/api';
import { chromiumPath, PdfRenderer } from './pdf/pdf-renderer.js';
import { reportHtml } from './pdf/report-template.js';

/** The queue of PDF renders, the one queue that needs a browser. */
const REPORT_QUEUE = 'report.pdf';

const config = loadConfigOrExit();
if (!config.DATABASE_URL) {
  console.error('Configuration error: DATABASE_URL is required for the worker (npm start sets it for the bundled one)');
  process.exit(1);
}
const { known, wanted } = workerQueues(config);
const unknown = wanted.filter((queue) => !known.includes(queue));
if (unknown.length) {
  console.error(`Configuration error: WORKER_QUEUES names unknown queues (${unknown.join(', ')}); the queues are ${known.join(', ')}`);
  process.exit(1);
}

// Signals are handled from the start: a SIGTERM while the worker is still connecting or launching
// Chromium stops it as quietly as one later.
const running: { services?: Awaited<ReturnType<typeof openJobServices>>; renderer?: PdfRenderer } = {};
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`worker ${process.pid}: ${signal}, finishing jobs in hand`);
  await running.services?.close();
  await running.renderer?.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
/** A start-up step that failed because shutdown closed what it used: wait for the exit, say nothing. */
function quietWhenStopping(error: unknown): Promise<never> {
  if (stopping) return new Promise(() => undefined);
  throw error;
}

const concurrency = config.WORKER_CONCURRENCY;
const started = await openJobServices(config, config.DATABASE_URL).catch(quietWhenStopping);
running.services = started;

// Chromium starts with the worker, so the first report is as fast as the rest.
const slots = renderSlots(config);
if (wanted.includes(REPORT_QUEUE)) {
  const executable = await chromiumPath(config.PUPPETEER_EXECUTABLE_PATH);
  if (executable) {
    running.renderer = new PdfRenderer(executable, slots);
    await running.renderer.warm().catch(quietWhenStopping);
  } else {
    console.log(
      `worker ${process.pid}: no Chromium found (PUPPETEER_EXECUTABLE_PATH, /usr/bin/chromium…): serving every queue but ${REPORT_QUEUE}; PDF reports need a worker with a browser`,
    );
  }
}
const { renderer } = running;
const served = wanted.filter((queue) => queue !== REPORT_QUEUE || renderer);
const reports: ReportRenderer = {
  slots,
  render: async (model) => {
    if (!renderer) throw new Error('This worker has no Chromium');
    return renderer.render(reportHtml(model));
  },
};

await serveJobs(started, reports, served).catch(quietWhenStopping);
console.log(
  `Counterparty worker ${process.pid} ready (concurrency ${concurrency}${served.length < known.length ? `; queues ${served.join(', ')}` : ''})`,
);
