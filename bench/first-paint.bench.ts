/**
 * Issue 17: the signed-in first paint. A browser with a stored token opens / and the dashboard
 * shows its rows (7 assessments): the time from navigation start to the 7th row in the DOM, in
 * Chromium, on the production client build the API serves — cold (a fresh profile: empty HTTP
 * cache) and warm (the same profile again: chunks cached). Raw baseline measured in the same run:
 * that same rendered page saved as one static HTML file (markup and CSS inline, no script) served
 * by a bare node:http server, i.e. what loading a page of that size costs without the app. Also
 * the requests made before the rows appeared and whether the landing page chunk was fetched.
 * Median of BENCH_FIRST_PAINT_RUNS (7) runs each.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { buildStale } from '../scripts/build-freshness.js';
import { launchBrowser } from '../e2e/support/chromium.js';
import { assessmentInput } from '../api/test/support/factories.js';
import { ROOT } from '../api/test/support/processes.js';
import { benchDatabase, login, median, startApi, table } from './support.js';

const RUNS = Number(process.env.BENCH_FIRST_PAINT_RUNS ?? 7);
const ROWS = 7;
const ROW = '[data-testid="assessment-card"]';

/**
 * Installed in every page before its own scripts: `__rowsAt`, the moment (ms since navigation
 * start) the page holds ROWS rows, and `__snapshot()`, the page as rendered as one static HTML
 * document (its CSS rules inline, no script). A string, not a function: tsx would wrap a
 * function's inner names in a helper the page lacks (and the benchmarks compile without the DOM's
 * types); the app's CSP forbids evaluating strings later, so the calls below are functions.
 */
const INSTRUMENT = `(() => {
  const check = () => {
    if (window.__rowsAt === undefined && document.querySelectorAll(${JSON.stringify(ROW)}).length >= ${ROWS}) window.__rowsAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  window.__snapshot = () => {
    const css = [...document.styleSheets].flatMap((sheet) => { try { return [...sheet.cssRules].map((r) => r.cssText); } catch { return []; } }).join('\\n');
    const body = document.body.cloneNode(true);
    body.querySelectorAll('script').forEach((s) => s.remove());
    return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Counterparty</title><style>' + css + '</style></head>' + body.outerHTML + '</html>';
  };
})();`;

interface Instrumented {
  __rowsAt?: number;
  __snapshot(): string;
}
/** Read in the page (serialized: it may use nothing from this module). */
const rowsAt = () => (globalThis as unknown as { __rowsAt?: number }).__rowsAt;

interface Load {
  ms: number;
  requests: number;
  scripts: number;
  landing: boolean;
}

/** One navigation to `url` in `context`: when the rows appeared and what was fetched before. */
async function load(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  try {
    await page.goto(url);
    await page.waitForFunction(rowsAt, undefined, { timeout: 30_000 });
    const ms = (await page.evaluate(rowsAt)) ?? NaN;
    const scripts = fetched.filter((u) => u.endsWith('.js'));
    return { ms, requests: fetched.length, scripts: scripts.length, landing: scripts.some((u) => /\/WelcomePage-[^/]+\.js$/.test(u)) };
  } finally {
    await page.close();
  }
}

/** A profile that is signed in at `origin` (the token in localStorage, as after sign-in) and watches for the rows. */
async function profile(browser: Browser, origin: string, token: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  await context.addInitScript(INSTRUMENT);
  return context;
}

/** Cold (fresh profile) and warm (second visit of one profile) medians of RUNS loads each. */
async function measure(browser: Browser, origin: string, token: string | null): Promise<{ cold: Load[]; warm: Load[] }> {
  const cold: Load[] = [];
  const warm: Load[] = [];
  // One unmeasured load: the server's first answers (static files, query plans) are not the subject.
  const first = await profile(browser, origin, token);
  await load(first, '/');
  await first.close();
  for (let run = 0; run < RUNS; run += 1) {
    const context = await profile(browser, origin, token);
    try {
      cold.push(await load(context, '/'));
      warm.push(await load(context, '/'));
    } finally {
      await context.close();
    }
  }
  return { cold, warm };
}

/** The dashboard as the app rendered it, as one self-contained static HTML document. */
async function snapshot(browser: Browser, origin: string, token: string): Promise<string> {
  const context = await profile(browser, origin, token);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(rowsAt);
    return await page.evaluate(() => (globalThis as unknown as Instrumented).__snapshot());
  } finally {
    await context.close();
  }
}

const row = (label: string, loads: Load[], base?: number) => {
  const ms = median(loads.map((l) => l.ms));
  return [
    label,
    ms.toFixed(0),
    base ? (ms / base).toFixed(2) : '1.00',
    median(loads.map((l) => l.requests)),
    median(loads.map((l) => l.scripts)),
    loads.some((l) => l.landing) ? 'yes' : 'no',
  ];
};

export async function benchFirstPaint(): Promise<void> {
  // The production build, as `npm start` serves it (built when stale, as npm start decides).
  buildStale(ROOT, ['client']);
  const database = await benchDatabase('first_paint');
  const api = await startApi(database.url);
  const browser = await launchBrowser();
  let raw: ReturnType<typeof createServer> | undefined;
  try {
    const token = await login(api.url);
    for (let i = 1; i <= ROWS; i += 1) {
      const res = await fetch(`${api.url}/api/assessments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(assessmentInput({ companyName: `First Paint ${i} Ltd` })),
      });
      if (!res.ok) throw new Error(`creating an assessment: ${res.status} ${await res.text()}`);
    }

    const html = await snapshot(browser, api.url, token);
    raw = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((resolve) => raw!.listen(0, '127.0.0.1', resolve));
    const rawOrigin = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;

    const baseline = await measure(browser, rawOrigin, null);
    const app = await measure(browser, api.url, token);
    const base = median(baseline.cold.map((l) => l.ms));
    table(
      `Signed-in first paint: navigation start → ${ROWS} dashboard rows in the DOM, median of ${RUNS} (static page: ${(html.length / 1024).toFixed(0)} kB of HTML and CSS)`,
      [
        ['', 'ms', 'ratio to raw', 'requests', 'scripts', 'landing chunk'],
        row('raw: the rendered page as static HTML, cold', baseline.cold),
        row('raw: the rendered page as static HTML, warm', baseline.warm, base),
        row('app, cold (fresh profile)', app.cold, base),
        row('app, warm (chunks cached)', app.warm, base),
      ],
    );
  } finally {
    raw?.close();
    await browser.close();
    await api.stop();
    await database.close();
  }
}
