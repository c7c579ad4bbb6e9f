/**
 * Issue 20: what statements cost an assessment. POST /api/assessments with three fiscal years of
 * statements (validated, analysed, scored, stored and audited with the answers) against the same
 * answers without them, in one run on one API, as a throughput ratio (aim ≥ 0.9).
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { assessmentInput } from '../api/test/support/factories.js';
import { benchDatabase, login, startApi, table } from './support.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/** Three years of a sound distributor (the worked example of the API's credit tests), latest first. */
const LAST_YEAR = new Date().getUTCFullYear() - 1;
const year = (offset: number, scale: number) => ({
  fiscalYearEnd: `${LAST_YEAR - offset}-12-31`,
  revenue: 10_000_000 * scale,
  ebit: 1_200_000 * scale,
  ebitda: 1_500_000 * scale,
  interestExpense: 200_000 * scale,
  netProfit: 800_000 * scale,
  currentAssets: 4_000_000 * scale,
  inventory: 1_000_000 * scale,
  cash: 500_000 * scale,
  currentLiabilities: 2_000_000 * scale,
  totalAssets: 10_000_000 * scale,
  totalLiabilities: 4_000_000 * scale,
  equity: 6_000_000 * scale,
  intangibleAssets: 500_000 * scale,
  retainedEarnings: 3_000_000 * scale,
  totalDebt: 2_000_000 * scale,
});
const FINANCIALS = {
  currency: 'USD',
  paymentTermsDays: 45,
  requestedLimit: 500_000,
  statements: [year(0, 1), year(1, 0.9), year(2, 0.85)],
};

function cannon(url: string, token: string, body: string, duration: number) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
}

type Result = autocannon.Result;
/** Requests/s over segments, weighted by their length; p99 the worst segment's; non-2xx summed. */
const combine = (results: Result[]) => ({
  rps: results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
  p99: Math.max(...results.map((r) => r.latency.p99)),
  non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
});

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

/** User + system CPU seconds of a process so far; 0 when it is gone or /proc is not there. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` on this machine (none when the server runs elsewhere). */
function backends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres: ') && cmd.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** CPU seconds the API process and the database's backends have used so far. */
function cpu(apiPid: number, database: string): { api: number; db: number } {
  return { api: cpuSeconds(apiPid), db: backends(database).reduce((sum, pid) => sum + cpuSeconds(pid), 0) };
}

/** Waits until the assessments autocannon left queued in the API have landed (its deadline cuts requests off mid-flight). */
async function settle(db: pg.Client): Promise<void> {
  let last = -1;
  for (let i = 0; i < 100; i += 1) {
    await new Promise((r) => setTimeout(r, 300));
    const now = (await db.query(`select count(*)::int as n from assessments`)).rows[0].n as number;
    if (now === last) return;
    last = now;
  }
}

export async function benchCredit(): Promise<void> {
  const database = await benchDatabase('credit');
  // One admin stands for CONNECTIONS clients: let each of them have its assessment in flight.
  const api = await startApi(database.url, { LOGIN_MAX_FAILURES_PER_IP: '100000', SCREENING_USER_CONCURRENCY: String(CONNECTIONS) });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const dbName = new URL(database.url).pathname.slice(1);
  const count = async () => (await db.query(`select count(*)::int as n from assessments`)).rows[0].n as number;
  try {
    const token = await login(api.url);
    const url = `${api.url}/api/assessments`;
    const without = JSON.stringify(assessmentInput());
    const withStatements = JSON.stringify(assessmentInput({ financials: FINANCIALS }));

    // Both bodies must be accepted, and the statements analysed, before anything is timed.
    const probe = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: withStatements,
    });
    const created = (await probe.json()) as { creditAnalysis?: { grade: string; score: number } | null };
    if (probe.status !== 201 || !created.creditAnalysis) throw new Error(`statements refused: ${probe.status} ${JSON.stringify(created)}`);

    // Warm-up (JIT, connection pools, the scorecard cache), then A B B A twice in quarters, so a
    // drift over the run (a growing table, a warming cache, a neighbour's load) weighs on both alike.
    await cannon(url, token, withStatements, 2);
    await cannon(url, token, without, 2);
    await settle(db);
    const quarter = Math.max(1, Math.round(DURATION_S / 4));
    const runs: { without: Result[]; with: Result[] } = { without: [], with: [] };
    // CPU the API and the database spent per assessment stored: what a request costs, which a
    // neighbour's load on a shared machine moves far less than throughput.
    const spent = { without: { api: 0, db: 0, stored: 0 }, with: { api: 0, db: 0, stored: 0 } };
    for (const side of ['without', 'with', 'with', 'without', 'without', 'with', 'with', 'without'] as const) {
      const [before, storedBefore] = [cpu(api.process.pid!, dbName), await count()];
      runs[side].push(await cannon(url, token, side === 'with' ? withStatements : without, quarter));
      await settle(db);
      const after = cpu(api.process.pid!, dbName);
      spent[side].api += after.api - before.api;
      spent[side].db += after.db - before.db;
      spent[side].stored += (await count()) - storedBefore;
    }
    const a = combine(runs.without);
    const b = combine(runs.with);
    const perRequest = (side: keyof typeof spent) => ({
      api: (spent[side].api / spent[side].stored) * 1e6,
      db: (spent[side].db / spent[side].stored) * 1e6,
    });
    const [ca, cb] = [perRequest('without'), perRequest('with')];
    const us = (x: number) => (Number.isFinite(x) && x > 0 ? x.toFixed(0) : '–');
    const stored = (
      await db.query(
        `select count(*) filter (where credit_analysis is not null)::int as analysed, count(*)::int as total,
                pg_size_pretty(avg(pg_column_size(financials) + pg_column_size(credit_analysis))::bigint) as json_size
           from assessments`,
      )
    ).rows[0] as { analysed: number; total: number; json_size: string | null };
    table(
      `POST /api/assessments with and without three years of statements, ${CONNECTIONS} connections, 4 × ${quarter} s each (autocannon, A B B A A B B A)`,
      [
        ['', 'requests/s', 'p99 latency (ms)', 'non-2xx', 'API CPU µs / assessment', 'database CPU µs / assessment'],
        ['without statements (checkbox-only)', a.rps.toFixed(0), a.p99, a.non2xx, us(ca.api), us(ca.db)],
        [
          `with 3 years of statements (grade ${created.creditAnalysis.grade}, score ${created.creditAnalysis.score})`,
          b.rps.toFixed(0),
          b.p99,
          b.non2xx,
          us(cb.api),
          us(cb.db),
        ],
        [
          'ratio with / without (aim ≥ 0.9 throughput)',
          (b.rps / a.rps).toFixed(2),
          '',
          '',
          (cb.api / ca.api).toFixed(2),
          (cb.db / ca.db).toFixed(2),
        ],
      ],
    );
    console.log(
      `\n${stored.analysed} of ${stored.total} assessments stored with an analysis; statements + analysis take ${stored.json_size ?? '–'} a row (jsonb). ` +
        'Throughput on a shared machine moves with its neighbours; the CPU columns are the cost of one request.',
    );
  } finally {
    await db.end();
    await api.stop();
    await database.close();
  }
}
