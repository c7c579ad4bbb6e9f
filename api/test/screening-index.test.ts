import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexWatchlistCommand } from '../src/modules/screening/commands/reindex-watchlist.command.js';
import { SCREENING_INDEX_VERSION } from '../src/modules/screening/token-index.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { waitFor } from './support/processes.js';
import { queuesIdle } from './support/queues.js';

// What the token index finds through the API (the README's examples), and the re-index of a list written by
// an older release when a worker starts: a database, API and workers of its own.
let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
let db: pg.Client;
const tokens = { admin: '', analyst: '' };

const { rest, asAdmin, buildUser } = apiClient(() => api.url);

const entity = (id: string, schema: string, name: string, country?: string) =>
  JSON.stringify({ id, schema, properties: { name: [name], country: country ? [country] : [] } });

/** Our own names: the first is found by "Belaqua Ltd" only through its joined tokens ("bel aqua" → "belaqua"). */
const LIST = [
  entity('ri-bel-aqua', 'Company', 'Bel Aqua Ltd', 'mt'),
  entity('ri-kestrel', 'Company', 'Kestrel Freight Forwarding GmbH', 'de'),
  entity('ri-ilves', 'Person', 'Tarmo Ilves', 'ee'),
].join('\n');

const search = async (name: string) =>
  (await rest('POST', '/screening/search', { token: tokens.analyst, body: { name } })).body.hits as {
    entityId: string;
    explanation: string[];
  }[];

/**
 * The README's examples of what matching handles ("Sanctions and watchlist screening"), our own names: query,
 * listed name, schema, and the sentence of the explanation that names the rule that made them meet.
 */
const KINDS: [kind: string, query: string, listed: string, schema: 'Company' | 'Person', rule: RegExp][] = [
  ['joined', 'Belaqua Shipping', 'Bel Aqua Shipping Ltd', 'Company', /"belaqua" ~ "bel aqua": same words written together or apart/],
  ['split', 'Marisol Tankers', 'Mari Sol Tankers', 'Company', /same words written together or apart/],
  ['one edit in a short name', 'Tarmo Ilvez', 'Tarmo Ilves', 'Person', /"ilvez" ~ "ilves": one letter differs/],
  ['edits', 'Anatoly Kolesnikof', 'Anatoliy Kolesnikov', 'Person', /"kolesnikof" ~ "kolesnikov": spelling differs slightly/],
  ['digits for letters', 'K3strel Fr3ight', 'Kestrel Freight', 'Company', /"k3strel" read as "kestrel" \(digits written for letters\)/],
  ['number words', 'Forty-Four Harbour Road', '44 Harbour Road', 'Company', /"forty four" read as the number "44"/],
  ['ordinals', '1st Baltic Leasing', 'First Baltic Leasing', 'Company', /"first" read as the number "1"/],
  ['initials with dots', 'N.K.F. Holding', 'NKF Holding', 'Company', /initials "n k f" read as one word "nkf"/],
  ['acronym of the listed name', 'KFF', 'Kestrel Freight Forwarding', 'Company', /acronym of the words/],
  ['acronym listed', 'Nordic Mining Consortium', 'N.M.C.', 'Company', /acronym of the words/],
  ['legal form spelled out', 'Kestrel Freight Aktiengesellschaft', 'Kestrel Freight AG', 'Company', /legal form is the same \(ag\)/],
  [
    'legal form in another language',
    'SRL Delta Pesca',
    'Societatea cu Răspundere Limitată Delta Pesca',
    'Company',
    /legal form is the same \(srl\)/,
  ],
  ['legal forms of one class', 'Volga Trans JSC', 'Volga Trans OAO', 'Company', /legal form agrees \(joint_stock\)/],
  ['title', 'Dr. Ilse Brandt', 'Ilse Brandt', 'Person', /title "dr" left out/],
  ['honorific and particle', 'Sheikh Hamad ibn Rashid', 'Hamad bin Rashid', 'Person', /"ibn" ~ "bin"/],
  ['particles joined', 'Monsieur Luc de la Roche', 'Luc Laroche', 'Person', /"la roche" ~ "laroche"/],
  ['part of a long name', 'Jan Kowalski', 'Jan Maria Kowalski-Nowak', 'Person', /one name is a part of the other/],
  ['given and family name of four', 'Tarmo Ilves', 'Tarmo Henrik Juhan Ilves', 'Person', /one name is a part of the other/],
  ['nickname', 'Bill Okonkwo', 'William Okonkwo', 'Person', /"bill" ~ "william": given-name variant/],
  ['nickname (Russian)', 'Natasha Orlova', 'Natalya Orlova', 'Person', /"natasha" ~ "natalya": given-name variant/],
  ['Chinese listed', 'Wang Xiaoming', '王小明', 'Person', /transliterated from Chinese, Japanese or Korean script/],
  ['Chinese query', '王小明', 'Wang Xiaoming', 'Person', /transliterated from Chinese, Japanese or Korean script/],
  ['Japanese kana listed', 'Hanako Suzuki', 'スズキ ハナコ', 'Person', /transliterated from Chinese, Japanese or Korean script/],
  ['Korean query', '최민수', 'Choi Min-su', 'Person', /transliterated from Chinese, Japanese or Korean script/],
  ['Hebrew listed', 'Yosef Mizrahi', 'יוסף מזרחי', 'Person', /vowels not written in the original script/],
  ['Greek query', 'Ελένη Κωνσταντίνου', 'Eleni Konstantinou', 'Person', /transliterated from Greek script/],
  ['Arabic listed', 'Mohammed Al-Rashidi', 'محمد الراشدي', 'Person', /vowels not written in the original script/],
  ['Cyrillic listed', 'Natalia Orlova', 'Наталья Орлова', 'Person', /transliterated from Cyrillic script/],
];

async function indexState(watchlistId: string) {
  const { rows } = await db.query(
    `select w.index_version, (select array_agg(key order by key) from watchlist_names n where n.watchlist_id = w.id) as keys,
            (select count(*)::int from watchlist_tokens t where t.watchlist_id = w.id) as tokens,
            (select count(*)::int from watchlist_tokens t where t.watchlist_id = w.id and t.token = 'belaqua') as joined
       from watchlists w where w.id = $1`,
    [watchlistId],
  );
  return rows[0] as { index_version: number; keys: string[]; tokens: number; joined: number };
}

beforeAll(async () => {
  database = await createTestDatabase('screening_reindex');
  [api, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  tokens.admin = await asAdmin();
  tokens.analyst = (await buildUser({ firstName: 'reindex-analyst', lastName: 'Tester' })).token;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await worker?.stop();
  await api?.stop();
  await database?.drop();
});

describe('what the token index finds, through POST /api/screening/search', () => {
  it('finds each kind the README lists, and says which rule made the names meet', async () => {
    const content = [
      ...KINDS.map(([, , listed, schema], i) => entity(`kind-${i}`, schema, listed)),
      // A word listed as written is not looked up with typos, but a vowel changed is still found (same skeleton).
      entity('kind-vowel-exact', 'Company', 'Kestrel'),
      entity('kind-vowel-changed', 'Company', 'Kestral'),
    ].join('\n');
    const res = await rest('POST', '/admin/watchlists', { token: tokens.admin, body: { name: 'Kinds', format: 'ftm', content } });
    expect(res.status, res.text).toBe(202);
    const id = res.body.watchlistId as string;
    await waitFor(
      async () => (await db.query('select status from watchlists where id = $1', [id])).rows[0]?.status === 'active',
      30_000,
      () => `import of Kinds did not end:\n${worker.output()}`,
    );
    const missed: string[] = [];
    for (const [i, [kind, query, listed, schema, rule]] of KINDS.entries()) {
      const res = await rest('POST', '/screening/search', { token: tokens.analyst, body: { name: query, schema } });
      const hit = (res.body.hits as { entityId: string; explanation: string[] }[]).find((h) => h.entityId === `kind-${i}`);
      if (!hit || !rule.test(hit.explanation.join(' '))) missed.push(`${kind}: "${query}" ~ "${listed}": ${JSON.stringify(hit ?? null)}`);
    }
    expect(missed).toEqual([]);
    expect((await search('Kestrel')).map((h) => h.entityId)).toEqual(expect.arrayContaining(['kind-vowel-exact', 'kind-vowel-changed']));
    // A legal form in common is not a match by itself, nor is a name that differs only in its legal form's kind.
    const conflict = await search('Kestrel Freight GmbH');
    expect(conflict.map((h) => h.entityId)).not.toContain(`kind-${KINDS.findIndex(([kind]) => kind === 'legal form spelled out')}`);
  });
});

describe('re-indexing lists an older release wrote', () => {
  let listId = '';

  it('an import writes the current index version, with joined tokens', async () => {
    const res = await rest('POST', '/admin/watchlists', {
      token: tokens.admin,
      body: { name: 'Reindex list', format: 'ftm', content: LIST },
    });
    expect(res.status, res.text).toBe(202);
    listId = res.body.watchlistId;
    await waitFor(
      async () => (await db.query('select status from watchlists where id = $1', [listId])).rows[0]?.status === 'active',
      30_000,
      () => `import did not end:\n${worker.output()}`,
    );
    expect(await indexState(listId)).toMatchObject({ index_version: SCREENING_INDEX_VERSION, joined: 1 });
    expect((await search('Belaqua Ltd')).map((h) => h.entityId)).toContain('ri-bel-aqua');
  });

  it('a worker that starts re-indexes a list stored with an older index version, in place', async () => {
    const current = await indexState(listId);
    // What an older release left: index version 0, keys written differently, only the names' own tokens
    // indexed (no joined tokens), and a name that normalises to nothing now.
    await db.query('begin');
    await db.query('update watchlists set index_version = 0 where id = $1', [listId]);
    await db.query('update watchlist_names set key = upper(key) where watchlist_id = $1', [listId]);
    await db.query(
      `delete from watchlist_name_tokens p using watchlist_tokens t, watchlist_names n
        where p.token_id = t.id and n.id = p.name_id and t.watchlist_id = $1 and not (t.token = any(string_to_array(lower(n.key), ' ')))`,
      [listId],
    );
    await db.query(
      'delete from watchlist_tokens t where t.watchlist_id = $1 and not exists (select from watchlist_name_tokens p where p.token_id = t.id)',
      [listId],
    );
    await db.query(
      `insert into watchlist_names (entry_id, watchlist_id, version, name, key)
       select e.id, e.watchlist_id, e.version, 'Dr. Mr', 'dr mr' from watchlist_entries e where e.watchlist_id = $1 and e.external_id = 'ri-ilves'`,
      [listId],
    );
    await db.query('commit');
    const stale = await indexState(listId);
    expect(stale).toMatchObject({ index_version: 0, joined: 0 });
    expect(stale.tokens).toBeLessThan(current.tokens);
    // The old index does not find the name typed joined.
    expect((await search('Belaqua Ltd')).map((h) => h.entityId)).not.toContain('ri-bel-aqua');

    // An upgraded worker starts: it queues the re-index of every stale list, and a worker runs it.
    const second = await startWorkerInProcess(database.url, { WORKER_QUEUES: 'watchlist.reindex' });
    try {
      await queuesIdle(database.url, { queues: ['watchlist.reindex'] });
      expect(second.output()).toMatch(/1 list\(s\) indexed by an older release, re-index to version \d+ queued: Reindex list/);
      expect(`${second.output()}${worker.output()}`).toMatch(/re-index: reindexed/);
    } finally {
      await second.stop();
    }

    const reindexed = await indexState(listId);
    expect(reindexed).toEqual({ ...current, index_version: SCREENING_INDEX_VERSION });
    const hit = (await search('Belaqua Ltd')).find((h) => h.entityId === 'ri-bel-aqua');
    expect(hit?.explanation.join(' ')).toMatch(/"belaqua" ~ "bel aqua": same words written together or apart/);
    expect((await search('Tarmo Ilves')).map((h) => h.entityId)).toContain('ri-ilves');

    // Nothing left to do: a second run finds the list current and changes nothing.
    expect(await reindexWatchlistCommand(worker.services.orm.em.fork(), listId)).toBe('current');
  });

  it('a re-index whose list got a new version meanwhile is rolled back; the import makes its version current', async () => {
    await db.query('update watchlists set index_version = 0 where id = $1', [listId]);
    // Holding the list row as an import's flip does: the re-index cannot finish and changes nothing.
    const flip = new pg.Client({ connectionString: database.url });
    await flip.connect();
    try {
      await flip.query('begin');
      await flip.query('select version from watchlists where id = $1 for update', [listId]);
      expect(await reindexWatchlistCommand(worker.services.orm.em.fork(), listId)).toBe('busy');
      await flip.query('rollback');
    } finally {
      await flip.end();
    }
    expect(await indexState(listId)).toMatchObject({ index_version: 0, joined: 1 });

    const res = await rest('POST', '/admin/watchlists', {
      token: tokens.admin,
      body: { name: 'Reindex list', format: 'ftm', content: LIST },
    });
    expect(res.status, res.text).toBe(202);
    await waitFor(
      async () => (await db.query('select version from watchlists where id = $1', [listId])).rows[0]?.version === 2,
      30_000,
      () => `re-import did not end:\n${worker.output()}`,
    );
    // The flip is committed before the replaced version's rows are deleted: wait for the job to end.
    await queuesIdle(database.url, { queues: ['watchlist.import'] });
    expect(await indexState(listId)).toMatchObject({ index_version: SCREENING_INDEX_VERSION, joined: 1 });
    expect(await reindexWatchlistCommand(worker.services.orm.em.fork(), listId)).toBe('current');
  });
});
