/**
 * Screening quality on name pairs other screening projects assert (../shared/eval/peer-names:
 * OpenSanctions nomenklatura, yente, moov-io watchman), measured as a new user would: every listed
 * name imported as one FtM list through the API, every query searched through
 * `POST /api/screening/search`. The raw baseline is nomenklatura's own LogicV2 on the same pairs
 * (its saved predictions), read in the same run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, PROJECT_ROOT } from '../api/src/core/config.js';
import { runWatchlistImportCommand } from '../api/src/modules/screening/commands/run-watchlist-import.command.js';
import { MIN_SEARCH_SCORE } from '../api/src/modules/screening/dto/screen.input.js';
import { createServices } from '../api/src/services.js';
import { benchDatabase, login, startApi, table } from './support.js';

const PEERS = path.join(PROJECT_ROOT, '..', 'shared', 'eval', 'peer-names');

interface Side {
  query: string;
  listed: string;
  listedAliases?: string[];
  queryCountry?: string;
  listedCountry?: string;
}
interface PeerCase extends Side {
  id: string;
  schema: string;
  expect: 'match' | 'no_match';
  note: string;
  tier: string;
}
interface Ranking {
  schema: string;
  better: Side;
  worse: Side;
  note: string;
}
interface Hit {
  entityId: string;
  score: number;
  explanation: string;
}

/** What the issue measured before the matcher was reworked (issue 19), for the table. */
const BEFORE = { accuracy: 0.715, precision: 0.96, recall: 0.55, scoredAccuracy: 0.725 };

const ftmSchema = (schema: string) => (schema === 'Any' ? 'LegalEntity' : schema);

function entityOf(id: string, schema: string, side: Side): string {
  const properties = {
    name: [side.listed],
    alias: side.listedAliases ?? [],
    country: side.listedCountry ? [side.listedCountry] : [],
  };
  return JSON.stringify({ id, schema: ftmSchema(schema), properties });
}

const fixed = (x: number) => x.toFixed(3);

export async function benchPeerNames(): Promise<void> {
  if (!existsSync(path.join(PEERS, 'cases.json'))) {
    console.log(`skipped: ${PEERS} is not there`);
    return;
  }
  const cases = JSON.parse(readFileSync(path.join(PEERS, 'cases.json'), 'utf8')) as PeerCase[];
  const rankings = JSON.parse(readFileSync(path.join(PEERS, 'rankings.json'), 'utf8')) as Ranking[];
  const logicV2 = JSON.parse(readFileSync(path.join(PEERS, 'logicv2-predictions.json'), 'utf8')) as Record<string, { predicted: boolean }>;

  const database = await benchDatabase('peer_names');
  const api = await startApi(database.url, { SCREENING_USER_CONCURRENCY: '4' });
  const services = await createServices(loadConfig({ ...process.env, JWT_SECRET: 'bench' }), database.url, { poolMax: 4 });
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const token = await login(api.url);
    /** Imports `lines` as the list `name` through the API and runs its import here; returns the list's id. */
    const importList = async (name: string, lines: string[]): Promise<string> => {
      const res = await fetch(`${api.url}/api/admin/watchlists`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, format: 'ftm', content: lines.join('\n') }),
      });
      if (res.status !== 202) throw new Error(`import: ${res.status} ${await res.text()}`);
      const { rows } = await db.query(`select id, import_version from watchlists where name = $1`, [name]);
      const outcome = await runWatchlistImportCommand(services.orm.em.fork(), {
        watchlistId: rows[0].id as string,
        version: rows[0].import_version as number,
      });
      if (outcome !== 'active') throw new Error(`import: ${outcome}`);
      return rows[0].id as string;
    };
    const pairsList = await importList(
      'Peer pairs',
      cases.map((c) => entityOf(c.id, c.schema, c)),
    );

    const search = async (side: Side, schema: string, minScore?: number): Promise<Hit[]> => {
      const body = { name: side.query, country: side.queryCountry ?? null, schema: schema === 'Any' ? null : schema, minScore };
      const answer = await fetch(`${api.url}/api/screening/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.status === 400) return []; // a query with nothing to screen finds nothing
      if (!answer.ok) throw new Error(`search ${JSON.stringify(body)}: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { hits: Hit[] }).hits;
    };

    const outcomes: { c: PeerCase; found: boolean; hit?: Hit }[] = [];
    for (const c of cases) {
      const hit = (await search(c, c.schema)).find((h) => h.entityId === c.id);
      outcomes.push({ c, found: !!hit, hit });
    }
    const score = (subset: typeof outcomes) => {
      const tp = subset.filter((o) => o.found && o.c.expect === 'match').length;
      const fp = subset.filter((o) => o.found && o.c.expect === 'no_match').length;
      const fn = subset.filter((o) => !o.found && o.c.expect === 'match').length;
      const right = subset.filter((o) => o.found === (o.c.expect === 'match')).length;
      return { accuracy: right / subset.length, precision: tp / (tp + fp || 1), recall: tp / (tp + fn || 1), n: subset.length };
    };
    const all = score(outcomes);
    const scored = score(outcomes.filter((o) => logicV2[o.c.id]));
    const logicRight = Object.entries(logicV2).filter(([id, p]) => p.predicted === (cases.find((c) => c.id === id)?.expect === 'match'));
    const logicAccuracy = logicRight.length / Object.keys(logicV2).length;

    table(
      `Peer name pairs (${cases.length}: ${cases.filter((c) => c.expect === 'match').length} match, ${cases.filter((c) => c.expect === 'no_match').length} no match), through POST /api/screening/search`,
      [
        ['', 'accuracy', 'precision', 'recall'],
        [
          `Counterparty before issue 19, all ${cases.length} (from the issue)`,
          fixed(BEFORE.accuracy),
          fixed(BEFORE.precision),
          fixed(BEFORE.recall),
        ],
        [`Counterparty now, all ${all.n}`, fixed(all.accuracy), fixed(all.precision), fixed(all.recall)],
        [`Counterparty before, the ${scored.n} pairs nomenklatura scored (from the issue)`, fixed(BEFORE.scoredAccuracy), '', ''],
        [`Counterparty now, the same ${scored.n} pairs`, fixed(scored.accuracy), fixed(scored.precision), fixed(scored.recall)],
        [`raw baseline: nomenklatura LogicV2 (saved predictions), the same ${scored.n} pairs`, fixed(logicAccuracy), '', ''],
        ['ratio now / LogicV2 on those pairs', fixed(scored.accuracy / logicAccuracy), '', ''],
      ],
    );
    for (const tier of [...new Set(cases.map((c) => c.tier))]) {
      const t = score(outcomes.filter((o) => o.c.tier === tier));
      console.log(`${tier}: accuracy ${fixed(t.accuracy)} over ${t.n}`);
    }

    // The rankings on a list of their own: among the 362 cases' entities, a ranking's entity can fall
    // outside a search's 50 hits behind identical names ("Vladimir Putin" is listed by many cases).
    // Searched down to the lowest minScore, so that an order among near misses shows too; a side
    // scoring below it counts 0.
    await fetch(`${api.url}/api/admin/watchlists/${pairsList}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    await importList(
      'Peer rankings',
      rankings.flatMap((r, i) => [entityOf(`rank-${i}-better`, r.schema, r.better), entityOf(`rank-${i}-worse`, r.schema, r.worse)]),
    );
    let held = 0;
    const broken: string[] = [];
    for (const [i, r] of rankings.entries()) {
      const better = (await search(r.better, r.schema, MIN_SEARCH_SCORE)).find((h) => h.entityId === `rank-${i}-better`)?.score ?? 0;
      const worse = (await search(r.worse, r.schema, MIN_SEARCH_SCORE)).find((h) => h.entityId === `rank-${i}-worse`)?.score ?? 0;
      if (better > worse) held += 1;
      else broken.push(`${r.note}: "${r.better.query}" ${better.toFixed(3)} vs "${r.worse.query}" ${worse.toFixed(3)}`);
    }
    console.log(`\nRankings held: ${held} of ${rankings.length}${broken.length ? `; broken:\n  ${broken.join('\n  ')}` : ''}`);

    const misses = outcomes.filter((o) => o.found !== (o.c.expect === 'match'));
    console.log(`\nMisses (${misses.length}):`);
    for (const { c, hit } of misses) {
      console.log(
        `  ${c.expect === 'match' ? 'missed   ' : 'false hit'} ${c.schema} "${c.query}" ~ "${c.listed}"${hit ? ` (${hit.score.toFixed(3)}: ${hit.explanation})` : ''} — ${c.note}`,
      );
    }
  } finally {
    await db.end();
    await services.close();
    await api.stop();
    await database.close();
  }
}
