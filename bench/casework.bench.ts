/**
 * Casework at scale, in one database (migrated by the started API):
 * 1. The inbox's first page: BENCH_CASES cases (default 100,000) over ~BENCH_CASES/2 counterparties
 *    and 20 analysts, four filter sets through listCases (p50/p95 over BENCH_INBOX_RUNS calls,
 *    default 200) next to the bare indexed query (same predicate and order, no joins, limit 51) on a
 *    plain pg.Client, interleaved call by call; and the header badge (myCaseCounts).
 * 2. Evidence upload: a 10 MiB PDF through POST /api/cases/{id}/evidence, BENCH_EVIDENCE_RUNS
 *    uploads (default 10), next to a raw insert of the same bytes in the same 1 MiB chunks into a
 *    temp table (one pg.Client, one transaction, one multi-row parameterised insert).
 * 3. The daily review job (runPeriodicReviews) over BENCH_REVIEW_COUNTERPARTIES counterparties
 *    (default 100,000) with one approved assessment each, ~5% due for review; run twice.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { CaseKind, CaseStatus } from '../api/src/modules/casework/case.entity.js';
import { listCases, myCaseCounts, type CaseFilter } from '../api/src/modules/casework/case.queries.js';
import { runPeriodicReviews } from '../api/src/modules/casework/periodic-review.job.js';
import { createServices, type Services } from '../api/src/services.js';
import { benchDatabase, login, median, startApi, table, TEST_ADMIN } from './support.js';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const INBOX_RUNS = Number(process.env.BENCH_INBOX_RUNS ?? 200);
const EVIDENCE_RUNS = Number(process.env.BENCH_EVIDENCE_RUNS ?? 10);
const REVIEW_COUNTERPARTIES = Number(process.env.BENCH_REVIEW_COUNTERPARTIES ?? 100_000);
const COUNTERPARTIES = Math.max(1, Math.ceil(CASES / 2));
const USERS = 20;
const TAGS = ['sanctions', 'pep', 'adverse-media', 'high-value', 'kyc-refresh', 'urgent'];
const CHUNK_BYTES = 1024 * 1024;
const EVIDENCE_CHUNKS = 10;
const PAGE = 50;
/** The inbox's p95 aim (ms), and the most the product may cost over the bare query. */
const INBOX_P95_MS = 50;
const INBOX_RATIO = 2;

const count = (n: number) => n.toLocaleString('en');
const seconds = (since: number) => (performance.now() - since) / 1000;
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (n: number) => n.toFixed(2);

/** 20 analysts, the counterparties and the cases, set-based; deterministic ids (md5) so cases can name their counterparty. */
async function seedCases(db: pg.Client): Promise<{ userIds: string[]; seedS: number }> {
  const started = performance.now();
  await db.query(`select setseed(0.20261129)`);
  await db.query(
    `insert into users (id, email, first_name, last_name, password_hash, role, approved)
     select md5('bench-user-' || i)::uuid, 'bench-analyst-' || i || '@counterparty.test', 'Analyst', 'No. ' || i, 'x', 'analyst', true
     from generate_series(1, $1::int) i`,
    [USERS],
  );
  await db.query(
    `insert into counterparties (id, key, name, country, created_at)
     select md5('bench-cp-' || i)::uuid, 'bench-cp-' || i, 'Bench Counterparty ' || i, 'United Kingdom', now() - interval '400 days'
     from generate_series(1, $1::int) i`,
    [COUNTERPARTIES],
  );
  // Case i belongs to counterparty (i-1) % COUNTERPARTIES + 1, in "round" (i-1) / COUNTERPARTIES (0 or 1): its
  // kind is (counterparty + round) % 3 of the constrained kinds, so a counterparty's two cases never share one;
  // 10% are manual. Status by a hash of i: 30% open, 5% snoozed (into the future), 65% closed.
  await db.query(
    `insert into cases (id, counterparty_id, kind, title, status, assignee_id, due_at, snoozed_until, snooze_reason, tags,
                        outcome, closing_note, closed_by_id, created_at, updated_at, closed_at)
     select gen_random_uuid(), md5('bench-cp-' || s.cp)::uuid, s.kind, 'Bench case ' || s.i, s.status, s.assignee,
       now() + (random() * 120 - 60) * interval '1 day',
       case when s.status = 'snoozed' then now() + (1 + random() * 13) * interval '1 day' end,
       case when s.status = 'snoozed' then 'Waiting for documents' end,
       s.tags,
       case when s.status = 'closed' then (array['no_action', 'false_positive', 'risk_confirmed', 'escalated'])[1 + s.i % 4] end,
       case when s.status = 'closed' then 'Reviewed' end,
       case when s.status = 'closed' then s.assignee end,
       s.created_at, s.created_at,
       case when s.status = 'closed' then s.created_at + interval '3 days' end
     from (
       select i, (i - 1) % $1 + 1 as cp,
         case when i % 10 = 0 then 'manual'
              else (array['four_eyes', 'alert', 'periodic_review'])[1 + ((i - 1) % $1 + 1 + (i - 1) / $1) % 3] end as kind,
         case when (i * 7919) % 100 < 30 then 'open' when (i * 7919) % 100 < 35 then 'snoozed' else 'closed' end as status,
         case when random() < 0.9 then md5('bench-user-' || (1 + floor(random() * $3))::int)::uuid end as assignee,
         case when random() < 0.3 then array[($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int]]
              when random() < 0.15 then ($4::text[])[1:2]
              else '{}'::text[] end as tags,
         now() - random() * interval '365 days' as created_at
       from generate_series(1, $2::int) i
     ) s`,
    [COUNTERPARTIES, CASES, USERS, TAGS],
  );
  await db.query('analyze users');
  await db.query('analyze counterparties');
  await db.query('analyze cases');
  const userIds = Array.from({ length: USERS }, (_, k) => k + 1);
  const { rows } = await db.query<{ id: string }>(`select md5('bench-user-' || i)::uuid::text as id from unnest($1::int[]) i`, [userIds]);
  return { userIds: rows.map((r) => r.id), seedS: seconds(started) };
}

interface InboxCase {
  label: string;
  filter: CaseFilter;
  bare: string;
  params: unknown[];
}

const OPEN = `(status = 'open' or (status = 'snoozed' and snoozed_until <= now()))`;
const OVERDUE = `(status <> 'closed' and due_at < now() and not (status = 'snoozed' and snoozed_until > now()))`;

async function benchInbox(services: Services, db: pg.Client, userIds: string[]): Promise<void> {
  const me = userIds[3];
  const tag = TAGS[0];
  const cases: InboxCase[] = [
    {
      label: '(a) my open cases, soonest due',
      filter: { assignee: me, status: CaseStatus.OPEN },
      bare: `select id, due_at from cases where assignee_id = $1 and ${OPEN} order by due_at, id limit ${PAGE + 1}`,
      params: [me],
    },
    {
      label: '(b) open four-eyes, any assignee',
      filter: { status: CaseStatus.OPEN, kind: CaseKind.FOUR_EYES },
      bare: `select id, due_at from cases where ${OPEN} and kind = 'four_eyes' order by due_at, id limit ${PAGE + 1}`,
      params: [],
    },
    {
      label: `(c) overdue, tag "${tag}"`,
      filter: { overdue: true, tag },
      bare: `select id, due_at from cases where tags @> array[$1]::text[] and ${OVERDUE} order by due_at, id limit ${PAGE + 1}`,
      params: [tag],
    },
    {
      label: '(d) all active, newest',
      filter: { status: 'active', sort: 'created' },
      bare: `select id, due_at from cases where status <> 'closed' order by created_at desc, id desc limit ${PAGE + 1}`,
      params: [],
    },
  ];
  const rows: (string | number)[][] = [
    [
      'filter',
      'rows on page',
      'listCases p50 (ms)',
      'listCases p95 (ms)',
      'bare p50 (ms)',
      'bare p95 (ms)',
      'ratio p95',
      `aim ≤ ${INBOX_RATIO}×`,
      `p95 < ${INBOX_P95_MS} ms`,
    ],
  ];
  for (const c of cases) {
    const product = async () => (await listCases(services.orm.em.fork(), me, c.filter)).items.length;
    const bare = async () => (await db.query(c.bare, c.params)).rowCount ?? 0;
    const pageRows = await product();
    const bareRows = await bare();
    if (Math.min(bareRows, PAGE) !== pageRows) throw new Error(`${c.label}: listCases gave ${pageRows} rows, the bare query ${bareRows}`);
    const p: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < INBOX_RUNS; i += 1) {
      let t = performance.now();
      await product();
      p.push(performance.now() - t);
      t = performance.now();
      await bare();
      b.push(performance.now() - t);
    }
    const ratio = percentile(p, 95) / percentile(b, 95);
    rows.push([
      c.label,
      pageRows,
      ms(percentile(p, 50)),
      ms(percentile(p, 95)),
      ms(percentile(b, 50)),
      ms(percentile(b, 95)),
      ratio.toFixed(2),
      ratio <= INBOX_RATIO ? 'yes' : 'NO',
      percentile(p, 95) < INBOX_P95_MS ? 'yes' : 'NO',
    ]);
  }
  // The header badge, next to the same count on the plain client.
  const badge = async () => myCaseCounts(services.orm.em.fork(), me);
  const badgeBare = `select count(*) as open, count(*) filter (where ${OVERDUE}) as overdue from cases where assignee_id = $1 and status <> 'closed'`;
  const counts = await badge();
  await db.query(badgeBare, [me]);
  const p: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < INBOX_RUNS; i += 1) {
    let t = performance.now();
    await badge();
    p.push(performance.now() - t);
    t = performance.now();
    await db.query(badgeBare, [me]);
    b.push(performance.now() - t);
  }
  const ratio = percentile(p, 95) / percentile(b, 95);
  rows.push([
    `header badge: myCaseCounts (${counts.open} open, ${counts.overdue} overdue)`,
    '',
    ms(percentile(p, 50)),
    ms(percentile(p, 95)),
    ms(percentile(b, 50)),
    ms(percentile(b, 95)),
    ratio.toFixed(2),
    ratio <= INBOX_RATIO ? 'yes' : 'NO',
    percentile(p, 95) < INBOX_P95_MS ? 'yes' : 'NO',
  ]);
  table(
    `Inbox first page (${PAGE} rows) over ${count(CASES)} cases, ${count(COUNTERPARTIES)} counterparties, ${USERS} analysts: ` +
      `listCases vs the bare indexed query (select id, due_at, no joins, limit ${PAGE + 1}, plain pg.Client), ${count(INBOX_RUNS)} calls each`,
    rows,
  );
}

async function benchEvidence(apiUrl: string, db: pg.Client, caseId: string): Promise<void> {
  const size = EVIDENCE_CHUNKS * CHUNK_BYTES;
  const mib = size / CHUNK_BYTES;
  const file = randomBytes(size);
  file.write('%PDF-1.4\n', 0, 'latin1');
  const chunks = Array.from({ length: EVIDENCE_CHUNKS }, (_, k) => file.subarray(k * CHUNK_BYTES, (k + 1) * CHUNK_BYTES));

  // Raw baseline: the same chunks, one multi-row parameterised insert in one transaction.
  await db.query(`create temp table raw_chunks (id uuid, seq int, data bytea)`);
  const insert = `insert into raw_chunks (id, seq, data) values ${chunks.map((_, k) => `($1, ${k}, $${k + 2})`).join(', ')}`;
  const raw = async () => {
    await db.query('begin');
    await db.query(insert, [randomUUID(), ...chunks]);
    await db.query('commit');
  };
  const token = await login(apiUrl);
  const upload = async (k: number) => {
    const res = await fetch(`${apiUrl}/api/cases/${caseId}/evidence?fileName=bench-${k}.pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: file,
    });
    const body = await res.text();
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${body}`);
  };
  await raw();
  await upload(0);
  const rawS: number[] = [];
  const apiS: number[] = [];
  for (let k = 1; k <= EVIDENCE_RUNS; k += 1) {
    await db.query('truncate raw_chunks');
    let t = performance.now();
    await raw();
    rawS.push(seconds(t));
    t = performance.now();
    await upload(k);
    apiS.push(seconds(t));
  }
  const stored = (
    await db.query(`select count(*)::int as n, coalesce(sum(size), 0)::bigint as bytes from evidence where case_id = $1`, [caseId])
  ).rows[0] as { n: number; bytes: string };
  if (stored.n !== EVIDENCE_RUNS + 1 || Number(stored.bytes) !== size * (EVIDENCE_RUNS + 1)) {
    throw new Error(`evidence stored: ${stored.n} files, ${stored.bytes} bytes`);
  }
  const rawRate = mib / median(rawS);
  const apiRate = mib / median(apiS);
  table(`Evidence upload: ${mib} MiB PDF, ${EVIDENCE_RUNS} uploads (MB = MiB)`, [
    ['', 'median s', 'median MB/s', 'ratio to raw', 'aim ≥ 0.5×'],
    [
      `raw baseline: one pg.Client, one transaction, one insert of ${EVIDENCE_CHUNKS} × 1 MiB bytea chunks into a temp table`,
      median(rawS).toFixed(3),
      rawRate.toFixed(1),
      '1.00',
      '',
    ],
    [
      'POST /api/cases/{id}/evidence (HTTP, auth, sniff, SHA-256, evidence + evidence_chunks)',
      median(apiS).toFixed(3),
      apiRate.toFixed(1),
      (apiRate / rawRate).toFixed(2),
      apiRate / rawRate >= 0.5 ? 'yes' : 'NO',
    ],
  ]);
}

/** REVIEW_COUNTERPARTIES counterparties, each with one approved assessment; every 20th due (next review in the past). */
async function seedReviews(db: pg.Client, userId: string): Promise<{ due: number; seedS: number }> {
  const started = performance.now();
  await db.query(
    `insert into counterparties (id, key, name, country, created_at)
     select md5('bench-review-cp-' || i)::uuid, 'bench-review-cp-' || i, 'Review Counterparty ' || i, 'United Kingdom', now() - interval '400 days'
     from generate_series(1, $1::int) i`,
    [REVIEW_COUNTERPARTIES],
  );
  await db.query(
    `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
       has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
       has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, review_status, rationale,
       counterparty_id, next_review_at, created_at, updated_at)
     select gen_random_uuid(), $1, 'Review Counterparty ' || i, 'United Kingdom', 'United Kingdom', 'Address ' || i, 'Generated for benchmarking', 'Supply',
       false, true, 'yes', 'yes', '>5', true, true, true, true, true, 'approved', 'approved', 'not_required', 'Generated',
       md5('bench-review-cp-' || i)::uuid,
       case when i % 20 = 0 then now() - (1 + i % 30) * interval '1 day' else now() + (1 + i % 330) * interval '1 day' end,
       now() - interval '365 days' - (i % 1000) * interval '1 minute', now() - interval '365 days'
     from generate_series(1, $2::int) i`,
    [userId, REVIEW_COUNTERPARTIES],
  );
  await db.query('analyze counterparties');
  await db.query('analyze assessments');
  const due = (await db.query(`select count(*)::int as n from assessments where next_review_at <= now()`)).rows[0].n as number;
  return { due, seedS: seconds(started) };
}

async function benchReviews(services: Services, db: pg.Client, adminId: string): Promise<void> {
  const { due, seedS } = await seedReviews(db, adminId);
  const before = (await db.query(`select count(*)::int as n from cases where kind = 'periodic_review'`)).rows[0].n as number;
  let t = performance.now();
  const first = await runPeriodicReviews(services);
  const firstS = seconds(t);
  t = performance.now();
  const second = await runPeriodicReviews(services);
  const secondS = seconds(t);
  const after = (await db.query(`select count(*)::int as n from cases where kind = 'periodic_review'`)).rows[0].n as number;
  table(
    `Daily review job (runPeriodicReviews) over ${count(REVIEW_COUNTERPARTIES)} counterparties with one assessment each, ` +
      `${count(due)} due (seeded in ${seedS.toFixed(1)} s; the inbox's ${count(CASES)} cases also in the database)`,
    [
      ['run', 'seconds', 'reviews opened', 'cases woken', 'assessments filed', 'aim < 60 s'],
      ['first run', firstS.toFixed(2), count(first.opened), count(first.woken), count(first.filed), firstS < 60 ? 'yes' : 'NO'],
      [
        'second run (nothing due)',
        secondS.toFixed(2),
        count(second.opened),
        count(second.woken),
        count(second.filed),
        secondS < 60 ? 'yes' : 'NO',
      ],
      [
        'check',
        '',
        first.opened === due && second.opened === 0 && after - before === due
          ? `opened = due (${count(due)})`
          : `MISMATCH: ${count(after - before)} stored`,
        '',
        '',
        '',
      ],
    ],
  );
}

export async function benchCasework(): Promise<void> {
  const database = await benchDatabase('casework');
  const api = await startApi(database.url);
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url, { poolMax: 4 });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const adminId = (await db.query(`select id from users where email = $1`, [TEST_ADMIN.email])).rows[0].id as string;
    const { userIds, seedS } = await seedCases(db);
    console.log(
      `\n${count(CASES)} cases over ${count(COUNTERPARTIES)} counterparties and ${USERS} analysts seeded in ${seedS.toFixed(1)} s`,
    );
    await benchInbox(services, db, userIds);
    const caseId = (await db.query(`select id from cases where status = 'open' order by id limit 1`)).rows[0].id as string;
    await benchEvidence(api.url, db, caseId);
    await benchReviews(services, db, adminId);
  } finally {
    await db.end();
    await services.close();
    await api.stop();
    await database.close();
  }
}
