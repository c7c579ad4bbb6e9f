/**
 * Sanctions/watchlist screening: quality over the labelled evaluation set (real import, real
 * database, real ScreeningService) next to a naive pg_trgm baseline; then, with a synthetic list of
 * BENCH_SCREENING_ENTITIES entities (default 1,000,000): import rate next to a raw COPY of the same
 * rows, search latency next to the bare candidate query, and a batch with and without lists.
 */
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, chmodSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { importWatchlistCommand } from '../api/src/modules/screening/commands/import-watchlist.command.js';
import { runWatchlistImportCommand } from '../api/src/modules/screening/commands/run-watchlist-import.command.js';
import {
  evaluate,
  type EvaluationCase,
  type EvaluationResult,
  type ScreeningHit,
} from '../api/src/modules/screening/evaluation/evaluate.js';
import { createInMemoryScreen, readFtmEntities } from '../api/src/modules/screening/evaluation/in-memory-screen.js';
import { normalizeName } from '../api/src/modules/screening/matching/normalize-name.js';
import { MATCH_THRESHOLD } from '../api/src/modules/screening/matching/score-match.js';
import { CANDIDATE_SQL, candidateParameters } from '../api/src/modules/screening/screening.service.js';
import { WatchlistFileFormat } from '../api/src/modules/screening/watchlist.entity.js';
import { User } from '../api/src/modules/user/user.entity.js';
import { createServices, type Services } from '../api/src/services.js';
import { csvOf, CSV_COLUMNS } from '../api/test/support/csv.js';
import { startWorker } from '../api/test/support/processes.js';
import { benchDatabase, login, startApi, table, TEST_ADMIN } from './support.js';
import { companyName, personName, random, screeningQueries, writeSyntheticList, type ScreeningQuery } from './synthetic-watchlist.js';

const ENTITIES = Number(process.env.BENCH_SCREENING_ENTITIES ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BATCH_ROWS = Number(process.env.BENCH_BATCH_ROWS ?? 10_000);
const CONCURRENCY = 8;
/** The search rate the latency aim holds at (BENCH_SEARCH_RATE, searches/s). */
const SEARCH_RATE = Number(process.env.BENCH_SEARCH_RATE ?? 100);
const SEED = 20_261_124;
const BASELINE_SIMILARITY = 0.3;
const EVALUATION = new URL('../api/src/modules/screening/evaluation/', import.meta.url);
/**
 * BENCH_SCREENING_DATABASE_URL: a database of your own that the benchmark keeps (the synthetic list
 * is imported once, and later runs with the same BENCH_SCREENING_ENTITIES reuse it: the import takes
 * minutes at a million). BENCH_SCREENING_PARTS: which of batch, quality, import, latency to run
 * (all by default; latency needs the list imported).
 */
const KEPT_DATABASE = process.env.BENCH_SCREENING_DATABASE_URL;
const PARTS = new Set((process.env.BENCH_SCREENING_PARTS ?? 'batch,quality,import,latency').split(','));

const seconds = (since: number) => (performance.now() - since) / 1000;
const fixed = (x: number, digits = 3) => x.toFixed(digits);
const rate = (n: number) => Math.round(n).toLocaleString('en');

async function activeVersion(db: pg.Client, name: string): Promise<{ id: string; version: number; importVersion: number | null }> {
  const { rows } = await db.query(`select id, version, import_version from watchlists where name = $1`, [name]);
  return { id: rows[0].id as string, version: rows[0].version as number, importVersion: rows[0].import_version as number | null };
}

/** Runs the queued import of `name` in this process (the worker's job handler, without pg-boss). */
async function runImport(services: Services, db: pg.Client, name: string): Promise<number> {
  const { id, importVersion } = await activeVersion(db, name);
  const started = performance.now();
  const outcome = await runWatchlistImportCommand(services.orm.em.fork(), { watchlistId: id, version: importVersion! });
  if (outcome !== 'active') throw new Error(`import of ${name}: ${outcome}`);
  return seconds(started);
}

// ---------------------------------------------------------------------------------------------
// 1. Quality

async function quality(services: Services, db: pg.Client, apiUrl: string, token: string): Promise<void> {
  const listText = readFileSync(new URL('test-list.ftm.jsonl', EVALUATION), 'utf8');
  const cases = JSON.parse(readFileSync(new URL('cases.json', EVALUATION), 'utf8')) as EvaluationCase[];
  const res = await fetch(`${apiUrl}/api/admin/watchlists`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Evaluation list', format: 'ftm', content: listText }),
  });
  if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
  await runImport(services, db, 'Evaluation list');
  const list = await activeVersion(db, 'Evaluation list');

  const screened = await evaluate(
    cases,
    async (c): Promise<ScreeningHit[]> =>
      (await services.screening.search(services.orm.em.fork(), { name: c.query, country: c.country, schema: c.schema })).matches.map(
        (m) => ({
          entityId: m.entityId,
          score: m.score,
        }),
      ),
    MATCH_THRESHOLD,
  );
  const naive = await evaluate(
    cases,
    async (c): Promise<ScreeningHit[]> =>
      (
        await db.query(
          `select e.external_id as "entityId", max(similarity(lower(n.name), lower($1)))::float8 as score
           from watchlist_names n join watchlist_entries e on e.id = n.entry_id
           where n.watchlist_id = $2 and n.version = $3 and similarity(lower(n.name), lower($1)) >= $4
           group by e.external_id`,
          [c.query, list.id, list.version, BASELINE_SIMILARITY],
        )
      ).rows as ScreeningHit[],
    BASELINE_SIMILARITY,
  );
  const inMemory = await evaluate(
    cases,
    createInMemoryScreen(readFtmEntities(new URL('test-list.ftm.jsonl', EVALUATION))),
    MATCH_THRESHOLD,
  );

  const row = (label: string, r: EvaluationResult, aim: string) => [
    label,
    fixed(r.recall),
    fixed(r.precision),
    r.truePositives,
    r.falsePositives,
    r.falseNegatives,
    aim,
  ];
  table(
    `Quality over evaluation/cases.json (${cases.length} cases, ${list.version ? 'test-list.ftm.jsonl' : ''} imported through POST /api/admin/watchlists)`,
    [
      ['', 'recall', 'precision', 'true pos.', 'false pos.', 'false neg.', 'aim'],
      row(`naive baseline: pg_trgm similarity(lower(raw name), lower(query)) ≥ ${BASELINE_SIMILARITY}`, naive, ''),
      row(`ScreeningService.search on the database (MATCH_THRESHOLD ${MATCH_THRESHOLD})`, screened, '≥ 0.95 / ≥ 0.95'),
      row('reference: in-memory screen, every entity scored (no retrieval)', inMemory, ''),
      [
        'ratio screening / naive',
        fixed(screened.recall / naive.recall, 2),
        fixed(screened.precision / naive.precision, 2),
        '',
        '',
        '',
        '> 1 / > 1',
      ],
    ],
  );
  const kinds = [...new Set(cases.map((c) => c.kind))];
  table('Quality per case kind (true positives / false positives / false negatives)', [
    ['kind', 'cases', 'screening TP/FP/FN', 'naive TP/FP/FN'],
    ...kinds.map((kind) => {
      const s = screened.perKind[kind]!;
      const n = naive.perKind[kind]!;
      return [
        kind,
        s.cases,
        `${s.truePositives}/${s.falsePositives}/${s.falseNegatives}`,
        `${n.truePositives}/${n.falsePositives}/${n.falseNegatives}`,
      ];
    }),
  ]);
  if (screened.failures.length > 0) {
    console.log(`\nScreening failures (${screened.failures.length}, first 10):`);
    for (const f of screened.failures.slice(0, 10)) {
      console.log(`- ${f.case.kind} "${f.case.query}" expected ${f.case.expected ?? 'none'}; hits ${JSON.stringify(f.hits.slice(0, 3))}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// 2a. Import

interface ImportResult {
  entities: number;
  names: number;
  tokens: number;
  fileMb: number;
  generateS: number;
  storeS: number;
  runS: number;
  copyS: number;
  copyEntriesS: number;
  copyNamesS: number;
}

async function importAtScale(services: Services, db: pg.Client, dir: string, adminId: string): Promise<ImportResult> {
  const file = path.join(dir, 'synthetic.ftm.jsonl');
  let started = performance.now();
  writeSyntheticList(file, SEED, ENTITIES);
  const generateS = seconds(started);
  const fileMb = statSync(file).size / 1024 / 1024;

  started = performance.now();
  await importWatchlistCommand(services.orm.em.fork(), services.queue, { id: adminId, role: 'admin' } as User, {
    name: 'Synthetic sanctions',
    format: WatchlistFileFormat.FTM,
    content: createReadStream(file),
  });
  const storeS = seconds(started);
  const runS = await runImport(services, db, 'Synthetic sanctions');
  rmSync(file);
  const list = await activeVersion(db, 'Synthetic sanctions');
  const counts = (
    await db.query(
      `select (select count(*) from watchlist_entries where watchlist_id = $1)::int as entities,
              (select count(*) from watchlist_names where watchlist_id = $1)::int as names,
              (select count(*) from watchlist_tokens where watchlist_id = $1)::int as tokens`,
      [list.id],
    )
  ).rows[0] as { entities: number; names: number; tokens: number };

  // The raw baseline: the same rows (keys and token index as the import computed them) COPYed into
  // tables with the same columns and indexes. Server-side files: the benchmark runs on the database's machine.
  const entriesFile = path.join(dir, 'entries.tsv');
  const namesFile = path.join(dir, 'names.tsv');
  const tokensFile = path.join(dir, 'tokens.tsv');
  const postingsFile = path.join(dir, 'postings.tsv');
  await db.query(
    `copy (select id, watchlist_id, version, external_id, schema, caption, countries, topics from watchlist_entries where watchlist_id = '${list.id}') to '${entriesFile}'`,
  );
  await db.query(
    `copy (select id, entry_id, watchlist_id, version, name, key from watchlist_names where watchlist_id = '${list.id}') to '${namesFile}'`,
  );
  await db.query(
    `copy (select id, watchlist_id, version, token, folded, skeleton, names from watchlist_tokens where watchlist_id = '${list.id}') to '${tokensFile}'`,
  );
  await db.query(
    `copy (select p.token_id, p.name_id from watchlist_name_tokens p join watchlist_tokens t on t.id = p.token_id where t.watchlist_id = '${list.id}') to '${postingsFile}'`,
  );
  await db.query('create table bench_copy_entries (like watchlist_entries including all)');
  await db.query('create table bench_copy_names (like watchlist_names including all)');
  await db.query('create table bench_copy_tokens (like watchlist_tokens including all)');
  await db.query('create table bench_copy_postings (like watchlist_name_tokens including all)');
  await db.query('checkpoint');
  started = performance.now();
  await db.query(
    `copy bench_copy_entries (id, watchlist_id, version, external_id, schema, caption, countries, topics) from '${entriesFile}'`,
  );
  const copyEntriesS = seconds(started);
  const namesStarted = performance.now();
  await db.query(`copy bench_copy_names (id, entry_id, watchlist_id, version, name, key) from '${namesFile}'`);
  await db.query(`copy bench_copy_tokens (id, watchlist_id, version, token, folded, skeleton, names) from '${tokensFile}'`);
  await db.query(`copy bench_copy_postings (token_id, name_id) from '${postingsFile}'`);
  const copyNamesS = seconds(namesStarted);
  const copyS = seconds(started);
  await db.query('drop table bench_copy_entries, bench_copy_names, bench_copy_tokens, bench_copy_postings');
  for (const file of [entriesFile, namesFile, tokensFile, postingsFile]) rmSync(file);
  return { ...counts, fileMb, generateS, storeS, runS, copyS, copyEntriesS, copyNamesS };
}

// ---------------------------------------------------------------------------------------------
// 2b. Latency

interface LoadResult {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

const summarize = (times: number[], elapsedS: number): LoadResult => {
  const sorted = times.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  return { requests: times.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: times.length / elapsedS };
};

/**
 * Closed loop: CONCURRENCY callers, each sending its next query as soon as the last one answered, for
 * DURATION_S, after one warm-up pass of 2 × CONCURRENCY. This measures the most the process serves
 * (saturation): every caller waits behind the others, so the latency is CONCURRENCY / throughput.
 */
async function underLoad<T>(queries: readonly T[], run: (query: T) => Promise<unknown>): Promise<LoadResult> {
  for (let i = 0; i < CONCURRENCY * 2; i++) await run(queries[queries.length - 1 - i]);
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const query = queries[next++ % queries.length];
        const t = performance.now();
        await run(query);
        times.push(performance.now() - t);
      }
    }),
  );
  return summarize(times, seconds(started));
}

/**
 * Open loop: requests arrive at `perSecond` on average (Poisson arrivals, seeded) for DURATION_S,
 * whether or not earlier ones have answered, as independent users' searches do. Each latency counts
 * from the moment its request was due, so a late start (a busy event loop) counts against it too.
 */
async function atRate<T>(queries: readonly T[], perSecond: number, run: (query: T) => Promise<unknown>): Promise<LoadResult> {
  const rng = random(SEED + perSecond);
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let due = started;
  for (let i = 0; due < started + DURATION_S * 1000; i++) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const scheduled = due;
    pending.push(run(queries[i % queries.length]).then(() => void times.push(performance.now() - scheduled)));
    due += (-Math.log(1 - rng()) / perSecond) * 1000;
  }
  await Promise.all(pending);
  return summarize(times, seconds(started));
}

/**
 * A POST over keep-alive connections with node:http: the benchmark's client shares the machine's cores
 * with the API and the database, and fetch costs it about a millisecond of CPU per request more.
 */
function poster(baseUrl: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(baseUrl);
  return (path: string, body: unknown) =>
    new Promise<void>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${path} ${res.statusCode}: ${Buffer.concat(chunks).toString()}`)),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

async function latency(services: Services, databaseUrl: string, apiUrl: string, token: string, explain: boolean) {
  const queries = screeningQueries(SEED, ENTITIES, 2000);
  const lists = (
    await services.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; version: number }[]>('select id, version from watchlists where version > 0 order by name')
  ).map((l) => ({ id: l.id, version: l.version }));
  // The candidate statement of ScreeningService.screen (the latency floor), with its parameters, named
  // (prepared once per connection) as the service runs it.
  const keyed = queries.map((q) => candidateParameters([normalizeName(q.name)], lists));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  try {
    if (explain) {
      for (const i of [0, 1, 2]) {
        const { rows } = await pool.query(`explain (analyze, buffers) ${CANDIDATE_SQL}`, keyed[i]);
        console.log(
          `\nEXPLAIN ANALYZE, query "${queries[i].name}":\n${rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
        );
      }
    }
    const bare = await underLoad(keyed, (params) => pool.query({ name: 'screening-candidates', text: CANDIDATE_SQL, values: params }));
    const found = { listed: 0, listedFound: 0, unlisted: 0, unlistedHit: 0 };
    const inProcess = await underLoad(queries, async (q: ScreeningQuery) => {
      const { matches } = await services.screening.search(services.orm.em.fork(), { name: q.name, country: q.country, schema: q.schema });
      if (q.listed) {
        found.listed++;
        if (matches.some((m) => m.entityId === q.listed)) found.listedFound++;
      } else {
        found.unlisted++;
        if (matches.length > 0) found.unlistedHit++;
      }
    });
    const post = poster(apiUrl, token);
    const search = (q: ScreeningQuery) => post('/api/screening/search', { name: q.name, country: q.country, schema: q.schema });
    const rest = await underLoad(queries, search);
    const bareAtAim = await atRate(keyed, SEARCH_RATE, (params) =>
      pool.query({ name: 'screening-candidates', text: CANDIDATE_SQL, values: params }),
    );
    const atAim = await atRate(queries, SEARCH_RATE, search);
    /** A table row: `ratio` is to the bare statement measured the same way. */
    const row = (label: string, r: LoadResult, ratio: number, aim = '') => [
      label,
      r.requests,
      fixed(r.p50, 1),
      fixed(r.p95, 1),
      fixed(r.p99, 1),
      fixed(r.perSecond, 1),
      fixed(ratio, 2),
      aim,
    ];
    table(
      `Screening one name against ${ENTITIES.toLocaleString('en')} listed entities, ${CONCURRENCY} concurrent callers back to back ` +
        `(saturation: each waits behind the others), ${DURATION_S} s each ` +
        `(${queries.length} query names: ${Math.round(((found.listed / (found.listed + found.unlisted)) * 100) | 0)}% listed names with variations, the rest unlisted)`,
      [
        ['', 'requests', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)', 'screenings/s', 'ratio to bare query', 'aim'],
        row('bare candidate query (the token-index statement alone, pg.Pool)', bare, 1),
        row('ScreeningService.search in-process (normalize, retrieve, score)', inProcess, inProcess.perSecond / bare.perSecond),
        row('POST /api/screening/search (API process)', rest, rest.perSecond / bare.perSecond, '≥ 100/s'),
      ],
    );
    table(
      `The same at ${SEARCH_RATE} searches/s, the rate the aim holds at (open loop: Poisson arrivals for ${DURATION_S} s, ` +
        'each latency counted from when its request was due)',
      [
        ['', 'requests', 'p50 (ms)', 'p95 (ms)', 'p99 (ms)', 'screenings/s', 'p95 ratio to bare query', 'aim'],
        row('bare candidate query', bareAtAim, 1),
        row('POST /api/screening/search (API process)', atAim, atAim.p95 / bareAtAim.p95, 'p95 ≤ 50 ms'),
      ],
    );
    console.log(
      `\nSanity (in-process run): listed queries whose entity was found at MATCH_THRESHOLD: ${found.listedFound}/${found.listed} ` +
        `(${fixed(found.listedFound / Math.max(1, found.listed), 3)}); unlisted queries with any hit: ${found.unlistedHit}/${found.unlisted}.`,
    );
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------
// 2c. Batch

/** A customer file: generated companies and people, 2% of them listed names with variations. */
function batchCsv(label: string): string {
  const rng = random(SEED + 99);
  const listed = screeningQueries(SEED + 1, ENTITIES, Math.ceil(BATCH_ROWS * 0.02), 0).filter((q) => q.schema !== 'Person');
  const rows = Array.from({ length: BATCH_ROWS }, (_, i) => ({
    companyName: i % 50 === 0 && listed.length ? listed[(i / 50) % listed.length].name : `${companyName(rng).name}`,
    keyPeople: personName(rng).name,
    businessRationale: `${label} supplier ${i}`,
  }));
  return csvOf(rows, [...CSV_COLUMNS, 'keyPeople']);
}

/** Gives up after BATCH_TIMEOUT_S (chunks can expire and retry forever); returns rows/s and what completed. */
const BATCH_TIMEOUT_S = Number(process.env.BENCH_SCREENING_BATCH_TIMEOUT ?? 180);

async function batchThroughput(
  apiUrl: string,
  token: string,
  databaseUrl: string,
  label: string,
): Promise<{ perSecond: number; done: number; seconds: number; completed: boolean }> {
  const worker = await startWorker(databaseUrl);
  try {
    const csv = batchCsv(label);
    const started = performance.now();
    const res = await fetch(`${apiUrl}/api/batch/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ csvContent: csv, fileName: `bench-${label}.csv` }),
    });
    if (!res.ok) throw new Error(`upload ${res.status}: ${await res.text()}`);
    const { batchId } = (await res.json()) as { batchId: string };
    for (;;) {
      const batch = (await (await fetch(`${apiUrl}/api/batch/${batchId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        status: string;
        successfulRows: number;
      };
      const elapsed = seconds(started);
      if (batch.status === 'completed' || batch.status === 'failed' || elapsed > BATCH_TIMEOUT_S) {
        const completed = batch.status === 'completed' && batch.successfulRows === BATCH_ROWS;
        return { perSecond: batch.successfulRows / elapsed, done: batch.successfulRows, seconds: elapsed, completed };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await worker.stop();
  }
}

/** The batch without lists on a fresh database and API of its own. */
async function batchWithoutLists(): ReturnType<typeof batchThroughput> {
  const database = await benchDatabase('screening-nolists');
  const api = await startApi(database.url);
  try {
    return await batchThroughput(api.url, await login(api.url), database.url, 'nolists');
  } finally {
    await api.stop();
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------

/** The database the benchmark runs on: BENCH_SCREENING_DATABASE_URL (kept, created when missing) or a fresh one. */
async function screeningDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  if (!KEPT_DATABASE) return benchDatabase('screening');
  const url = new URL(KEPT_DATABASE);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(KEPT_DATABASE), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const name = decodeURIComponent(url.pathname.slice(1));
  const { rowCount } = await admin.query('select from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
  return { url: KEPT_DATABASE, close: async () => {} };
}

/** Whether the synthetic list of ENTITIES entities is already active (a kept database from an earlier run). */
async function syntheticListLoaded(db: pg.Client): Promise<boolean> {
  const { rows } = await db.query(
    `select count(*)::int as entities from watchlist_entries e join watchlists w on w.id = e.watchlist_id and w.version = e.version
     where w.name = 'Synthetic sanctions'`,
  );
  return rows[0].entities === ENTITIES;
}

export async function benchScreening(): Promise<void> {
  const database = await screeningDatabase();
  // The REST run is one admin standing for CONCURRENCY callers: let them all in at once.
  const api = await startApi(database.url, { SCREENING_USER_CONCURRENCY: String(CONCURRENCY) });
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url, { poolMax: CONCURRENCY + 2 });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-screening-'));
  chmodSync(dir, 0o777); // the database server writes and reads the COPY files here
  try {
    const token = await login(api.url);
    const adminId = (await db.query(`select id from users where email = $1`, [TEST_ADMIN.email])).rows[0].id as string;
    const loaded = await syntheticListLoaded(db);

    // The batch without lists runs first, on the empty database (on a fresh one of its own when a kept
    // database has the list already).
    const batchNoLists = PARTS.has('batch')
      ? await (loaded ? batchWithoutLists() : batchThroughput(api.url, token, database.url, 'nolists'))
      : undefined;
    if (batchNoLists) {
      console.log(
        `\nBatch of ${BATCH_ROWS} rows without lists: ${batchNoLists.perSecond.toFixed(0)} rows/s (${batchNoLists.done} rows in ${batchNoLists.seconds.toFixed(1)} s)`,
      );
    }

    if (PARTS.has('quality')) await quality(services, db, api.url, token);

    if (PARTS.has('import') && !loaded) reportImport(await importAtScale(services, db, dir, adminId));

    // What autovacuum does after a bulk load: fresh statistics for the planner, and the visibility map
    // that lets the token lookups be index-only scans.
    await db.query('vacuum analyze watchlist_entries, watchlist_names, watchlist_tokens, watchlist_name_tokens');
    if (PARTS.has('latency')) await latency(services, database.url, api.url, token, process.env.BENCH_EXPLAIN === '1');

    if (batchNoLists) {
      const batchLists = await batchThroughput(api.url, token, database.url, 'lists');
      const outcome = (b: typeof batchLists) =>
        b.completed ? `completed in ${b.seconds.toFixed(1)} s` : `NOT completed: ${b.done} rows done after ${b.seconds.toFixed(0)} s`;
      table(`Batch of ${BATCH_ROWS.toLocaleString('en')} rows (company + one key person each), upload → completed, 1 worker`, [
        ['', 'rows/s', 'ratio to no lists', 'outcome'],
        ['no lists (screening finds nothing to read)', batchNoLists.perSecond.toFixed(0), '1.00', outcome(batchNoLists)],
        [
          `lists loaded (${ENTITIES.toLocaleString('en')} + evaluation list)`,
          batchLists.perSecond.toFixed(0),
          fixed(batchLists.perSecond / batchNoLists.perSecond, 2),
          outcome(batchLists),
        ],
      ]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await db.end();
    await services.close();
    await api.stop();
    await database.close();
  }
}

function reportImport(imported: ImportResult): void {
  const copyRate = imported.entities / imported.copyS;
  const runRate = imported.entities / imported.runS;
  const totalRate = imported.entities / (imported.storeS + imported.runS);
  table(
    `Import of ${imported.entities.toLocaleString('en')} synthetic FtM entities (${imported.names.toLocaleString('en')} names, ` +
      `${imported.tokens.toLocaleString('en')} distinct tokens, ` +
      `${imported.fileMb.toFixed(0)} MB file generated in ${imported.generateS.toFixed(1)} s)`,
    [
      ['', 'seconds', 'entities/s', 'ratio to raw COPY'],
      [
        `raw baseline: COPY of the same rows (entries ${imported.copyEntriesS.toFixed(1)} s + names and token index ${imported.copyNamesS.toFixed(1)} s, keys precomputed, same indexes)`,
        imported.copyS.toFixed(1),
        rate(copyRate),
        '1.00',
      ],
      [
        'importWatchlistCommand: store the file (1 MB parts, one transaction)',
        imported.storeS.toFixed(1),
        rate(imported.entities / imported.storeS),
        '',
      ],
      [
        'runWatchlistImportCommand: parse, normalize, insert, activate',
        imported.runS.toFixed(1),
        rate(runRate),
        fixed(runRate / copyRate, 2),
      ],
      ['store + run', (imported.storeS + imported.runS).toFixed(1), rate(totalRate), fixed(totalRate / copyRate, 2)],
    ],
  );
}
