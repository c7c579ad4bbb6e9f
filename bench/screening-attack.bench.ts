/**
 * Issue 16, item 8: what crafted names cost, and whether one analyst sending them delays anyone else.
 * A dense list of BENCH_ATTACK_ENTITIES entities (default 150,000; dense-watchlist.ts) is imported, then
 * through the API (a child process with its default settings): one crafted search (12 tokens of three
 * random syllables), one crafted assessment (company and 20 key people, each such a name), then ten
 * crafted assessments sent at once by one analyst, first as they are, then each sent again after its
 * Retry-After until it is created, while another analyst polls GET /api/assessments?limit=1 back to
 * back. Latencies are wall-clock times of the HTTP requests.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../api/src/core/config.js';
import { importWatchlistCommand } from '../api/src/modules/screening/commands/import-watchlist.command.js';
import { runWatchlistImportCommand } from '../api/src/modules/screening/commands/run-watchlist-import.command.js';
import { WatchlistFileFormat } from '../api/src/modules/screening/watchlist.entity.js';
import { User } from '../api/src/modules/user/user.entity.js';
import { createServices } from '../api/src/services.js';
import { assessmentInput } from '../api/test/support/factories.js';
import { craftedName, writeDenseList } from './dense-watchlist.js';
import { benchDatabase, login, median, startApi, table, TEST_ADMIN } from './support.js';
import { random } from './synthetic-watchlist.js';

const ENTITIES = Number(process.env.BENCH_ATTACK_ENTITIES ?? 150_000);
const SEED = 20_260_516;
const SEARCHES = 5;
const PARALLEL_ASSESSMENTS = 10;
const KEY_PEOPLE = 20;
/** Polls of the other user before the attack, for the idle figure. */
const IDLE_POLLS = 50;

const ms = (x: number) => x.toFixed(0);
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

interface Timed {
  ms: number;
  status: number;
  /** Seconds, from the Retry-After header (1 without one). */
  retryAfter: number;
}

async function timedFetch(url: string, init: RequestInit): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? 1) };
}

/** Sends until the answer is not a 429, waiting each Retry-After; the time is the whole wait, the status the last. */
async function persistentFetch(url: string, init: () => RequestInit): Promise<Timed & { attempts: number }> {
  const started = performance.now();
  for (let attempts = 1; ; attempts++) {
    const answer = await timedFetch(url, init());
    if (answer.status !== 429) return { ...answer, ms: performance.now() - started, attempts };
    await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
  }
}

/** Runs `attack` while the other user polls back to back; returns both sides' timings and how long it lasted. */
async function underAttack<T>(attack: Promise<T>, poll: () => Promise<Timed>): Promise<{ attacked: T; polls: Timed[]; seconds: number }> {
  const started = performance.now();
  let attacking = true;
  void attack.finally(() => (attacking = false));
  const polls: Timed[] = [];
  while (attacking) polls.push(await poll());
  return { attacked: await attack, polls, seconds: (performance.now() - started) / 1000 };
}

/** A new analyst through the admin API, signed in. */
async function analyst(apiUrl: string, adminToken: string, label: string): Promise<string> {
  const email = `${label}-${Date.now().toString(36)}@bench.test`;
  const password = 'password-123';
  const res = await fetch(`${apiUrl}/api/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: label, lastName: 'Bench', role: 'analyst' }),
  });
  if (res.status !== 201) throw new Error(`create ${label}: ${res.status} ${await res.text()}`);
  const signedIn = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await signedIn.json()) as { token: string }).token;
}

/** Imports the dense list in this process (the worker's job handler, without pg-boss); returns seconds. */
async function importDenseList(databaseUrl: string): Promise<{ seconds: number; names: number; tokens: number }> {
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), databaseUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-attack-'));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const file = path.join(dir, 'dense.ftm.jsonl');
    writeDenseList(file, SEED, ENTITIES);
    const started = performance.now();
    const admin = (await db.query(`select id from users where email = $1`, [TEST_ADMIN.email])).rows[0] as { id: string };
    await importWatchlistCommand(services.orm.em.fork(), services.queue, { id: admin.id, role: 'admin' } as User, {
      name: 'Dense list',
      format: WatchlistFileFormat.FTM,
      content: createReadStream(file),
    });
    const list = (await db.query(`select id, import_version from watchlists where name = 'Dense list'`)).rows[0] as {
      id: string;
      import_version: number;
    };
    const outcome = await runWatchlistImportCommand(services.orm.em.fork(), { watchlistId: list.id, version: list.import_version });
    if (outcome !== 'active') throw new Error(`import: ${outcome}`);
    await db.query('vacuum analyze watchlist_entries, watchlist_names, watchlist_tokens, watchlist_name_tokens');
    const counts = (
      await db.query(
        `select (select count(*) from watchlist_names where watchlist_id = $1)::int as names,
                (select count(*) from watchlist_tokens where watchlist_id = $1)::int as tokens`,
        [list.id],
      )
    ).rows[0] as { names: number; tokens: number };
    return { seconds: (performance.now() - started) / 1000, ...counts };
  } finally {
    await db.end();
    rmSync(dir, { recursive: true, force: true });
    await services.close();
  }
}

export async function benchScreeningAttack(): Promise<void> {
  const database = await benchDatabase('screening_attack');
  const api = await startApi(database.url);
  try {
    const adminToken = await login(api.url);
    const imported = await importDenseList(database.url);
    console.log(
      `\nDense list: ${ENTITIES.toLocaleString('en')} entities, ${imported.names.toLocaleString('en')} names, ` +
        `${imported.tokens.toLocaleString('en')} distinct tokens, imported in ${imported.seconds.toFixed(0)} s`,
    );
    const attacker = await analyst(api.url, adminToken, 'attacker');
    const other = await analyst(api.url, adminToken, 'other');
    const rng = random(SEED + 2);
    const post = (token: string, body: unknown): RequestInit => ({
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const craftedAssessment = () =>
      assessmentInput({
        companyName: craftedName(rng),
        keyPeople: Array.from({ length: KEY_PEOPLE }, () => craftedName(rng)),
      });
    const poll = () => timedFetch(`${api.url}/api/assessments?limit=1`, { headers: { authorization: `Bearer ${other}` } });

    const idle: Timed[] = [];
    for (let i = 0; i < IDLE_POLLS; i++) idle.push(await poll());

    const searches: Timed[] = [];
    for (let i = 0; i < SEARCHES; i++)
      searches.push(await timedFetch(`${api.url}/api/screening/search`, post(attacker, { name: craftedName(rng) })));

    const single = await timedFetch(`${api.url}/api/assessments`, post(attacker, craftedAssessment()));

    const url = `${api.url}/api/assessments`;
    const burst = await underAttack(
      Promise.all(Array.from({ length: PARALLEL_ASSESSMENTS }, () => timedFetch(url, post(attacker, craftedAssessment())))),
      poll,
    );
    const persistent = await underAttack(
      Promise.all(Array.from({ length: PARALLEL_ASSESSMENTS }, () => persistentFetch(url, () => post(attacker, craftedAssessment())))),
      poll,
    );
    const statuses = (xs: Timed[]) => {
      const counts = new Map<number, number>();
      for (const x of xs) counts.set(x.status, (counts.get(x.status) ?? 0) + 1);
      return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
    };
    const times = (xs: Timed[]) => xs.map((x) => x.ms);
    const attempts = persistent.attacked.reduce((sum, a) => sum + a.attempts, 0);

    table(`Crafted names against the dense list (${ENTITIES.toLocaleString('en')} entities), one API process with its defaults`, [
      ['', 'requests', 'answers', 'median (ms)', 'max (ms)'],
      [
        `POST /api/screening/search, one crafted name (12 tokens), one after another`,
        searches.length,
        statuses(searches),
        ms(median(times(searches))),
        ms(Math.max(...times(searches))),
      ],
      [`POST /api/assessments, crafted company + ${KEY_PEOPLE} crafted key people`, 1, statuses([single]), ms(single.ms), ms(single.ms)],
      [
        `the same, ${PARALLEL_ASSESSMENTS} at once from one analyst (all answered after ${burst.seconds.toFixed(1)} s)`,
        burst.attacked.length,
        statuses(burst.attacked),
        ms(median(times(burst.attacked))),
        ms(Math.max(...times(burst.attacked))),
      ],
      [
        `${PARALLEL_ASSESSMENTS} at once again, each sent again after its Retry-After until created ` +
          `(${attempts} requests; all created after ${persistent.seconds.toFixed(1)} s; times until created)`,
        persistent.attacked.length,
        statuses(persistent.attacked),
        ms(median(times(persistent.attacked))),
        ms(Math.max(...times(persistent.attacked))),
      ],
    ]);
    const pollRow = (label: string, polls: Timed[]) => {
      const waits = times(polls);
      return [label, polls.length, statuses(polls), ms(percentile(waits, 50)), ms(percentile(waits, 95)), ms(Math.max(...waits))];
    };
    table('Another analyst polling GET /api/assessments?limit=1 back to back (aim: never more than 1 s slower than idle)', [
      ['', 'polls', 'answers', 'p50 (ms)', 'p95 (ms)', 'max (ms)'],
      pollRow('idle (before the attack)', idle),
      pollRow(`during the ${PARALLEL_ASSESSMENTS} crafted assessments at once`, burst.polls),
      pollRow(`during the ${PARALLEL_ASSESSMENTS} sent until created`, persistent.polls),
    ]);
  } finally {
    await api.stop();
    await database.close();
  }
}
