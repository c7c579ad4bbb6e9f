import 'reflect-metadata';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { format } from 'node:util';
import { createApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/core/config.js';
import { migrate } from '../../src/core/orm.js';
// What the worker imports, from the same public entry (worker/src/main.ts).
import {
  createServices,
  openJobServices,
  renderSlots,
  serveJobs,
  workerQueues,
  type JobServices,
  type ReportModel,
  type ReportRenderer,
  type Services,
} from '../../src/index.js';
import { ensureFirstAdmin } from '../../src/modules/user/first-admin.js';
import { API_ENV, PROCESS_ENV } from './processes.js';

/**
 * The API and the worker started inside the test file's own process, from the same building blocks
 * their entry points use (api/src/main.ts, worker/src/main.ts): no cold start, no second copy of
 * the code in memory. Tests about the processes themselves (the compiled build, `npm start`, a
 * killed worker, replicas) use processes.ts instead.
 *
 * What each one logs is kept apart: the app's requests and the worker's jobs run in an async
 * context of their own, and console lines written in it go to that app's `output()` (echoed with
 * TEST_VERBOSE=1), as a child process's output would.
 */

export interface InProcess {
  /** What this app or worker wrote to the console so far. */
  output(): string;
  /** Stops it completely: HTTP server, Apollo, queue, notifications, ORM (and a worker's browser). */
  stop(): Promise<void>;
}

export interface InProcessApi extends InProcess {
  url: string;
  services: Services;
}

export interface InProcessWorker extends InProcess {
  services: JobServices;
}

interface Sink {
  text: string;
}

const owner = new AsyncLocalStorage<Sink>();
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let consoleRouted = false;

/** Routes console lines written in an app's async context to that app; others go on as before. */
function routeConsole(): void {
  if (consoleRouted) return;
  consoleRouted = true;
  for (const method of CONSOLE_METHODS) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const sink = owner.getStore();
      if (!sink) return original(...args);
      sink.text += `${format(...args)}\n`;
      if (process.env.TEST_VERBOSE) original(...args);
    };
  }
}

/** The config an entry point would read from its environment, with the tests' settings under `env`. */
export function testConfig(env: Record<string, string | undefined>): Config {
  return loadConfig({ ...process.env, ...PROCESS_ENV, ...env });
}

/** Everything `stop` has to undo, in order, each at most once (a failed start stops what it started). */
function stopper() {
  const steps: (() => unknown)[] = [];
  let stopped: Promise<void> | undefined;
  return {
    add(step: () => unknown) {
      steps.unshift(step);
    },
    stop(): Promise<void> {
      stopped ??= (async () => {
        const errors: unknown[] = [];
        for (const step of steps) await Promise.resolve(step()).catch((error: unknown) => errors.push(error));
        if (errors.length) throw errors[0];
      })();
      return stopped;
    },
  };
}

/**
 * Starts the API as api/src/main.ts does — services, migrations (none left on a database made from
 * the template), the first admin, the HTTP app — on a free port of 127.0.0.1. `env` is read as the
 * process environment would be (REQUIRE_RULE_APPROVAL, OPENAI_BASE_URL…).
 */
export async function startApiInProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<InProcessApi> {
  routeConsole();
  const sink: Sink = { text: '' };
  const cleanup = stopper();
  try {
    return await owner.run(sink, async () => {
      const config = testConfig({ ...API_ENV, DATABASE_URL: databaseUrl, HOST: '127.0.0.1', PORT: '0', ...env });
      // A smaller pool than a production API's: several apps may share one PostgreSQL in a run.
      const services = await createServices(config, databaseUrl, { poolMax: 5 });
      cleanup.add(() => services.close());
      await migrate(services.orm, databaseUrl);
      const note = await ensureFirstAdmin(services.orm, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
        embedded: false,
      });
      if (note) console.log(note);
      const { app, apollo } = await createApp(services);
      cleanup.add(() => apollo.stop());
      const server: Server = createServer((req, res) => owner.run(sink, () => app(req, res)));
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
      cleanup.add(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            // In-flight requests finish; idle keep-alive sockets would hold the server open.
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 2000).unref();
          }),
      );
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      console.log(`Counterparty API listening on ${url} (in-process)`);
      return { url, services, output: () => sink.text, stop: () => cleanup.stop() };
    });
  } catch (error) {
    await cleanup.stop().catch(() => undefined);
    throw new Error(`API did not start: ${(error as Error).stack}\n${sink.text}`, { cause: error });
  }
}

/** What the in-process worker uses of worker/src/pdf, loaded on the first report only (puppeteer). */
interface PdfModules {
  chromiumPath(configured?: string): Promise<string | undefined>;
  PdfRenderer: new (executablePath: string, poolSize: number) => { render(html: string): Promise<Buffer>; close(): Promise<void> };
  reportHtml(model: ReportModel): string;
}

// By URL, so the api's type check does not follow the worker's imports of `@counterparty/api`.
const WORKER_PDF = new URL('../../../worker/src/pdf/', import.meta.url);
async function pdfModules(): Promise<PdfModules> {
  const [renderer, template] = await Promise.all([
    import(new URL('pdf-renderer.ts', WORKER_PDF).href),
    import(new URL('report-template.ts', WORKER_PDF).href),
  ]);
  return { chromiumPath: renderer.chromiumPath, PdfRenderer: renderer.PdfRenderer, reportHtml: template.reportHtml };
}

/**
 * Starts a worker as worker/src/main.ts does — services with the queue's maintenance, every
 * module's jobs (or WORKER_QUEUES) — against `databaseUrl`. Chromium starts with the first report
 * rather than with the worker, since most files render none. A worker that must be killed, or
 * whose process is under test, is a child process (processes.ts `startWorker`).
 */
export async function startWorkerInProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<InProcessWorker> {
  routeConsole();
  const sink: Sink = { text: '' };
  const cleanup = stopper();
  try {
    return await owner.run(sink, async () => {
      const config = testConfig({ DATABASE_URL: databaseUrl, ...env });
      const { wanted } = workerQueues(config);
      const slots = renderSlots(config);
      let renderer:
        Promise<{ render(html: string): Promise<Buffer>; close(): Promise<void>; html(model: ReportModel): string }> | undefined;
      // As worker/src/main.ts: the jobs in hand finish (services.close), then the browser closes.
      cleanup.add(async () => (await renderer?.catch(() => undefined))?.close());
      const services = await openJobServices(config, databaseUrl);
      cleanup.add(() => services.close());
      const browser = () =>
        (renderer ??= pdfModules().then(async (pdf) => {
          const executable = await pdf.chromiumPath(config.PUPPETEER_EXECUTABLE_PATH);
          if (!executable) throw new Error('This worker has no Chromium');
          const instance = new pdf.PdfRenderer(executable, slots);
          return { render: (html: string) => instance.render(html), close: () => instance.close(), html: pdf.reportHtml };
        }));
      const reports: ReportRenderer = {
        slots,
        render: async (model) => {
          const pdf = await browser();
          return pdf.render(pdf.html(model));
        },
      };
      await serveJobs(services, reports, wanted);
      console.log(`Counterparty worker ready in-process (concurrency ${config.WORKER_CONCURRENCY}; queues ${wanted.join(', ')})`);
      return { services, output: () => sink.text, stop: () => cleanup.stop() };
    });
  } catch (error) {
    await cleanup.stop().catch(() => undefined);
    throw new Error(`worker did not start: ${(error as Error).stack}\n${sink.text}`, { cause: error });
  }
}
