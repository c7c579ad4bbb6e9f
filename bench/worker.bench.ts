/**
 * Issue 5: a 10,000-row batch from upload to completed (one and two workers) next to a plain pg
 * multi-row insert of the same rows; PDF latency and throughput next to puppeteer rendering the
 * same HTML on a warm page.
 */
import puppeteer from 'puppeteer';
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { createServices } from '../api/src/services.js';
import { csvOf, validRows } from '../api/test/support/csv.js';
import { assessmentInput } from '../api/test/support/factories.js';
import { startWorker } from '../api/test/support/processes.js';
import { CHROMIUM_ARGS, chromiumPath } from '../worker/src/pdf/pdf-renderer.js';
import { reportHtml } from '../worker/src/pdf/report-template.js';
import { benchDatabase, login, median, startApi, table } from './support.js';

const ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 10_000);
const PDF_RUNS = 20;
const PDF_CONCURRENCY = 4;
const PDF_THROUGHPUT_REQUESTS = 40;

async function rawInsert(db: pg.Client, userId: string): Promise<number> {
  const a = assessmentInput();
  const started = performance.now();
  await db.query('begin');
  for (let done = 0; done < ROWS; done += 500) {
    const n = Math.min(500, ROWS - done);
    await db.query(
      `with inserted as (
         insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
           has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
           has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, rationale, rule_trace)
         select gen_random_uuid(), $1, $2 || g, $3, $4, $5, $6, $7, false, true, 'yes', 'yes', '>5', true, true, true, true, true, 'approved', 'approved', 'ok', '[]'
           from generate_series(1, $8::int) g returning id)
       insert into audit_logs (id, assessment_id, user_id, action, changes) select gen_random_uuid(), id, $1, 'created', '{}'::jsonb from inserted`,
      [userId, 'Raw ', a.countryOfRegistration, a.countryOfBusiness, a.address, a.businessRationale, a.serviceType, n],
    );
  }
  await db.query('commit');
  return ROWS / ((performance.now() - started) / 1000);
}

async function batchThroughput(apiUrl: string, token: string, workers: number, databaseUrl: string): Promise<number> {
  const running = await Promise.all(Array.from({ length: workers }, () => startWorker(databaseUrl)));
  try {
    const csv = csvOf(validRows(`W${workers}`, ROWS));
    const started = performance.now();
    const res = await fetch(`${apiUrl}/api/batch/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ csvContent: csv, fileName: `bench-${workers}.csv` }),
    });
    const { batchId } = (await res.json()) as { batchId: string };
    for (;;) {
      const batch = (await (await fetch(`${apiUrl}/api/batch/${batchId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        status: string;
        successfulRows: number;
      };
      if (batch.status === 'completed' || batch.status === 'failed') {
        if (batch.successfulRows !== ROWS) throw new Error(`batch ended with ${batch.successfulRows} rows`);
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    return ROWS / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(running.map((w) => w.stop()));
  }
}

async function throughput(run: () => Promise<unknown>, total: number, concurrency: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        await run();
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

export async function benchWorker(): Promise<void> {
  const database = await benchDatabase('worker');
  const api = await startApi(database.url);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const token = await login(api.url);
    const userId = (await db.query(`select id from users limit 1`)).rows[0].id as string;
    const raw = await rawInsert(db, userId);
    const one = await batchThroughput(api.url, token, 1, database.url);
    const two = await batchThroughput(api.url, token, 2, database.url);
    table(`Batch of ${ROWS.toLocaleString('en')} rows, upload → completed`, [
      ['', 'rows/s', 'ratio to raw', 'aim'],
      ['raw baseline: pg multi-row insert (500 rows per statement, assessment + audit)', raw.toFixed(0), '1.00', ''],
      ['API + 1 worker (parse, validate, decide, insert, counters)', one.toFixed(0), (one / raw).toFixed(2), '≥ 0.25'],
      ['API + 2 workers', two.toFixed(0), (two / raw).toFixed(2), ''],
    ]);

    // PDF: one warm worker, one assessment with an audit trail.
    const created = await fetch(`${api.url}/api/assessments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(assessmentInput({ companyName: 'Benchmark Holdings plc', isProfitable: false })),
    });
    const { id } = (await created.json()) as { id: string };
    const worker = await startWorker(database.url);
    const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url, { poolMax: 2 });
    const browser = await puppeteer.launch({
      executablePath: await chromiumPath(process.env.PUPPETEER_EXECUTABLE_PATH),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      const html = reportHtml(await services.reports.model(services.orm.em.fork(), id));
      const pages = await Promise.all(Array.from({ length: PDF_CONCURRENCY }, () => browser.newPage()));
      // A page renders one document at a time: take one from the pool, give it back after.
      const rawRender = async () => {
        const page = pages.pop()!;
        try {
          await page.setContent(html, { waitUntil: 'load' });
          await page.pdf({
            format: 'A4',
            printBackground: true,
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: '<div style="font-size:8px">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
            margin: { top: '18mm', bottom: '18mm', left: '14mm', right: '14mm' },
          });
        } finally {
          pages.push(page);
        }
      };
      const apiRender = async () => {
        const res = await fetch(`${api.url}/api/assessments/${id}/pdf`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`pdf ${res.status}`);
        await res.arrayBuffer();
      };
      const timed = async (fn: () => Promise<unknown>) => {
        const times: number[] = [];
        for (let i = 0; i < 3; i += 1) await fn();
        for (let i = 0; i < PDF_RUNS; i += 1) {
          const t = performance.now();
          await fn();
          times.push(performance.now() - t);
        }
        return median(times);
      };
      const rawMedian = await timed(rawRender);
      const apiMedian = await timed(apiRender);
      const rawTput = await throughput(rawRender, PDF_THROUGHPUT_REQUESTS, PDF_CONCURRENCY);
      const apiTput = await throughput(apiRender, PDF_THROUGHPUT_REQUESTS, PDF_CONCURRENCY);
      table(`PDF report (${PDF_RUNS} sequential runs; throughput over ${PDF_THROUGHPUT_REQUESTS} requests, ${PDF_CONCURRENCY} at a time)`, [
        ['', 'median latency (ms)', 'throughput (PDF/s)'],
        ['raw: puppeteer setContent + pdf on a warm page, same HTML', rawMedian.toFixed(1), rawTput.toFixed(1)],
        ['POST /api/assessments/{id}/pdf via pg-boss worker', apiMedian.toFixed(1), apiTput.toFixed(1)],
        ['ratio API / raw (aim: latency ≤ 1.4, throughput ≥ 0.8)', (apiMedian / rawMedian).toFixed(2), (apiTput / rawTput).toFixed(2)],
      ]);
    } finally {
      await browser.close();
      await services.close();
      await worker.stop();
    }
  } finally {
    await db.end();
    await api.stop();
    await database.close();
  }
}
