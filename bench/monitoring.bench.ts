/**
 * Monitoring (issue: re-screening on list changes): BENCH_MONITORING_ROWS stored assessments
 * (default 5,000, see ROWS; ~1% of their company names are listed names with the usual variations) and a
 * synthetic list of BENCH_MONITORING_ENTITIES entities (default 10,000). Version 1 of the list lacks
 * the entities those names match; version 2 adds them. The new version goes the real path
 * (importWatchlistCommand in this process, the import job and every monitoring.rescreen chunk in
 * one started worker), timed until every chunk completed; next to it, the batch path's screening
 * cost for the same names (screenParties in chunks of 100), measured in the same run.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { RESCREEN_CHUNK, RESCREEN_QUEUE } from '../api/src/modules/monitoring/monitoring.jobs.js';
import { partyOf, screenParties } from '../api/src/modules/screening/assessment-screening.js';
import { importWatchlistCommand } from '../api/src/modules/screening/commands/import-watchlist.command.js';
import { runWatchlistImportCommand } from '../api/src/modules/screening/commands/run-watchlist-import.command.js';
import { WatchlistFileFormat } from '../api/src/modules/screening/watchlist.entity.js';
import { User } from '../api/src/modules/user/user.entity.js';
import { createServices, type Services } from '../api/src/services.js';
import { startWorker } from '../api/test/support/processes.js';
import { benchDatabase, startApi, table, TEST_ADMIN } from './support.js';
import { companyName, random, syntheticEntity, writeSyntheticList } from './synthetic-watchlist.js';

/**
 * 5,000 by default, not the 100,000: on the 2-core development machine, shared with a test
 * run, both re-screening and batch screening against the 10,000-entity list ran at ~30-40
 * assessments/s, so 100,000 would take about an hour. Set it for the full run.
 */
const ROWS = Number(process.env.BENCH_MONITORING_ROWS ?? 5_000);
const ENTITIES = Number(process.env.BENCH_MONITORING_ENTITIES ?? 10_000);
/** Share of assessments whose company is on the list's new version. */
const MATCH_SHARE = 0.01;
/** Assessments screened through the batch path for the comparison. */
const BASELINE_ROWS = Math.min(ROWS, 10_000);
/** Gives up waiting for the re-screening after this long (a chunk can expire and retry). */
const TIMEOUT_S = Number(process.env.BENCH_MONITORING_TIMEOUT ?? 600);
/** The worker's WORKER_CONCURRENCY (its default), and the batch comparison's callers. */
const WORKER_CONCURRENCY = Number(process.env.WORKER_CONCURRENCY ?? 2);
const SEED = 20_261_125;
const LIST = 'Monitoring sanctions';
const SEED_STEP = 10_000;
/** Marks the assessments named after listed companies (business_rationale), to count their hits apart. */
const LISTED_RATIONALE = 'Named after a company the list adds';

const seconds = (since: number) => (performance.now() - since) / 1000;
const rate = (n: number) => Math.round(n).toLocaleString('en');
const count = (n: number) => n.toLocaleString('en');

const COUNTRY_NAMES: Record<string, string> = {
  ru: 'Russia',
  ir: 'Iran',
  kp: 'North Korea',
  sy: 'Syria',
  by: 'Belarus',
  ae: 'United Arab Emirates',
  cn: 'China',
  tr: 'Turkey',
  hk: 'Hong Kong',
};
const CUSTOMER_COUNTRIES = ['United Kingdom', 'Germany', 'France', 'Netherlands', 'Cyprus', 'United Arab Emirates', 'Turkey', 'Russia'];

interface SeedRow {
  name: string;
  registration: string;
  business: string;
  /** Named after a company version 2 adds. */
  listed: boolean;
}

/**
 * The stored assessments' parties: names from the list's generators on another stream (so almost
 * none is listed) and, for MATCH_SHARE of them, a company the new version adds (`added` entity
 * indexes), named as records hold them: exact, upper case, the Cyrillic alias, another legal form.
 */
function seedRows(added: number[]): { rows: SeedRow[]; listed: number } {
  const rng = random(SEED ^ 0x0bad5eed);
  const companies = added.map((i) => syntheticEntity(SEED, i)).filter((e) => e.schema === 'Company');
  const every = Math.max(1, Math.round(1 / MATCH_SHARE));
  const rows: SeedRow[] = [];
  let listed = 0;
  for (let i = 0; i < ROWS; i++) {
    if (companies.length > 0 && i % every === every - 1) {
      const entity = companies[listed++ % companies.length];
      const [name] = entity.properties.name;
      const variation = rng();
      const alias = entity.properties.alias?.[0];
      const written =
        variation < 0.4
          ? name
          : variation < 0.6
            ? name.toUpperCase()
            : variation < 0.8 && alias
              ? alias
              : name.replace(/\s*(LLC|Ltd|Limited|GmbH|JSC|PJSC|OOO|AO|PAO|FZE|plc)\b/, '').trim() + ' Ltd';
      const code = entity.properties.country[0];
      const country = COUNTRY_NAMES[code] ?? code.toUpperCase();
      rows.push({ name: written, registration: country, business: country, listed: true });
      continue;
    }
    const country = CUSTOMER_COUNTRIES[Math.floor(rng() * CUSTOMER_COUNTRIES.length)];
    rows.push({
      name: companyName(rng).name,
      registration: country,
      business: rng() < 0.7 ? country : CUSTOMER_COUNTRIES[Math.floor(rng() * CUSTOMER_COUNTRIES.length)],
      listed: false,
    });
  }
  return { rows, listed };
}

/** Inserts the assessments with SQL, each screened clear against version 1 (as it was when they were decided). */
async function seed(db: pg.Client, userId: string, rows: SeedRow[]): Promise<number> {
  const started = performance.now();
  const screening = JSON.stringify({
    status: 'clear',
    screenedAt: new Date().toISOString(),
    lists: [{ name: LIST, version: 1 }],
    hits: [],
  });
  for (let done = 0; done < rows.length; done += SEED_STEP) {
    const part = rows.slice(done, done + SEED_STEP);
    await db.query(
      `insert into assessments (id, user_id, company_name, country_of_registration, country_of_business, address, business_rationale, service_type,
         has_legal_actions, can_provide_references, management_reputation, management_capacity, trading_years, has_audited_financials,
         has_sufficient_liquidity, is_profitable, has_equity_above1m, has_consistent_revenue, status, rule_status, rationale, rule_trace, screening, created_at)
       select gen_random_uuid(), $1, r.name, r.registration, r.business, 'Address ' || r.i,
         case when r.listed then '${LISTED_RATIONALE}' else 'Generated rationale for benchmarking' end, 'Supply',
         false, true, 'yes', 'yes', '>5', true, true, true, true, true, 'approved', 'approved', 'Generated', '[]'::jsonb, $5::jsonb,
         now() - (r.i || ' seconds')::interval
       from unnest($2::text[], $3::text[], $4::text[], $6::bool[]) with ordinality as r(name, registration, business, listed, i)`,
      [userId, part.map((r) => r.name), part.map((r) => r.registration), part.map((r) => r.business), screening, part.map((r) => r.listed)],
    );
  }
  await db.query('analyze assessments');
  return seconds(started);
}

/** Imports `entities` synthetic entities as the next version of the list, in this process (no re-screening queued). */
async function importInProcess(services: Services, db: pg.Client, admin: User, file: string, entities: number): Promise<void> {
  writeSyntheticList(file, SEED, entities);
  const { watchlistId } = await importWatchlistCommand(services.orm.em.fork(), services.queue, admin, {
    name: LIST,
    format: WatchlistFileFormat.FTM,
    content: createReadStream(file),
  });
  const { rows } = await db.query(`select import_version from watchlists where id = $1`, [watchlistId]);
  const outcome = await runWatchlistImportCommand(services.orm.em.fork(), { watchlistId, version: rows[0].import_version as number });
  if (outcome !== 'active') throw new Error(`import of ${LIST}: ${outcome}`);
}

interface RescreenResult {
  completed: boolean;
  chunks: number;
  chunksDone: number;
  failed: number;
  screened: number;
  changed: number;
  alerts: number;
  /** List change (importWatchlistCommand called) → the last chunk completed. */
  wallS: number;
  /** importWatchlistCommand (store the file, queue the import). */
  storeS: number;
  /** The worker's import job: stored file → version 2 active and the chunks queued. */
  importS: number;
  /** First chunk queued → last chunk completed. */
  rescreenS: number;
}

/** Version 2 through the real path with `worker` running; waits until every re-screening chunk completed. */
async function rescreenAfterListChange(services: Services, db: pg.Client, admin: User, file: string): Promise<RescreenResult> {
  const chunks = Math.ceil(ROWS / RESCREEN_CHUNK);
  writeSyntheticList(file, SEED, ENTITIES);
  const startedAt = Date.now();
  const started = performance.now();
  await importWatchlistCommand(services.orm.em.fork(), services.queue, admin, {
    name: LIST,
    format: WatchlistFileFormat.FTM,
    content: createReadStream(file),
  });
  const storeS = seconds(started);
  const jobs = async () =>
    (
      await db.query(
        `select count(*) filter (where state = 'completed')::int as done, count(*) filter (where state = 'failed')::int as failed,
                coalesce(sum((output->>'screened')::int), 0)::int as screened, coalesce(sum((output->>'changed')::int), 0)::int as changed,
                coalesce(sum((output->>'alerts')::int), 0)::int as alerts,
                min(created_on) as first_queued, max(completed_on) as last_completed
           from pgboss.job where name = $1`,
        [RESCREEN_QUEUE],
      )
    ).rows[0] as {
      done: number;
      failed: number;
      screened: number;
      changed: number;
      alerts: number;
      first_queued: Date | null;
      last_completed: Date | null;
    };
  let state = await jobs();
  let lastReport = performance.now();
  while (state.done + state.failed < chunks && seconds(started) < TIMEOUT_S) {
    await new Promise((r) => setTimeout(r, 250));
    state = await jobs();
    if (performance.now() - lastReport > 30_000) {
      lastReport = performance.now();
      console.log(`  … ${count(state.done)} of ${count(chunks)} chunks after ${seconds(started).toFixed(0)} s`);
    }
  }
  const { rows } = await db.query(`select version, imported_at from watchlists where name = $1`, [LIST]);
  if (rows[0].version !== 2) throw new Error(`${LIST} is at version ${rows[0].version} after ${seconds(started).toFixed(0)} s`);
  const end = state.last_completed ? state.last_completed.getTime() : Date.now();
  const firstQueued = state.first_queued ? state.first_queued.getTime() : end;
  return {
    completed: state.done === chunks,
    chunks,
    chunksDone: state.done,
    failed: state.failed,
    screened: state.screened,
    changed: state.changed,
    alerts: state.alerts,
    wallS: (end - startedAt) / 1000,
    storeS,
    importS: (firstQueued - startedAt) / 1000 - storeS,
    rescreenS: (end - firstQueued) / 1000,
  };
}

/** The batch path's screening cost: BASELINE_ROWS stored parties through screenParties, chunks of 100, `callers` at a time. */
async function batchScreening(services: Services, db: pg.Client, callers: number): Promise<number> {
  const { rows } = await db.query(
    `select company_name, country_of_registration, country_of_business, key_people from assessments order by id limit $1`,
    [BASELINE_ROWS],
  );
  const parties = rows.map((r) =>
    partyOf({
      companyName: r.company_name as string,
      countryOfRegistration: r.country_of_registration as string,
      countryOfBusiness: r.country_of_business as string,
      keyPeople: r.key_people as string[],
    }),
  );
  const chunks: (typeof parties)[] = [];
  for (let i = 0; i < parties.length; i += RESCREEN_CHUNK) chunks.push(parties.slice(i, i + RESCREEN_CHUNK));
  const screen = (chunk: typeof parties) =>
    screenParties(
      services.screening,
      services.orm.em.fork(),
      chunk.map((party) => ({ party })),
    );
  await screen(chunks[chunks.length - 1]); // warm: the active lists' cache and the indexes
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (next < chunks.length) await screen(chunks[next++]);
    }),
  );
  return parties.length / seconds(started);
}

export async function benchMonitoring(): Promise<void> {
  const database = await benchDatabase('monitoring');
  const api = await startApi(database.url);
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url, {
    poolMax: WORKER_CONCURRENCY + 2,
  });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-monitoring-'));
  const file = path.join(dir, 'list.ftm.jsonl');
  try {
    const adminId = (await db.query(`select id from users where email = $1`, [TEST_ADMIN.email])).rows[0].id as string;
    const admin = { id: adminId } as User;

    // Version 1 lacks the last `added` entities; the matching names name companies among them.
    const addedCount = Math.max(1, Math.min(Math.ceil(ROWS * MATCH_SHARE), Math.floor(ENTITIES / 10)));
    const added = Array.from({ length: addedCount }, (_, k) => ENTITIES - addedCount + k);
    let started = performance.now();
    await importInProcess(services, db, admin, file, ENTITIES - addedCount);
    const v1S = seconds(started);
    started = performance.now();
    const { rows, listed } = seedRows(added);
    const generateS = seconds(started);
    const seedS = await seed(db, adminId, rows);
    console.log(
      `\n${count(ROWS)} assessments (${count(listed)} named after companies version 2 adds) generated in ${generateS.toFixed(1)} s, ` +
        `inserted in ${seedS.toFixed(1)} s; version 1 of "${LIST}" (${count(ENTITIES - addedCount)} entities) imported in ${v1S.toFixed(1)} s`,
    );

    const worker = await startWorker(database.url, { WORKER_CONCURRENCY: String(WORKER_CONCURRENCY) });
    let result: RescreenResult;
    try {
      result = await rescreenAfterListChange(services, db, admin, file);
    } finally {
      await worker.stop();
    }
    const alertsStored = (await db.query(`select count(*)::int as n from alerts where kind = 'screening_hit'`)).rows[0].n as number;

    // The batch path on the same names and the same list version, the worker stopped.
    const batch = await batchScreening(services, db, WORKER_CONCURRENCY);
    const hits = (
      await db.query(
        `select count(*) filter (where business_rationale = $1)::int as listed, count(*) filter (where business_rationale <> $1)::int as unlisted
           from assessments where jsonb_array_length(screening->'hits') > 0`,
        [LISTED_RATIONALE],
      )
    ).rows[0] as { listed: number; unlisted: number };

    const rescreenRate = result.screened / result.rescreenS;
    const wallRate = result.screened / result.wallS;
    const outcome = result.completed
      ? `all ${count(result.chunks)} chunks completed`
      : `NOT completed: ${count(result.chunksDone)} of ${count(result.chunks)} chunks, ${result.failed} failed`;
    table(
      `Re-screening ${count(ROWS)} assessments after "${LIST}" got version 2 (${count(ENTITIES)} entities, ${count(addedCount)} new), ` +
        `1 worker (WORKER_CONCURRENCY ${WORKER_CONCURRENCY}), chunks of ${RESCREEN_CHUNK}`,
      [
        ['', 'seconds', 'assessments/s', 'ratio to batch screening', 'aim'],
        [
          `batch-screening baseline: screenParties on ${count(BASELINE_ROWS)} of the same parties (no previous screening), chunks of ${RESCREEN_CHUNK}, ${WORKER_CONCURRENCY} callers (the worker's concurrency)`,
          (BASELINE_ROWS / batch).toFixed(1),
          rate(batch),
          '1.00',
          '',
        ],
        ['importWatchlistCommand: store version 2, queue its import', result.storeS.toFixed(1), '', '', ''],
        ['worker: import version 2, activate, queue the chunks', result.importS.toFixed(1), '', '', ''],
        [
          'worker: monitoring.rescreen, first chunk queued → last completed (screen, re-decide, audit, alerts)',
          result.rescreenS.toFixed(1),
          rate(rescreenRate),
          (rescreenRate / batch).toFixed(2),
          'same order (≥ 0.1 of the batch rate)',
        ],
        ['wall: list change → every assessment re-screened', result.wallS.toFixed(1), rate(wallRate), (wallRate / batch).toFixed(2), ''],
      ],
    );
    table('Re-screening outcome', [
      ['', 'count'],
      ['assessments re-screened (sum of the chunks)', count(result.screened)],
      [`assessments named after companies version 2 adds`, count(listed)],
      ['… of them with hits after re-screening', count(hits.listed)],
      ['other assessments with hits after re-screening (unlisted names near a listed one)', count(hits.unlisted)],
      ['assessments whose hits changed (re-decided, audited)', count(result.changed)],
      ['alerts raised (chunk results)', count(result.alerts)],
      ['screening_hit alerts stored', count(alertsStored)],
      ['outcome', outcome],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await db.end();
    await services.close();
    await api.stop();
    await database.close();
  }
}
