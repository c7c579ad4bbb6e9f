/**
 * Issue 4: assessment creation under load and dashboard reads at 1M rows, each next to a raw
 * baseline measured in the same run.
 */
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import pg from 'pg';
import { assessmentInput } from '../api/test/support/factories.js';
import { benchDatabase, login, startApi, table, timeIt } from './support.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

function cannon(url: string, headers: Record<string, string>, body: string, connections = CONNECTIONS, duration = DURATION_S) {
  return autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

/** The raw baseline: bare node:http + one pg transaction inserting the same assessment and audit row. */
async function rawServer(databaseUrl: string, userId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const a = assessmentInput();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    // The handler's promise is awaited by nobody: it answers the response itself, errors included.
    req.on(
      'end',
      () =>
        void (async () => {
          const input = JSON.parse(body);
          const client = await pool.connect();
          try {
            await client.query('begin');
            const { rows } = await client.query(
              `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
             has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
             has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, rationale, rule_trace)
           values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'approved', 'approved', 'ok', '[]') returning id`,
              [
                userId,
                input.companyName,
                input.countryOfRegistration,
                input.countryOfBusiness,
                input.address,
                input.businessRationale,
                input.serviceType,
                input.hasLegalActions,
                input.canProvideReferences,
                input.managementReputation,
                input.managementCapacity,
                input.tradingYears,
                input.hasAuditedFinancials,
                input.hasSufficientLiquidity,
                input.isProfitable,
                input.hasEquityAbove1M,
                input.hasConsistentRevenue,
              ],
            );
            await client.query(
              `insert into audit_logs (id, assessment_id, user_id, action, changes) values (gen_random_uuid(), $1, $2, 'created', $3)`,
              [rows[0].id, userId, input],
            );
            await client.query('commit');
            res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: rows[0].id }));
          } catch (error) {
            await client.query('rollback');
            res.writeHead(500).end(String(error));
          } finally {
            client.release();
          }
        })(),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/`, body: JSON.stringify(a), close: async () => (server.close(), await pool.end()) };
}

/** Loads `rows` assessments with SQL (statement-level triggers keep the aggregates). */
async function load(db: pg.Client, userId: string, rows: number) {
  const step = 200_000;
  for (let done = 0; done < rows; done += step) {
    const n = Math.min(step, rows - done);
    await db.query(
      `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
         has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
         has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, rationale, rule_trace, rejection_reasons, processing_time_ms, created_at)
       select gen_random_uuid(), $1, 'Company ' || g, 'United Kingdom', 'France', 'Address ' || g, 'Generated rationale for benchmarking', 'Supply',
         g % 17 = 0, g % 3 <> 0, 'yes', 'yes', '>5', true, true, g % 5 <> 0, true, true,
         case when g % 17 = 0 then 'rejected' when g % 3 = 0 or g % 5 = 0 then 'caution' else 'approved' end,
         case when g % 17 = 0 then 'rejected' when g % 3 = 0 or g % 5 = 0 then 'caution' else 'approved' end, 'Generated',
         case when g % 17 = 0 then '[{"ruleType":"mandatory_reject","message":"The company has legal actions, fines, or sanctions against it"}]'::jsonb else '[]'::jsonb end,
         case when g % 17 = 0 then '["The company has legal actions, fines, or sanctions against it"]'::jsonb else '[]'::jsonb end,
         60000 + g % 600000, now() - (g || ' seconds')::interval
       from generate_series($2::int, $3::int) g`,
      [userId, done + 1, done + n],
    );
  }
  await db.query('analyze assessments');
}

export async function benchAssessments(): Promise<void> {
  const database = await benchDatabase('assess');
  // One admin stands for CONNECTIONS clients: let each of them have its assessment in flight.
  const api = await startApi(database.url, { LOGIN_MAX_FAILURES_PER_IP: '100000', SCREENING_USER_CONCURRENCY: String(CONNECTIONS) });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const token = await login(api.url);
    const userId = (await db.query(`select id from users limit 1`)).rows[0].id as string;

    const raw = await rawServer(database.url, userId);
    const rawResult = await cannon(raw.url, {}, raw.body);
    await raw.close();
    const apiResult = await cannon(`${api.url}/api/assessments`, { authorization: `Bearer ${token}` }, JSON.stringify(assessmentInput()));
    const ok = apiResult['2xx'];
    // The same load shared by two API processes on the one database (half the connections each): one
    // process spends a core's worth of CPU at this rate, and a second one uses what is left of the machine.
    const second = await startApi(database.url, { LOGIN_MAX_FAILURES_PER_IP: '100000', SCREENING_USER_CONCURRENCY: String(CONNECTIONS) });
    const body = JSON.stringify(assessmentInput());
    const pair = await (async () => {
      try {
        await cannon(`${second.url}/api/assessments`, { authorization: `Bearer ${token}` }, body, CONNECTIONS / 2, 3); // as warm as the first
        return await Promise.all(
          [api, second].map((p) => cannon(`${p.url}/api/assessments`, { authorization: `Bearer ${token}` }, body, CONNECTIONS / 2)),
        );
      } finally {
        await second.stop();
      }
    })();
    const pairRate = pair.reduce((sum, r) => sum + r.requests.average, 0);
    table(`POST /api/assessments, ${CONNECTIONS} connections, ${DURATION_S} s (autocannon)`, [
      ['', 'requests/s', 'p99 latency (ms)', 'non-2xx'],
      ['raw baseline (node:http + pg transaction)', rawResult.requests.average.toFixed(0), rawResult.latency.p99, rawResult.non2xx],
      ['Counterparty API', apiResult.requests.average.toFixed(0), apiResult.latency.p99, apiResult.non2xx],
      ['ratio API / raw (aim ≥ 0.6)', (apiResult.requests.average / rawResult.requests.average).toFixed(2), '', `${ok} created`],
      [
        'two API processes on one database, half the connections each',
        pairRate.toFixed(0),
        Math.max(...pair.map((r) => r.latency.p99)),
        pair[0].non2xx + pair[1].non2xx,
      ],
      ['ratio two processes / raw', (pairRate / rawResult.requests.average).toFixed(2), '', ''],
    ]);

    // autocannon stops at its deadline with requests still queued in the API; let them land first.
    let last = -1;
    for (let i = 0; i < 100; i += 1) {
      await new Promise((r) => setTimeout(r, 300));
      const now = (await db.query(`select count(*)::int as n from assessments`)).rows[0].n as number;
      if (now === last) break;
      last = now;
    }
    await db.query('truncate audit_logs, assessments cascade');
    await db.query('truncate assessment_stats, rejection_reason_stats');
    const t0 = performance.now();
    await load(db, userId, ROWS);
    const loadS = ((performance.now() - t0) / 1000).toFixed(1);
    const size = (
      await db.query(`select count(*)::int as n, pg_size_pretty(pg_total_relation_size('assessments')) as size from assessments`)
    ).rows[0];

    const get = (path: string) => async () => {
      const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const runs = 21;
    const rawAggregate = await timeIt(
      () => db.query(`select status, count(*), avg(processing_time_ms) from assessments group by status`),
      5,
    );
    const analytics = await timeIt(get('/api/analytics'), runs);
    const firstPage = await timeIt(get('/api/assessments?limit=20'), runs);
    const cursor = (await fetch(`${api.url}/api/assessments?limit=20`, { headers: { authorization: `Bearer ${token}` } })).headers.get(
      'x-next-cursor',
    );
    const laterPage = await timeIt(get(`/api/assessments?limit=20&cursor=${cursor}`), runs);
    const filtered = await timeIt(get('/api/assessments?limit=20&status=rejected'), runs);
    table(
      `Dashboard reads with ${size.n.toLocaleString('en')} assessments (${size.size}; loaded in ${loadS} s), median of ${runs} HTTP requests`,
      [
        ['', 'median (ms)', 'aim'],
        ['raw baseline: plain aggregate over the table (pg, no HTTP)', rawAggregate.toFixed(1), ''],
        ['GET /api/analytics', analytics.toFixed(1), '< 100'],
        ['GET /api/assessments?limit=20 (first page)', firstPage.toFixed(1), '< 20'],
        ['GET /api/assessments?limit=20&cursor=… (second page)', laterPage.toFixed(1), '< 20'],
        ['GET /api/assessments?limit=20&status=rejected', filtered.toFixed(1), '< 20'],
        ['ratio analytics / raw aggregate', (analytics / rawAggregate).toFixed(3), ''],
      ],
    );
  } finally {
    await db.end();
    await api.stop();
    await database.close();
  }
}
