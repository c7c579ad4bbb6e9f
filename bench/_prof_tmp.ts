import autocannon from 'autocannon';
import fs from 'node:fs';
import pg from 'pg';
import { assessmentInput } from '../api/test/support/factories.js';
import { benchDatabase, login, startApi } from './support.js';

function cpu(filter: (comm: string, pid: number) => boolean): number {
  let t = 0;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const comm = s.slice(s.indexOf('(') + 1, s.lastIndexOf(')'));
      if (!filter(comm, Number(d))) continue;
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      t += process.env.SYS ? Number(f[12]) : Number(f[11]) + Number(f[12]);
    } catch {}
  }
  return t * 10; // ms (CLK_TCK 100)
}
const database = await benchDatabase('prof');
const api = await startApi(database.url, process.env.PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } : {});
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  const token = await login(api.url);
  const apiPid = api.process.pid!;
  const isPg = (c: string) => c === 'postgres';
  const isApi = (_c: string, p: number) => p === apiPid;
  const userId = (await db.query(`select id from users limit 1`)).rows[0].id as string;
  if (process.env.RAW) {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        const input = JSON.parse(body);
        const client = await pool.connect();
        try {
          await client.query('begin');
          const { rows } = await client.query(
            `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
               has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
               has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rationale, rule_trace)
             values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'approved', 'ok', '[]') returning id`,
            [userId, input.companyName, input.countryOfRegistration, input.countryOfBusiness, input.address, input.businessRationale, input.serviceType,
             input.hasLegalActions, input.canProvideReferences, input.managementReputation, input.managementCapacity, input.tradingYears,
             input.hasAuditedFinancials, input.hasSufficientLiquidity, input.isProfitable, input.hasEquityAbove1M, input.hasConsistentRevenue],
          );
          await client.query(`insert into audit_logs (id, assessment_id, user_id, action, changes) values (gen_random_uuid(), $1, $2, 'created', $3)`, [rows[0].id, userId, input]);
          await client.query('commit');
          res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: rows[0].id }));
        } finally { client.release(); }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const p0 = cpu(isPg), me0 = process.cpuUsage();
    const r = await autocannon({ url: `http://127.0.0.1:${port}/`, method: 'POST', connections: 50, duration: Number(process.env.D ?? 10),
      headers: { 'content-type': 'application/json' }, body: JSON.stringify(assessmentInput()) });
    const me = process.cpuUsage(me0);
    console.log('RAW req/s', r.requests.average, 'pg ms/req', ((cpu(isPg) - p0) / r.requests.total).toFixed(3), 'bench proc (raw+cannon) ms/req', ((me.user + me.system) / 1000 / r.requests.total).toFixed(3));
    server.close(); await pool.end();
  }
  const meStart = process.cpuUsage();
  const pg0 = cpu(isPg), api0 = cpu(isApi);
  const r = await autocannon({
    url: `${api.url}${process.env.PATH_ ?? '/api/assessments'}`, method: (process.env.METHOD ?? 'POST') as 'POST', connections: 50, duration: Number(process.env.D ?? 10),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(assessmentInput()),
  });
  const n = r.requests.total;
  const me1 = process.cpuUsage(meStart);
  console.log('cannon-only ms/req', ((me1.user+me1.system)/1000/n).toFixed(3));
  console.log('req/s', r.requests.average, 'non2xx', r.non2xx, 'pg ms/req', ((cpu(isPg) - pg0) / n).toFixed(3), 'api ms/req', ((cpu(isApi) - api0) / n).toFixed(3));
} finally {
  await db.end();
  await api.stop();
  await database.close();
}
