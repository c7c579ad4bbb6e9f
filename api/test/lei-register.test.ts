import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leiCheckDigits } from '../src/modules/kernel/lei-code.js';
import { LEI_SAMPLE_LEVEL1, LEI_SAMPLE_LEVEL2 } from '../src/modules/lei/sample/lei-sample.js';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { waitFor } from './support/processes.js';

// The register is one per database and every import replaces it: this file runs on a database, API
// and worker of its own, with loopback URLs allowed (the URL import and the webhook receiver).
const ENV = { ALLOW_LOOPBACK_URLS: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRY_BACKOFF: 'false' };

const SAMPLE = {
  widgets: 'FAKE00QUILLWIDGET167',
  holdings: 'FAKE00QUILLHOLDNG189',
  marblewood: 'FAKE00MARBLEWOODG172',
  finance: 'FAKE00MARBLEFINAN112',
  dormouse: 'FAKE00DORMOUSETRD113',
  brass: 'FAKE00BRASSLANTRN154',
  feather: 'FAKE00FEATHERQUIL113',
  offshore: 'FAKE00OFFSHOREPAR107',
};

let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
let db: pg.Client;
let files: http.Server;
let filesUrl = '';
let receiver: http.Server;
let receiverUrl = '';
const received: { path: string; body: string }[] = [];
const tokens = { admin: '', analyst: '' };

const { rest, gql, asAdmin, buildUser } = apiClient(() => api.url);

/** A minimal zip (deflated entries, no data descriptors) of `entries`, as GLEIF's golden copy zips hold one CSV. */
function zipOf(entries: { name: string; content: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content } of entries) {
    const data = Buffer.from(content, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Imports files through GraphQL's multipart request, as the admin page does. */
async function uploadGql(level1: Buffer | string, level2?: Buffer | string, token = tokens.admin): Promise<any> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation ($level1: Upload, $level2: Upload) { importLeiRegister(level1: $level1, level2: $level2) { version } }`,
      variables: { level1: null, level2: null },
    }),
  );
  form.append('map', JSON.stringify(level2 ? { 0: ['variables.level1'], 1: ['variables.level2'] } : { 0: ['variables.level1'] }));
  form.append('0', new Blob([level1]), 'level1.csv');
  if (level2) form.append('1', new Blob([level2]), 'level2.csv');
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return res.json();
}

/** Imports files through REST's multipart body. */
async function uploadRest(level1: Buffer | string, level2?: Buffer | string, token = tokens.admin) {
  const form = new FormData();
  form.append('level1', new Blob([level1]), 'level1.zip');
  if (level2) form.append('level2', new Blob([level2]), 'level2.zip');
  const res = await fetch(`${api.url}/api/lei-register/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, text: await res.text() };
}

/** Waits until `version`'s import has ended and answers the register's state. */
async function settled(version: number): Promise<any> {
  let state: any;
  await waitFor(
    async () => {
      state = (await rest('GET', '/lei-register', { token: tokens.analyst })).body;
      return state.versions.some((v: any) => v.version === version && v.status !== 'importing');
    },
    60_000,
    () => `import of version ${version} did not end: ${JSON.stringify(state)}\n${worker.output()}`,
  );
  return { state, version: state.versions.find((v: any) => v.version === version) };
}

async function importSample(level1 = LEI_SAMPLE_LEVEL1, level2: string | undefined = LEI_SAMPLE_LEVEL2) {
  const res = await uploadGql(level1, level2);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return settled(res.data.importLeiRegister.version);
}

const versionTables = async () =>
  (await db.query(`select tablename from pg_tables where tablename ~ '^lei_(records|relationships)_[0-9]+$' order by tablename`)).rows.map(
    (r) => r.tablename as string,
  );

const RECORD_FIELDS = `lei legalName legalAddress { lines city region country postalCode } headquartersAddress { lines city country }
  jurisdiction registrationAuthorityId registrationAuthorityEntityId entityStatus registrationStatus flagged flagReason
  directParent { lei legalName country registrationStatus relationship } ultimateParent { lei legalName country relationship }`;

beforeAll(async () => {
  const serve = (handler: http.RequestListener) => {
    const server = http.createServer(handler);
    return new Promise<{ server: http.Server; url: string }>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
    );
  };
  ({ server: files, url: filesUrl } = await serve((req, res) => {
    const body =
      req.url === '/level1.zip'
        ? zipOf([{ name: 'level1.csv', content: LEI_SAMPLE_LEVEL1 }])
        : req.url === '/level2.csv'
          ? LEI_SAMPLE_LEVEL2
          : null;
    if (!body) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': req.url!.endsWith('.zip') ? 'application/zip' : 'text/csv' }).end(body);
  }));
  ({ server: receiver, url: receiverUrl } = await serve((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', body });
      res.writeHead(200).end('ok');
    });
  }));
  database = await createTestDatabase('lei');
  [api, worker] = await Promise.all([startApiInProcess(database.url, ENV), startWorkerInProcess(database.url, ENV)]);
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  tokens.admin = await asAdmin();
  tokens.analyst = (await buildUser({ firstName: 'lei-analyst', lastName: 'Tester' })).token;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await worker?.stop();
  await api?.stop();
  await database?.drop();
  await new Promise((resolve) => files?.close(resolve));
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the LEI register', () => {
  it('answers nothing before any import, and refuses a bad check digit before any lookup', async () => {
    expect((await gql(`{ leiRecord(lei: "${SAMPLE.widgets}") { lei } }`, {}, tokens.analyst)).data).toEqual({ leiRecord: null });
    const wrong = `${SAMPLE.widgets.slice(0, 18)}${SAMPLE.widgets.endsWith('0') ? '1' : '0'}`.padEnd(20, '0');
    const rest400 = await rest('GET', `/lei/${wrong}`, { token: tokens.analyst });
    expect(rest400.status).toBe(400);
    expect(rest400.headers.get('x-error-field')).toBe('lei');
    expect(rest400.text).toMatch(/check digits/);
    const gql400 = await gql(`{ leiRecord(lei: "${wrong}") { lei } }`, {}, tokens.analyst);
    expect(gql400.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lei' });
    expect((await rest('GET', '/lei/TOO-SHORT', { token: tokens.analyst })).status).toBe(400);
    expect((await rest('GET', '/lei-register', { token: tokens.analyst })).body).toEqual({ active: null, versions: [] });
  });

  it('imports the fictional sample (GraphQL upload) and looks records up with their parents and flags', async () => {
    const { state, version } = await importSample();
    expect(version).toMatchObject({
      status: 'active',
      recordsRead: 14,
      relationshipsRead: 7,
      progressPercent: 100,
      changes: null,
      error: null,
    });
    expect(state.active.version).toBe(version.version);

    const res = await gql(
      `query ($lei: String!) { leiRecord(lei: $lei) { ${RECORD_FIELDS} } }`,
      { lei: SAMPLE.widgets.toLowerCase() },
      tokens.analyst,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.leiRecord).toEqual({
      lei: SAMPLE.widgets,
      legalName: 'Quillfeather Widgets Ltd',
      legalAddress: { lines: ['12 Imaginary Lane', 'Unit 4'], city: 'Fictionton', region: 'GB-ENG', country: 'GB', postalCode: 'FX1 2YZ' },
      headquartersAddress: { lines: ['12 Imaginary Lane'], city: 'Fictionton', country: 'GB' },
      jurisdiction: 'GB',
      registrationAuthorityId: 'RA000585',
      registrationAuthorityEntityId: '09999901',
      entityStatus: 'ACTIVE',
      registrationStatus: 'ISSUED',
      flagged: false,
      flagReason: null,
      directParent: {
        lei: SAMPLE.holdings,
        legalName: 'Quillfeather Holdings B.V.',
        country: 'NL',
        registrationStatus: 'ISSUED',
        relationship: 'IS_DIRECTLY_CONSOLIDATED_BY',
      },
      ultimateParent: {
        lei: SAMPLE.marblewood,
        legalName: 'Marblewood Group AG',
        country: 'CH',
        relationship: 'IS_ULTIMATELY_CONSOLIDATED_BY',
      },
    });

    // REST, the code typed with spaces as printed.
    const spaced = `${SAMPLE.dormouse.slice(0, 4)} ${SAMPLE.dormouse.slice(4, 10)} ${SAMPLE.dormouse.slice(10)}`;
    const lapsed = await rest('GET', `/lei/${encodeURIComponent(spaced)}`, { token: tokens.analyst });
    expect(lapsed.status, lapsed.text).toBe(200);
    expect(lapsed.body).toMatchObject({ lei: SAMPLE.dormouse, registrationStatus: 'LAPSED', flagged: true, directParent: null });
    expect(lapsed.body.flagReason).toMatch(/lapsed/i);
    const retired = (await rest('GET', `/lei/${SAMPLE.brass}`, { token: tokens.analyst })).body;
    expect(retired).toMatchObject({ registrationStatus: 'RETIRED', entityStatus: 'INACTIVE', flagged: true });
    expect(retired.flagReason).toMatch(/retired.*inactive/is);
    // A parent outside the register is named by its LEI alone; an ended relationship is not kept.
    const feather = (await rest('GET', `/lei/${SAMPLE.feather}`, { token: tokens.analyst })).body;
    expect(feather.directParent).toEqual({
      lei: SAMPLE.offshore,
      legalName: null,
      country: null,
      registrationStatus: null,
      relationship: 'IS_DIRECTLY_CONSOLIDATED_BY',
    });
    // A valid code that is not in the register.
    const absent = `FAKE00NOTHERE00000${leiCheckDigits('FAKE00NOTHERE00000')}`;
    expect((await rest('GET', `/lei/${absent}`, { token: tokens.analyst })).status).toBe(404);
  });

  it('searches names with the screening normaliser', async () => {
    const names = async (query: string, first?: number) =>
      (await rest('GET', `/lei?name=${encodeURIComponent(query)}${first ? `&first=${first}` : ''}`, { token: tokens.analyst })).body.map(
        (r: any) => r.legalName,
      );
    expect(await names('Quillfeather')).toEqual(['Quillfeather Holdings B.V.', 'Quillfeather Widgets Ltd']);
    // Legal forms, case and accents do not matter; the exact name comes first.
    expect(await names('QUILLFEATHER HOLDINGS BV')).toEqual(['Quillfeather Holdings B.V.']);
    expect(await names('puddleby energia')).toEqual(['Puddleby Energía S.L.']);
    expect(await names('Marblewood', 1)).toEqual(['Marblewood Group AG']);
    expect(await names('Nothing Like This')).toEqual([]);
    const res = await gql(
      `{ searchLeiRegister(name: "Dormouse Trading Gesellschaft mit beschränkter Haftung", first: 5) { lei flagged } }`,
      {},
      tokens.analyst,
    );
    expect(res.data.searchLeiRegister).toEqual([{ lei: SAMPLE.dormouse, flagged: true }]);
    const bad = await rest('GET', '/lei?name=x&first=21', { token: tokens.analyst });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-error-field')).toBe('first');
    expect((await rest('GET', `/lei?name=${'x'.repeat(201)}`, { token: tokens.analyst })).headers.get('x-error-field')).toBe('name');
    expect((await gql(`{ searchLeiRegister(name: "") { lei } }`, {}, tokens.analyst)).errors?.[0].extensions?.field).toBe('name');
  });

  it('imports zipped files uploaded over REST, and a URL through the safe fetcher', async () => {
    const zipped = await uploadRest(
      zipOf([{ name: 'level1.csv', content: LEI_SAMPLE_LEVEL1 }]),
      zipOf([{ name: 'rr.csv', content: LEI_SAMPLE_LEVEL2 }]),
    );
    expect(zipped.status, zipped.text).toBe(202);
    const { version } = await settled(JSON.parse(zipped.text).version);
    expect(version).toMatchObject({ status: 'active', source: 'upload', recordsRead: 14, relationshipsRead: 7 });

    const byUrl = await rest('POST', '/lei-register/imports', {
      token: tokens.admin,
      body: { level1Url: `${filesUrl}/level1.zip`, level2Url: `${filesUrl}/level2.csv` },
    });
    expect(byUrl.status, byUrl.text).toBe(202);
    const fetched = await settled(byUrl.body.version);
    expect(fetched.version).toMatchObject({ status: 'active', source: 'url', recordsRead: 14, relationshipsRead: 7 });
    expect((await rest('GET', `/lei/${SAMPLE.widgets}`, { token: tokens.analyst })).body.ultimateParent.lei).toBe(SAMPLE.marblewood);
    // Only the active version's tables are left.
    expect(await versionTables()).toEqual([`lei_records_${fetched.version.version}`, `lei_relationships_${fetched.version.version}`]);

    const missing = await rest('POST', '/lei-register/imports', { token: tokens.admin, body: { level1Url: `${filesUrl}/gone.csv` } });
    const failed = await settled(missing.body.version);
    expect(failed.version).toMatchObject({ status: 'failed' });
    expect(failed.version.error).toMatch(/level1Url: The page answered HTTP 404/);
    const refused = await rest('POST', '/lei-register/imports', { token: tokens.admin, body: { level1Url: 'ftp://example.com/x.csv' } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-error-field')).toBe('level1Url');
  });

  it('a failed import keeps the active version and leaves no trace of the new one', async () => {
    const before = (await rest('GET', '/lei-register', { token: tokens.analyst })).body.active.version;
    const lines = LEI_SAMPLE_LEVEL1.split('\n');
    // The 12th record's LEI loses its check digits.
    const broken = [
      ...lines.slice(0, 12),
      lines[12].replace(/"(FAKE00[0-9A-Z]{12})(\d\d)"/, (_, p, d) => `"${p}${d === '00' ? '01' : '00'}"`),
      ...lines.slice(13),
    ];
    const bad = await importSample(broken.join('\n'));
    expect(bad.version).toMatchObject({ status: 'failed' });
    expect(bad.version.error).toMatch(/level1 record 12: .*check digits/);
    expect(bad.state.active.version).toBe(before);
    // A duplicate LEI is found when the index is built, after every row was written.
    const duplicated = await importSample(`${LEI_SAMPLE_LEVEL1}${lines[3]}\n`);
    expect(duplicated.version.error).toMatch(new RegExp(`${lines[3].slice(1, 21)} appears twice`));
    const notGleif = await importSample('name,country\nAcme,GB\n');
    expect(notGleif.version.error).toMatch(/level1: the header lacks LEI, Entity.LegalName/);
    const twoFiles = await uploadRest(
      zipOf([
        { name: 'a.csv', content: LEI_SAMPLE_LEVEL1 },
        { name: 'b.csv', content: LEI_SAMPLE_LEVEL1 },
      ]),
    );
    const twoFailed = await settled(JSON.parse(twoFiles.text).version);
    expect(twoFailed.version.error).toMatch(/exactly one CSV file/);
    expect(twoFailed.state.active.version).toBe(before);
    expect(await versionTables()).toEqual([`lei_records_${before}`, `lei_relationships_${before}`]);
    expect((await db.query('select count(*)::int as parts from lei_upload_parts')).rows[0].parts).toBe(0);
    expect((await rest('GET', `/lei/${SAMPLE.widgets}`, { token: tokens.analyst })).status).toBe(200);
  });

  it('a version that changes a known counterparty raises an alert and a counterparty.changed event', async () => {
    const hook = await rest('POST', '/admin/webhooks', {
      token: tokens.admin,
      body: { url: `${receiverUrl}/changed`, events: ['counterparty.changed'] },
    });
    expect(hook.status, hook.text).toBe(201);
    const created = await rest('POST', '/assessments', {
      token: tokens.analyst,
      body: assessmentInput({ companyName: 'Quillfeather Widgets Ltd', countryOfRegistration: 'United Kingdom' }),
    });
    expect(created.status, created.text).toBe(201);
    await db.query('update assessments set lei = $1 where id = $2', [SAMPLE.widgets, created.body.id]);
    // The same register again: nothing changed, nothing raised.
    const same = await importSample();
    expect(same.version).toMatchObject({ status: 'active', changes: 0 });

    // Widgets' direct parent becomes Marblewood Finance, and its LEI lapses.
    const level1 = LEI_SAMPLE_LEVEL1.replace(/("FAKE00QUILLWIDGET167",(?:"[^"]*",){32})"ISSUED"/, '$1"LAPSED"');
    expect(level1).not.toBe(LEI_SAMPLE_LEVEL1);
    const level2 = LEI_SAMPLE_LEVEL2.replace(
      `"${SAMPLE.widgets}","LEI","${SAMPLE.holdings}"`,
      `"${SAMPLE.widgets}","LEI","${SAMPLE.finance}"`,
    );
    const changed = await importSample(level1, level2);
    expect(changed.version).toMatchObject({ status: 'active', changes: 1 });

    const alerts = (await rest('GET', '/alerts', { token: tokens.analyst })).body;
    const alert = (alerts.items ?? alerts).find((a: any) => a.kind === 'counterparty_changed' && a.assessmentId === created.body.id);
    expect(alert, JSON.stringify(alerts)).toBeDefined();
    expect(alert.summary).toBe(
      `The LEI register (version ${changed.version.version}) changed Quillfeather Widgets Ltd (LEI ${SAMPLE.widgets}): ` +
        `direct parent ${SAMPLE.holdings} → ${SAMPLE.finance}; registration status ISSUED → LAPSED.`,
    );
    await waitFor(
      async () => received.some((r) => r.path === '/changed'),
      20_000,
      () => `no counterparty.changed delivery\n${worker.output()}`,
    );
    const event = JSON.parse(received.find((r) => r.path === '/changed')!.body);
    expect(event).toMatchObject({
      type: 'counterparty.changed',
      data: {
        counterpartyId: created.body.counterpartyId,
        assessmentId: created.body.id,
        lei: SAMPLE.widgets,
        registerVersion: changed.version.version,
        changes: [
          { field: 'directParent', before: SAMPLE.holdings, after: SAMPLE.finance },
          { field: 'registrationStatus', before: 'ISSUED', after: 'LAPSED' },
        ],
      },
    });
  });

  it('lets analysts read and only admins import', async () => {
    expect((await rest('GET', '/lei-register')).status).toBe(401);
    expect(
      (await rest('POST', '/lei-register/imports', { token: tokens.analyst, body: { level1Url: `${filesUrl}/level1.zip` } })).status,
    ).toBe(403);
    const res = await uploadGql(LEI_SAMPLE_LEVEL1, undefined, tokens.analyst);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const state = await gql(
      `{ leiRegister { active { version status recordsRead } versions { version status error } } }`,
      {},
      tokens.analyst,
    );
    expect(state.errors).toBeUndefined();
    expect(state.data.leiRegister.active).toMatchObject({ status: 'ACTIVE', recordsRead: 14 });
  });
});
