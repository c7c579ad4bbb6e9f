import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { ROOT, waitFor } from './support/processes.js';
import { queuesIdle } from './support/queues.js';
import { formatInUnit } from '../src/core/units.js';

// Screening changes every decision of its database, so it runs on a database, API and worker of its own.
const fixture = (name: string) => readFileSync(path.join(ROOT, 'api/test/fixtures/watchlists', name), 'utf8');

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
const tokens: { admin: string; analyst: string; reviewer: string } = { admin: '', analyst: '', reviewer: '' };

const { rest, gql, asAdmin, buildUser, review } = apiClient(() => api.url);

/** Waits until the named list's latest import has ended and returns it. */
async function settled(name: string): Promise<any> {
  let list: any;
  await waitFor(
    async () => {
      list = (await rest('GET', '/admin/watchlists', { token: tokens.admin })).body.find((l: any) => l.name === name);
      return list !== undefined && list.status !== 'importing';
    },
    60_000,
    () => `import of ${name} did not end: ${JSON.stringify(list)}\n${worker.output()}`,
  );
  return list;
}

async function importList(name: string, format: string, content: string, altContent?: string, allowShrink?: boolean): Promise<any> {
  const res = await rest('POST', '/admin/watchlists', { token: tokens.admin, body: { name, format, content, altContent, allowShrink } });
  expect(res.status, res.text).toBe(202);
  return { accepted: res.body, list: await settled(name) };
}

/** The staging tables of a list's token index (an import or re-index writes into one while it runs). */
async function stagingTables(watchlistId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(`select tablename from pg_tables where tablename like $1`, [
      `watchlist_index_staging_${watchlistId.replaceAll('-', '')}%`,
    ]);
    return rows.map((r) => r.tablename as string);
  } finally {
    await client.end();
  }
}

/** The token index rows of a list, by version: what retrieval reads (watchlist_tokens, watchlist_name_tokens). */
async function tokenIndex(watchlistId: string): Promise<{ version: number; tokens: number; postings: number }[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select t.version, count(distinct t.id)::int as tokens, count(p.token_id)::int as postings
       from watchlist_tokens t left join watchlist_name_tokens p on p.token_id = t.id
       where t.watchlist_id = $1 group by t.version order by t.version`,
      [watchlistId],
    );
    return rows as { version: number; tokens: number; postings: number }[];
  } finally {
    await client.end();
  }
}

const search = async (name: string, extra: Record<string, unknown> = {}) =>
  (await rest('POST', '/screening/search', { token: tokens.analyst, body: { name, ...extra } })).body.hits as any[];

beforeAll(async () => {
  database = await createTestDatabase('screening');
  [api, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
  tokens.admin = await asAdmin();
  tokens.analyst = (await buildUser({ firstName: 'screening-analyst', lastName: 'Tester' })).token;
  tokens.reviewer = (await buildUser({ firstName: 'screening-reviewer', lastName: 'Tester' })).token;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await database?.drop();
});

describe('watchlist imports', () => {
  it('imports FtM JSON lines (skipping other schemas) and lists the version in use', async () => {
    const { accepted, list } = await importList('OpenSanctions Default', 'ftm', fixture('entities.ftm.json'));
    expect(accepted).toMatchObject({ watchlistId: list.id, totalEntities: 16 });
    expect(list).toMatchObject({
      name: 'OpenSanctions Default',
      format: 'ftm',
      status: 'active',
      entityCount: 11,
      version: 1,
      error: null,
    });
    expect(Date.parse(list.importedAt)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('imports OpenSanctions targets.simple.csv through GraphQL', async () => {
    const res = await gql(
      `mutation ($input: ImportWatchlistInput!) { importWatchlist(input: $input) { watchlistId totalEntities } }`,
      { input: { name: 'OpenSanctions Targets', format: 'OPENSANCTIONS_CSV', content: fixture('targets.simple.csv') } },
      tokens.admin,
    );
    expect(res.errors).toBeUndefined();
    const list = await settled('OpenSanctions Targets');
    expect(list).toMatchObject({ status: 'active', entityCount: 11, version: 1, format: 'opensanctions_csv' });
    const listed = await gql(`{ watchlists { name status entityCount version } }`, {}, tokens.admin);
    expect(listed.data.watchlists).toContainEqual({ name: 'OpenSanctions Targets', status: 'ACTIVE', entityCount: 11, version: 1 });
  });

  it("imports OFAC's sdn.csv with its alt.csv aliases", async () => {
    const { list } = await importList('OFAC SDN', 'ofac_sdn_csv', fixture('sdn.csv'), fixture('alt.csv'));
    expect(list).toMatchObject({ status: 'active', entityCount: 12, version: 1 });
    // An alias only alt.csv knows.
    const hits = await search('Aero-Caribbean');
    expect(hits.map((h) => `${h.listName}:${h.caption}`)).toContain('OFAC SDN:AEROCARIBBEAN AIRLINES');
  });

  it('imports OFAC files sent as a GraphQL multipart upload, and refuses a bad name before storing anything', async () => {
    const upload = async (name: string) => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: `mutation ($name: String!, $file: Upload!, $alt: Upload) {
            importWatchlistFile(name: $name, format: OFAC_SDN_CSV, file: $file, altFile: $alt) { watchlistId totalEntities } }`,
          variables: { name, file: null, alt: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.alt'] }));
      form.append('0', new Blob([fixture('sdn.csv')], { type: 'text/csv' }), 'sdn.csv');
      form.append('1', new Blob([fixture('alt.csv')], { type: 'text/csv' }), 'alt.csv');
      const res = await fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}`, 'apollo-require-preflight': 'true' },
        body: form,
      });
      return (await res.json()) as any;
    };
    const ok = await upload('OFAC SDN (uploaded)');
    expect(ok.errors).toBeUndefined();
    expect(ok.data.importWatchlistFile).toMatchObject({ watchlistId: expect.any(String), totalEntities: null });
    expect(await settled('OFAC SDN (uploaded)')).toMatchObject({ status: 'active', entityCount: 12 });
    const bad = await upload('x'.repeat(101));
    expect(bad.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
  });

  it('re-importing a name makes a new version that replaces the old one', async () => {
    const first = await importList('Replaced List', 'ftm', fixture('entities.ftm.json'));
    const only = JSON.stringify({ id: 'X-1', schema: 'Company', properties: { name: ['Quintessa Marine Holdings SA'], country: ['pa'] } });
    // The new version removes 10 of 11 entities: the admin confirms it (allowShrink).
    const second = await importList('Replaced List', 'ftm', `${only}\n`, undefined, true);
    expect(second.list).toMatchObject({ id: first.list.id, version: 2, entityCount: 1, status: 'active' });
    expect((await search('Quintessa Marine Holdings')).map((h) => h.listName)).toEqual(['Replaced List']);
    expect((await search('Zolotoy Most JSC')).map((h) => h.listName)).not.toContain('Replaced List');
    // The old version's token index went with it; the new one indexes "quintessa marine holdings": its three
    // words, the two adjacent pairs joined ("quintessamarine", "marineholdings") and its acronym ("qmh").
    expect(await tokenIndex(first.list.id)).toEqual([{ version: 2, tokens: 6, postings: 6 }]);
  });

  it('a malformed file fails with the line and the reason, and the previous version stays in use', async () => {
    await importList('Fragile List', 'ftm', fixture('entities.ftm.json'));
    const { list } = await importList('Fragile List', 'ftm', fixture('malformed.ftm.json'));
    expect(list).toMatchObject({ status: 'failed', version: 1, entityCount: 11 });
    expect(list.error).toMatch(/line 4/);
    expect((await search('Baltic Nord Logistik GmbH')).map((h) => h.listName)).toContain('Fragile List');
    const csv = await importList('Broken Targets', 'opensanctions_csv', fixture('malformed-targets.csv'));
    expect(csv.list).toMatchObject({ status: 'failed', version: 0, entityCount: 0 });
    expect(csv.list.error).toMatch(/line \d+/);
  });

  it('imports a list of several write batches whole, and a malformed line after some were written leaves nothing of that version', async () => {
    // 4,500 entities: a write batch is 2,000, so the file is read and normalised while earlier batches are written.
    const entity = (i: number) =>
      JSON.stringify({
        id: `bulk-${i}`,
        caption: `Quillon Vantor ${i} Holdings`,
        schema: 'Company',
        properties: { name: [`Quillon Vantor ${i} Holdings`] },
      });
    const lines = Array.from({ length: 4_500 }, (_, i) => entity(i));
    const { list } = await importList('Bulk List', 'ftm', lines.join('\n'));
    expect(list).toMatchObject({ status: 'active', version: 1, entityCount: 4_500 });
    expect((await search('Quillon Vantor 4499 Holdings')).map((h) => h.listName)).toContain('Bulk List');
    const broken = [...lines.slice(0, 4_200), '{"id": "bulk-broken", "schema": "Company"', ...lines.slice(4_200)];
    const failed = await importList('Bulk List', 'ftm', broken.join('\n'));
    expect(failed.list).toMatchObject({ status: 'failed', version: 1, entityCount: 4_500 });
    expect(failed.list.error).toMatch(/line 4201/);
    // Only version 1 is indexed: the batches of version 2 written before the bad line are gone, staging included.
    expect(await tokenIndex(list.id)).toEqual([expect.objectContaining({ version: 1 })]);
    expect(await stagingTables(list.id)).toEqual([]);
  });

  it('says which list versions a search read', async () => {
    const res = await rest('POST', '/screening/search', { token: tokens.analyst, body: { name: 'Nobody In Particular' } });
    expect(res.body.hits).toEqual([]);
    expect(res.body.lists).toEqual(expect.arrayContaining([{ name: 'OpenSanctions Default', version: 1 }]));
  });

  it('refuses bad input by field, and non-admins', async () => {
    const bad = await rest('POST', '/admin/watchlists', { token: tokens.admin, body: { name: 'X', format: 'xml', content: 'a' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/format/);
    expect(
      (await rest('POST', '/admin/watchlists', { token: tokens.admin, body: { name: '', format: 'ftm', content: 'a' } })).text,
    ).toMatch(/name/);
    expect(
      (await rest('POST', '/admin/watchlists', { token: tokens.admin, body: { name: 'Empty', format: 'ftm', content: '' } })).text,
    ).toMatch(/content/);
    expect(
      (await rest('POST', '/admin/watchlists', { token: tokens.analyst, body: { name: 'X', format: 'ftm', content: 'a' } })).status,
    ).toBe(403);
    expect((await rest('GET', '/admin/watchlists', { token: tokens.analyst })).status).toBe(403);
    expect((await rest('POST', '/screening/search', { token: tokens.analyst, body: { name: '' } })).text).toMatch(/name/);
    expect((await rest('POST', '/screening/search', { token: tokens.analyst, body: { name: 'a'.repeat(201) } })).status).toBe(400);
    expect((await rest('POST', '/screening/search', { token: tokens.analyst, body: { name: 'Orion', schema: 'Ship' } })).text).toMatch(
      /schema/,
    );
    expect((await rest('POST', '/screening/search', { body: { name: 'Orion' } })).status).toBe(401);
  });

  it('refuses a name with nothing to screen (blank, punctuation, titles only) with 400 naming name, on REST and GraphQL', async () => {
    for (const name of ['   ', '.,;-', 'Dr. Mr', '  Mrs. ']) {
      const res = await rest('POST', '/screening/search', { token: tokens.analyst, body: { name } });
      expect([res.status, res.text]).toEqual([400, 'name has nothing to screen: it is blank, or only punctuation or titles']);
      const answer = await gql('query ($name: String!) { screen(name: $name) { hits { entityId } } }', { name }, tokens.analyst);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    }
    // A name of legal-form words only is still a name someone may be listed under.
    expect((await rest('POST', '/screening/search', { token: tokens.analyst, body: { name: 'Holding Limited' } })).status).toBe(200);
  });

  it('deletes a list: screening stops reading it at once', async () => {
    const { list } = await importList('Short Lived', 'ftm', fixture('entities.ftm.json'));
    expect((await tokenIndex(list.id)).length).toBe(1);
    expect((await rest('DELETE', `/admin/watchlists/${list.id}`, { token: tokens.admin })).status).toBe(204);
    expect((await search('Orion Shipping Trading LLC')).map((h) => h.listName)).not.toContain('Short Lived');
    expect(await tokenIndex(list.id)).toEqual([]);
    expect((await rest('DELETE', `/admin/watchlists/${list.id}`, { token: tokens.admin })).status).toBe(404);
  });
});

describe('screening search', () => {
  it('finds transliterations, word order, legal-form variants and typos, with the features that made the match', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['ООО Орион Шиппинг Трейдинг', {}, 'Orion Shipping Trading LLC'],
      ['Trading Orion Shipping', {}, 'Orion Shipping Trading LLC'],
      ['Orion Shipping Trading Limited', { country: 'Russia' }, 'Orion Shipping Trading LLC'],
      ['Orion Shiping Trading LLC', {}, 'Orion Shipping Trading LLC'],
      ['Sokolov Ivan Petrovich', { schema: 'Person' }, 'Ivan Petrovich Sokolov'],
    ];
    for (const [name, extra, caption] of cases) {
      const hits = await search(name, extra);
      const hit = hits.find((h) => h.listName === 'OpenSanctions Default');
      expect(hit, name).toMatchObject({ caption, entityId: expect.any(String), topics: expect.arrayContaining(['sanction']) });
      expect(hit.score).toBeGreaterThanOrEqual(0.84);
      expect(hit.explanation.length).toBeGreaterThan(0);
    }
    const ordered = await search('Orion Shipping Trading LLC');
    expect(ordered.map((h) => h.score)).toEqual([...ordered.map((h) => h.score)].sort((a, b) => b - a));
  });

  it('refuses look-alikes', async () => {
    for (const name of ['Orion Logistics Group', 'Baltic Sea Shipping GmbH', 'Ivan Sokolovsky', 'Polar Bear Trading Ltd']) {
      expect(await search(name), name).toEqual([]);
    }
  });

  it('shows near misses only when asked (minScore), each explained, and refuses a minScore out of range, on REST and GraphQL', async () => {
    // A look-alike: no match at the threshold, a near miss of the listed Orion Shipping Trading LLC.
    const name = 'Orion Logistics Group';
    const plain = await rest('POST', '/screening/search', { token: tokens.analyst, body: { name } });
    expect(plain.body).toMatchObject({ minScore: 0.84, hits: [] });
    const near = await rest('POST', '/screening/search', { token: tokens.analyst, body: { name, minScore: 0.5 } });
    expect(near.body.minScore).toBe(0.5);
    const miss = near.body.hits.find((h: any) => h.caption === 'Orion Shipping Trading LLC');
    expect(near.body.hits.every((h: any) => h.score >= 0.5 && h.score < 0.84)).toBe(true);
    expect(miss.score).toBeGreaterThanOrEqual(0.5);
    expect(miss.score).toBeLessThan(0.84);
    expect(miss.explanation.length).toBeGreaterThan(0);
    for (const minScore of [0.49, 1.5, '0.6']) {
      const res = await rest('POST', '/screening/search', { token: tokens.analyst, body: { name, minScore } });
      expect(res.status, String(minScore)).toBe(400);
      expect(res.text).toMatch(/minScore/);
    }
    const graphql = await gql(
      `query ($name: String!, $min: Float) { screen(name: $name, minScore: $min) { minScore hits { caption score } } }`,
      { name, min: 0.5 },
      tokens.analyst,
    );
    expect(graphql.data.screen.minScore).toBe(0.5);
    expect(graphql.data.screen.hits.find((h: any) => h.caption === 'Orion Shipping Trading LLC').score).toBe(miss.score);
    const refused = await gql(`query { screen(name: "Orion", minScore: 0.2) { minScore } }`, {}, tokens.analyst);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(refused.errors?.[0]?.message).toMatch(/minScore/);
  });

  it('answers through GraphQL too', async () => {
    const res = await gql(
      `query ($name: String!, $country: String) { screen(name: $name, country: $country) { hits { entityId caption score listName countries } } }`,
      { name: 'Techno Prom Export', country: 'RU' },
      tokens.analyst,
    );
    expect(res.data.screen.hits[0]).toMatchObject({ caption: 'Techno-Prom Export OOO' });
  });
});

describe('screening in the assessment', () => {
  const listedCompany = () => assessmentInput({ companyName: 'Orion Shipping Trading LLC', countryOfRegistration: 'Russia' });

  it('a potential match gives caution with the list and entity in the rationale', async () => {
    const res = await rest('POST', '/assessments', { token: tokens.analyst, body: listedCompany() });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution' });
    expect(res.body.rationale).toMatch(/Potential sanctions or watchlist match awaiting review \(.*Orion Shipping Trading LLC, score/);
    expect(res.body.screening.status).toBe('potential_match');
    expect(res.body.screening.lists.map((l: any) => l.name)).toEqual(expect.arrayContaining(['OFAC SDN', 'OpenSanctions Default']));
    expect(res.body.screening.hits[0]).toMatchObject({ subject: { kind: 'company', name: 'Orion Shipping Trading LLC' }, review: null });
  });

  it('confirming a hit rejects; marking every hit a false positive restores the rule decision; both are audited', async () => {
    const created = (await rest('POST', '/assessments', { token: tokens.analyst, body: listedCompany() })).body;
    const [first] = created.screening.hits;
    const confirm = await rest('POST', `/assessments/${created.id}/screening/hits/${first.id}/review`, {
      token: tokens.reviewer,
      body: {
        decision: 'confirmed',
        reason: 'Same registration number as the listed entity',
      },
    });
    expect(confirm.status, confirm.text).toBe(200);
    // Rejected by the rules; the list's other hit still waits for a finding, so nothing is final yet.
    expect(confirm.body).toMatchObject({ status: 'pending_review', ruleStatus: 'rejected', screening: { status: 'confirmed_match' } });
    expect(confirm.body.rationale).toMatch(/^Automatic rejection: Confirmed sanctions or watchlist match \(/);
    expect(confirm.body.screening.hits[0].review).toMatchObject({ decision: 'confirmed', reviewerName: 'screening-reviewer Tester' });

    const other = (await rest('POST', '/assessments', { token: tokens.analyst, body: listedCompany() })).body;
    for (const hit of other.screening.hits) {
      const res = await rest('POST', `/assessments/${other.id}/screening/hits/${hit.id}/review`, {
        token: tokens.reviewer,
        body: {
          decision: 'false_positive',
          reason: 'Different company: another registration number',
        },
      });
      expect(res.status, res.text).toBe(200);
    }
    const cleared = (await rest('GET', `/assessments/${other.id}`, { token: tokens.analyst })).body;
    expect(cleared).toMatchObject({ status: 'approved', screening: { status: 'clear' } });

    const audit = (await rest('GET', `/assessments/${created.id}/audit-logs`, { token: tokens.analyst })).body;
    const review = audit.find((a: any) => a.changes?.screeningReview);
    expect(review.changes.screeningReview).toMatch(/confirmed\. Reason: Same registration number/);
    expect(review.changes).toMatchObject({ ruleStatus: 'rejected', screeningStatus: 'confirmed_match' });
  });

  it('the PDF report lists the lists and versions checked, every hit with its score, and its review', async () => {
    const created = (await rest('POST', '/assessments', { token: tokens.analyst, body: listedCompany() })).body;
    const hit = created.screening.hits[0];
    await rest('POST', `/assessments/${created.id}/screening/hits/${hit.id}/review`, {
      token: tokens.reviewer,
      body: {
        decision: 'false_positive',
        reason: 'Registered in Cyprus, different owners',
      },
    });
    const res = await fetch(`${api.url}/api/assessments/${created.id}/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.analyst}` },
    });
    expect(res.status).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cp-screening-pdf-')), 'report.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Sanctions and watchlist screening');
    expect(text).toMatch(/OFAC SDN \(version 1\)/);
    expect(text).toContain(hit.caption);
    expect(text).toContain(formatInUnit(hit.score, 'percent'));
    expect(text).toContain('False positive by');
    expect(text).toContain('Registered in Cyprus, different owners');
  });

  it('reviews through GraphQL, and refuses bad reviews by field', async () => {
    const created = (await rest('POST', '/assessments', { token: tokens.analyst, body: listedCompany() })).body;
    const hit = created.screening.hits[0];
    const target = `/assessments/${created.id}/screening/hits/${hit.id}/review`;
    expect((await rest('POST', target, { token: tokens.reviewer, body: { decision: 'maybe', reason: 'x' } })).text).toMatch(/decision/);
    expect((await rest('POST', target, { token: tokens.reviewer, body: { decision: 'confirmed', reason: '  ' } })).text).toMatch(/reason/);
    expect(
      (
        await rest('POST', `/assessments/${created.id}/screening/hits/nope/review`, {
          token: tokens.reviewer,
          body: {
            decision: 'confirmed',
            reason: 'x',
          },
        })
      ).status,
    ).toBe(404);
    const res = await gql(
      `mutation ($a: ID!, $h: ID!) { reviewScreeningHit(assessmentId: $a, hitId: $h, decision: CONFIRMED, reason: "Matches") { ruleStatus screening { status hits { id review { decision reason } } } } }`,
      { a: created.id, h: hit.id },
      tokens.reviewer,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.reviewScreeningHit).toMatchObject({ ruleStatus: 'REJECTED', screening: { status: 'CONFIRMED_MATCH' } });
  });

  it('four-eyes: an open hit puts even a rule rejection in the queue, and only an admin may approve a mandatory rejection', async () => {
    const created = (await rest('POST', '/assessments', { token: tokens.analyst, body: { ...listedCompany(), hasLegalActions: true } }))
      .body;
    expect(created).toMatchObject({
      status: 'pending_review',
      ruleStatus: 'rejected',
      reviewStatus: 'pending',
      screening: { status: 'potential_match' },
    });
    const analystTry = await review(created.id, {
      token: tokens.reviewer,
      body: { decision: 'approved', reason: 'Settled the legal case' },
    });
    expect(analystTry.status).toBe(403);
    expect(analystTry.text).toMatch(/Only an admin/);
    const adminReview = await review(created.id, {
      token: tokens.admin,
      body: { decision: 'approved', reason: 'Legal case settled; hit is a namesake' },
    });
    expect(adminReview.status, adminReview.text).toBe(200);
    expect(adminReview.body).toMatchObject({ status: 'approved', reviewStatus: 'completed', finalReview: { ruleStatus: 'rejected' } });
  });

  it('screens the named directors and beneficial owners', async () => {
    const res = await rest('POST', '/assessments', {
      token: tokens.analyst,
      body: {
        ...assessmentInput({ companyName: 'Harmless Widgets Ltd' }),
        keyPeople: ['Jane Smith', '  ', 'Иван Петрович Соколов'],
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.keyPeople).toEqual(['Jane Smith', 'Иван Петрович Соколов']);
    const people = res.body.screening.hits.filter((h: any) => h.subject.kind === 'person');
    expect(people[0]).toMatchObject({ caption: 'Ivan Petrovich Sokolov', subject: { name: 'Иван Петрович Соколов' } });
    expect(res.body).toMatchObject({ status: 'pending_review', ruleStatus: 'caution' });
    const tooMany = await rest('POST', '/assessments', {
      token: tokens.analyst,
      body: {
        ...assessmentInput(),
        keyPeople: Array.from({ length: 21 }, (_, i) => `Person ${i}`),
      },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toMatch(/keyPeople/);
  });

  it('a clean counterparty stays approved and records the lists checked', async () => {
    const res = await rest('POST', '/assessments', {
      token: tokens.analyst,
      body: assessmentInput({ companyName: 'Meadowbrook Bakery Ltd' }),
    });
    expect(res.body).toMatchObject({ status: 'approved', screening: { status: 'clear', hits: [] } });
    expect(res.body.screening.lists.length).toBeGreaterThanOrEqual(3);
  });

  it('screens batch rows, key people included', async () => {
    const row = (company: string, people: string) => {
      const a = assessmentInput({ companyName: company, keyPeople: people });
      return Object.values(a)
        .map((v) => (typeof v === 'string' ? `"${v}"` : typeof v === 'boolean' ? `"${v}"` : ''))
        .join(',');
    };
    const header = Object.keys(assessmentInput({ keyPeople: '' })).join(',');
    const csv = [
      header,
      row('Zolotoy Most JSC', ''),
      row('Sunny Fields Farm Ltd', 'Olena Kovalenko;John Doe'),
      row('Quiet Harbour Ltd', ''),
    ].join('\n');
    const upload = await rest('POST', '/batch/upload', { token: tokens.analyst, body: { csvContent: csv, fileName: 'screened.csv' } });
    expect(upload.status, upload.text).toBe(202);
    let batch: any;
    await waitFor(
      async () => {
        batch = (await rest('GET', `/batch/${upload.body.batchId}`, { token: tokens.analyst })).body;
        return batch.status === 'completed' || batch.status === 'failed';
      },
      60_000,
      () => `batch did not finish: ${JSON.stringify(batch)}\n${worker.output()}`,
    );
    expect(batch).toMatchObject({ status: 'completed', successfulRows: 3 });
    const page = (await rest('GET', '/assessments?limit=10', { token: tokens.analyst })).body;
    const items: any[] = page.items ?? page;
    const byName = async (name: string) =>
      (await rest('GET', `/assessments/${items.find((a) => a.companyName === name).id}`, { token: tokens.analyst })).body;
    expect((await byName('Zolotoy Most JSC')).screening).toMatchObject({ status: 'potential_match' });
    const farm = await byName('Sunny Fields Farm Ltd');
    expect(farm.keyPeople).toEqual(['Olena Kovalenko', 'John Doe']);
    expect(farm.screening.hits.map((h: any) => h.subject)).toContainEqual({ kind: 'person', name: 'Olena Kovalenko' });
    expect((await byName('Quiet Harbour Ltd')).screening).toMatchObject({ status: 'clear' });
  });
});

describe('monitoring after the decision', () => {
  const entity = (id: string, name: string) =>
    JSON.stringify({ id, schema: 'Company', properties: { name: [name], country: ['gb'], topics: ['sanction'] } });

  it('a new list version raises exactly one alert per newly matching assessment, and none twice', async () => {
    const watched = (
      await rest('POST', '/assessments', { token: tokens.analyst, body: assessmentInput({ companyName: 'Moonlit Orchard Trading Ltd' }) })
    ).body;
    expect(watched).toMatchObject({ status: 'approved', screening: { status: 'clear' } });

    await importList('Monitoring List', 'ftm', `${entity('MON-1', 'Moonlit Orchard Trading Limited')}\n`);
    let alerts: any[] = [];
    await waitFor(
      async () => {
        alerts = (await rest('GET', '/alerts?status=open', { token: tokens.analyst })).body.filter(
          (a: any) => a.assessmentId === watched.id,
        );
        return alerts.length > 0;
      },
      60_000,
      () => `no alert for the watched assessment\n${worker.output()}`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'screening_hit',
      companyName: 'Moonlit Orchard Trading Ltd',
      status: 'open',
      resolvedBy: null,
    });
    expect(alerts[0].summary).toMatch(/Moonlit Orchard Trading Limited on Monitoring List/);

    const after = (await rest('GET', `/assessments/${watched.id}`, { token: tokens.analyst })).body;
    expect(after).toMatchObject({
      status: 'pending_review',
      ruleStatus: 'caution',
      reviewStatus: 'pending',
      screening: { status: 'potential_match' },
    });
    const audit = (await rest('GET', `/assessments/${watched.id}/audit-logs`, { token: tokens.analyst })).body;
    expect(audit.find((a: any) => a.changes?.rescreen)).toMatchObject({
      userId: null,
      changes: { status: 'pending_review', ruleStatus: 'caution' },
    });
    expect(audit.some((a: any) => a.changes?.alert)).toBe(true);

    // The same finding in the next version raises nothing new.
    await importList(
      'Monitoring List',
      'ftm',
      `${entity('MON-1', 'Moonlit Orchard Trading Limited')}\n${entity('MON-2', 'Zz Unrelated Holdings')}\n`,
    );
    // Once every job the import started (re-screening) has run:
    await queuesIdle(database.url);
    const again = (await rest('GET', '/alerts', { token: tokens.analyst })).body.filter((a: any) => a.assessmentId === watched.id);
    expect(again).toHaveLength(1);
  }, 120_000);

  it('resolves an alert with a note, once; lists by status; GraphQL too', async () => {
    const [open] = (await rest('GET', '/alerts?status=open', { token: tokens.analyst })).body;
    const target = `/alerts/${open.id}/resolve`;
    expect((await rest('POST', target, { token: tokens.reviewer, body: { note: ' ' } })).text).toMatch(/note/);
    const resolved = await rest('POST', target, {
      token: tokens.reviewer,
      body: { note: 'Checked: the listed company is a namesake', hitDecision: 'false_positive' },
    });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      note: 'Checked: the listed company is a namesake',
      resolvedBy: { firstName: 'screening-reviewer' },
    });
    expect((await rest('POST', target, { token: tokens.reviewer, body: { note: 'again' } })).status).toBe(409);
    expect((await rest('GET', '/alerts?status=resolved', { token: tokens.analyst })).body.map((a: any) => a.id)).toContain(open.id);
    expect((await rest('GET', '/alerts?status=closed', { token: tokens.analyst })).status).toBe(400);
    const res = await gql(`{ openAlertCount alerts(status: RESOLVED) { id status note resolvedBy { firstName } } }`, {}, tokens.analyst);
    expect(res.errors).toBeUndefined();
    expect(res.data.alerts.find((a: any) => a.id === open.id)).toMatchObject({
      status: 'RESOLVED',
      resolvedBy: { firstName: 'screening-reviewer' },
    });
    const audit = (await rest('GET', `/assessments/${open.assessmentId}/audit-logs`, { token: tokens.analyst })).body;
    expect(audit.some((a: any) => String(a.changes?.alertResolved ?? '').includes('namesake'))).toBe(true);
  });
});
