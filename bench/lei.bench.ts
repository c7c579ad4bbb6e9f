/**
 * The LEI register at GLEIF's scale: BENCH_LEI_RECORDS (default 2,500,000) generated Level 1 records
 * and a Level 2 file of parents for a fifth of them, imported as an admin does (stored, then the
 * worker's job run in this process), next to a raw COPY of the same rows into tables with the same
 * columns and indexes; then lookups by LEI and searches by name on that register, one after another
 * (p50, p95). BENCH_LEI_LOOKUPS: how many of each (default 2,000).
 */
import { chmodSync, closeSync, createReadStream, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { sqlOf } from '../api/src/core/sql.js';
import { importLeiRegisterCommand } from '../api/src/modules/lei/commands/import-lei-register.command.js';
import { runLeiImportCommand } from '../api/src/modules/lei/commands/run-lei-import.command.js';
import { findLeiRecords, searchLeiRecords } from '../api/src/modules/lei/lei-lookup.js';
import { recordsTable, relationshipsTable } from '../api/src/modules/lei/lei-tables.js';
import { User } from '../api/src/modules/user/user.entity.js';
import { createServices } from '../api/src/services.js';
import { TEST_ADMIN } from '../api/test/support/processes.js';
import { csvLine, leiOf, level1Line, level2Line, LEVEL1_HEADER, LEVEL2_HEADER } from './lei-data.js';
import { benchDatabase, startApi, table } from './support.js';
import { random } from './synthetic-watchlist.js';

const RECORDS = Number(process.env.BENCH_LEI_RECORDS ?? 2_500_000);
const LOOKUPS = Number(process.env.BENCH_LEI_LOOKUPS ?? 2000);
const SEED = 20_261_201;

const seconds = (since: number) => (performance.now() - since) / 1000;
const rate = (n: number) => Math.round(n).toLocaleString('en');

const SYLLABLES = [
  'ka',
  'lo',
  'mer',
  'vin',
  'ta',
  'dor',
  'el',
  'sa',
  'bri',
  'qu',
  'an',
  'tor',
  'len',
  'mi',
  'ro',
  'zen',
  'fa',
  'gil',
  'hu',
  'pe',
];
const WORDS = ['Holding', 'Capital', 'Trading', 'Energy', 'Logistics', 'Partners', 'Industries', 'Finance', 'Invest', 'Group', 'Systems'];
const FORMS = ['Ltd', 'GmbH', 'S.A.', 'B.V.', 'AG', 'LLC', 'S.p.A.', 'Oy', 'AB', 'SARL', 'Inc.', 'PLC', ''];
const COUNTRIES = ['DE', 'GB', 'FR', 'NL', 'US', 'IT', 'ES', 'SE', 'CH', 'PL', 'IE', 'LU', 'JP', 'CN', 'IN'];

/** The i-th record's LEI (deterministic: lookups ask for records by index). */
const leiAt = (i: number) => leiOf(`BENCH0${i.toString(36).toUpperCase().padStart(12, '0')}`);

function nameAt(rng: () => number): string {
  const word = () => {
    let w = '';
    for (let s = 1 + Math.floor(rng() * 3); s > 0; s--) w += SYLLABLES[Math.floor(rng() * SYLLABLES.length)];
    return w.charAt(0).toUpperCase() + w.slice(1);
  };
  const parts = [word(), rng() < 0.6 ? word() : WORDS[Math.floor(rng() * WORDS.length)]];
  if (rng() < 0.4) parts.push(WORDS[Math.floor(rng() * WORDS.length)]);
  const form = FORMS[Math.floor(rng() * FORMS.length)];
  return form ? `${parts.join(' ')} ${form}` : parts.join(' ');
}

/** Writes the two files; answers the names of every record (the search queries come from them). */
function writeFiles(dir: string): { level1: string; level2: string; names: string[]; relationships: number } {
  const rng = random(SEED);
  const level1 = path.join(dir, 'level1.csv');
  const level2 = path.join(dir, 'level2.csv');
  const names: string[] = [];
  let fd = openSync(level1, 'w');
  let buffer = csvLine(LEVEL1_HEADER);
  for (let i = 0; i < RECORDS; i++) {
    const name = nameAt(rng);
    names.push(name);
    const country = COUNTRIES[Math.floor(rng() * COUNTRIES.length)];
    buffer += level1Line({
      lei: leiAt(i),
      name,
      line1: `${1 + Math.floor(rng() * 200)} ${SYLLABLES[i % SYLLABLES.length]}strasse`,
      city: `City ${i % 5000}`,
      country,
      postalCode: String(10000 + (i % 89999)),
      raId: 'RA000000',
      raEntityId: `HRB ${i}`,
      jurisdiction: country,
      registrationStatus: rng() < 0.9 ? 'ISSUED' : rng() < 0.7 ? 'LAPSED' : 'RETIRED',
    });
    if (buffer.length > 1 << 20) {
      writeSync(fd, buffer);
      buffer = '';
    }
  }
  writeSync(fd, buffer);
  closeSync(fd);
  fd = openSync(level2, 'w');
  buffer = csvLine(LEVEL2_HEADER);
  let relationships = 0;
  for (let i = 1; i < RECORDS; i += 5) {
    const parent = leiAt(Math.floor(rng() * i));
    buffer += level2Line(leiAt(i), parent, 'IS_DIRECTLY_CONSOLIDATED_BY') + level2Line(leiAt(i), parent, 'IS_ULTIMATELY_CONSOLIDATED_BY');
    relationships += 2;
    if (buffer.length > 1 << 20) {
      writeSync(fd, buffer);
      buffer = '';
    }
  }
  writeSync(fd, buffer);
  closeSync(fd);
  return { level1, level2, names, relationships };
}

function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length * 0.5)], p95: sorted[Math.floor(sorted.length * 0.95)] };
}

export async function benchLei(): Promise<void> {
  const database = await benchDatabase('lei');
  // The API migrates the database and creates the admin; the benchmark then works in-process.
  const api = await startApi(database.url);
  await api.stop();
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url);
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lei-'));
  chmodSync(dir, 0o777); // the database server writes and reads the COPY files here
  try {
    let started = performance.now();
    const generated = writeFiles(dir);
    const generateS = seconds(started);
    const fileMb = (statSync(generated.level1).size + statSync(generated.level2).size) / 1024 / 1024;
    const adminId = (await db.query(`select id from users where email = $1`, [TEST_ADMIN.email])).rows[0].id as string;

    started = performance.now();
    const { version } = await importLeiRegisterCommand(
      services.orm.em.fork(),
      services.queue,
      { id: adminId, role: 'admin' } as User,
      {
        files: [
          { part: 'level1', content: createReadStream(generated.level1) },
          { part: 'level2', content: createReadStream(generated.level2) },
        ],
      },
      { allowLoopback: false },
    );
    const storeS = seconds(started);
    await db.query('checkpoint');
    started = performance.now();
    const outcome = await runLeiImportCommand(services.orm.em.fork(), { version }, { ...services, allowLoopback: false });
    const runS = seconds(started);
    if (outcome !== 'active') {
      const [row] = (await db.query('select error from lei_register_versions where version = $1', [version])).rows;
      throw new Error(`import: ${outcome}: ${row?.error}`);
    }

    // The raw baseline: the same rows as the import wrote them, COPYed from server-side files into
    // tables with the same columns and indexes.
    const recordsFile = path.join(dir, 'records.tsv');
    const relationshipsFile = path.join(dir, 'relationships.tsv');
    await db.query(`copy ${recordsTable(version)} to '${recordsFile}'`);
    await db.query(`copy ${relationshipsTable(version)} to '${relationshipsFile}'`);
    await db.query(`create table bench_copy_records (like ${recordsTable(version)} including all)`);
    await db.query(`create table bench_copy_relationships (like ${relationshipsTable(version)} including all)`);
    await db.query('checkpoint');
    started = performance.now();
    await db.query(`copy bench_copy_records from '${recordsFile}'`);
    await db.query(`copy bench_copy_relationships from '${relationshipsFile}'`);
    const copyS = seconds(started);
    await db.query('drop table bench_copy_records, bench_copy_relationships');
    const [{ records, relationships }] = (
      await db.query(
        `select (select count(*) from ${recordsTable(version)})::int as records, (select count(*) from ${relationshipsTable(version)})::int as relationships`,
      )
    ).rows;

    // Lookups and searches, one after another, through the functions the API and the assessment call.
    const run = sqlOf(services.orm.em.fork());
    const rng = random(SEED + 1);
    const lookupTimes: number[] = [];
    let found = 0;
    for (let i = 0; i < LOOKUPS + 50; i++) {
      const lei = leiAt(Math.floor(rng() * RECORDS));
      const t = performance.now();
      found += (await findLeiRecords(run, [lei])).size;
      if (i >= 50) lookupTimes.push(performance.now() - t);
    }
    const searchTimes: number[] = [];
    const partialTimes: number[] = [];
    let hits = 0;
    for (let i = 0; i < LOOKUPS + 50; i++) {
      const name = generated.names[Math.floor(rng() * RECORDS)];
      let t = performance.now();
      hits += (await searchLeiRecords(run, name)).length > 0 ? 1 : 0;
      if (i >= 50) searchTimes.push(performance.now() - t);
      // The first word alone, as typed into a search box.
      t = performance.now();
      await searchLeiRecords(run, name.split(' ')[0]);
      if (i >= 50) partialTimes.push(performance.now() - t);
    }

    const copyRate = records / copyS;
    table(
      `LEI register import: ${rate(records)} Level 1 records, ${rate(relationships)} relationships (${fileMb.toFixed(0)} MB of CSV generated in ${generateS.toFixed(1)} s)`,
      [
        ['', 'seconds', 'records/s', 'ratio to raw COPY'],
        ['raw baseline: COPY of the same rows into tables with the same columns and indexes', copyS.toFixed(1), rate(copyRate), '1.00'],
        ['importLeiRegisterCommand: store both files (1 MB parts, one transaction)', storeS.toFixed(1), rate(records / storeS), ''],
        [
          'runLeiImportCommand: parse, normalise names, COPY, index, activate',
          runS.toFixed(1),
          rate(records / runS),
          (records / runS / copyRate).toFixed(2),
        ],
        ['store + run', (storeS + runS).toFixed(1), rate(records / (storeS + runS)), (records / (storeS + runS) / copyRate).toFixed(2)],
      ],
    );
    const lookup = percentiles(lookupTimes);
    const search = percentiles(searchTimes);
    const partial = percentiles(partialTimes);
    table(`Lookups on ${rate(records)} records, one at a time (${LOOKUPS} each; aim p95 < 20 ms)`, [
      ['', 'p50 ms', 'p95 ms', 'answered'],
      ['findLeiRecords: one LEI with its parents', lookup.p50.toFixed(2), lookup.p95.toFixed(2), `${found}/${LOOKUPS + 50}`],
      ['searchLeiRecords: a full name', search.p50.toFixed(2), search.p95.toFixed(2), `${hits}/${LOOKUPS + 50}`],
      ['searchLeiRecords: its first word', partial.p50.toFixed(2), partial.p95.toFixed(2), ''],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await db.end();
    await services.close();
    await database.close();
  }
}
