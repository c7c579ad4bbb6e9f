import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, buildUser, errorCode, gql, rest, type TestUser } from './support/http.js';

const MB = 1024 * 1024;
const LIMIT = 25 * MB;

let analyst: TestUser;
let other: TestUser;
let db: pg.Client;
let counterpartyId: string;
let caseId: string;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CSV = Buffer.from('name,amount\nMüller GmbH,1200\nAcme Ltd,300\n', 'utf8');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** POSTs `body` as the raw file to …/evidence?fileName=; answers status, headers, text and the parsed JSON when it is JSON. */
async function upload(path: string, body: Buffer | ReadableStream<Uint8Array>, fileName: string | null, token?: string) {
  const query = fileName === null ? '' : `?fileName=${encodeURIComponent(fileName)}`;
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${apiUrl()}/api${path}/evidence${query}`, {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // error bodies are plain text
  }
  return { status: res.status, headers: res.headers, text, body: json };
}

/** A body sent chunked (no Content-Length): `total` bytes of 'a' in 1 MB pieces. */
const streamOf = (total: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) {
        controller.close();
        return;
      }
      const piece = new Uint8Array(Math.min(MB, total - sent)).fill(0x61);
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
};

const evidenceCount = async (where: string, params: unknown[]) =>
  (await db.query(`select count(*)::int as n from evidence where ${where}`, params)).rows[0].n as number;

/**
 * A counterparty with a manual case on it, written straight into the run's database: evidence
 * hangs off both, and this file tests evidence, not how cases are opened.
 */
async function counterpartyWithCase(): Promise<{ counterpartyId: string; caseId: string }> {
  const ids = { counterpartyId: randomUUID(), caseId: randomUUID() };
  await db.query(`insert into counterparties (id, key, name, country) values ($1, $2, 'Evidence Test Ltd', 'United Kingdom')`, [
    ids.counterpartyId,
    `evidence-${ids.counterpartyId}`,
  ]);
  await db.query(
    `insert into cases (id, counterparty_id, kind, title, due_at) values ($1, $2, 'manual', 'Evidence test', now() + interval '7 days')`,
    [ids.caseId, ids.counterpartyId],
  );
  return ids;
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  [analyst, other] = await Promise.all([
    buildUser({ firstName: 'Evi', lastName: 'Dence' }),
    buildUser({ firstName: 'Del', lastName: 'Eter' }),
  ]);
  ({ counterpartyId, caseId } = await counterpartyWithCase());
});
afterAll(() => db.end());

describe('evidence: upload', () => {
  it('stores a PDF on a case with its SHA-256, uploader and the case counterparty, and records it on the case', async () => {
    const res = await upload(`/cases/${caseId}`, PDF, 'Annual report 2025.pdf', analyst.token);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      caseId,
      counterpartyId,
      fileName: 'Annual report 2025.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      sha256: sha256(PDF),
      uploadedBy: { id: analyst.id, name: 'Evi Dence' },
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
    });
    expect(Date.parse(res.body.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    const events = await db.query(
      `select actor_id, actor_name, counterparty_id, detail from case_events where case_id = $1 and action = 'evidence_added'`,
      [caseId],
    );
    expect(events.rows).toContainEqual({
      actor_id: analyst.id,
      actor_name: 'Evi Dence',
      counterparty_id: counterpartyId,
      detail: {
        evidenceId: res.body.id,
        fileName: 'Annual report 2025.pdf',
        sha256: sha256(PDF),
        size: PDF.length,
        contentType: 'application/pdf',
      },
    });
  });

  it('stores a PNG on a counterparty (no case, no case event) and a CSV by its content', async () => {
    const png = await upload(`/counterparties/${counterpartyId}`, PNG, 'logo.png', analyst.token);
    expect(png.status, png.text).toBe(201);
    expect(png.body).toMatchObject({ caseId: null, counterpartyId, contentType: 'image/png', sha256: sha256(PNG), size: PNG.length });
    const events = await db.query(`select 1 from case_events where detail->>'evidenceId' = $1`, [png.body.id]);
    expect(events.rowCount).toBe(0);

    const csv = await upload(`/cases/${caseId}`, CSV, 'exposures.csv', analyst.token);
    expect(csv.status, csv.text).toBe(201);
    expect(csv.body).toMatchObject({ contentType: 'text/csv', sha256: sha256(CSV) });
  });

  it('keeps only the last segment of a file name sent as a path, and requires one', async () => {
    const named = await upload(`/cases/${caseId}`, CSV, '../../etc/C:\\temp\\notes.txt', analyst.token);
    expect(named.status, named.text).toBe(201);
    expect(named.body).toMatchObject({ fileName: 'notes.txt', contentType: 'text/plain' });

    for (const fileName of [null, '', 'dir/', 'x'.repeat(256), 'two\nlines.pdf']) {
      const res = await upload(`/cases/${caseId}`, CSV, fileName, analyst.token);
      expect(res.status, `${fileName}: ${res.text}`).toBe(400);
      expect(res.headers.get('x-error-field')).toBe('fileName');
    }
  });

  it('refuses an executable renamed to .pdf, and an empty file, naming file', async () => {
    const before = await evidenceCount('case_id = $1', [caseId]);
    const res = await upload(`/cases/${caseId}`, ELF, 'invoice.pdf', analyst.token);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-error-field')).toBe('file');
    expect(res.text).toBe('invoice.pdf is not an accepted type: PDF, images, office documents, CSV');

    const empty = await upload(`/cases/${caseId}`, Buffer.alloc(0), 'empty.csv', analyst.token);
    expect([empty.status, empty.headers.get('x-error-field')]).toEqual([400, 'file']);
    expect(await evidenceCount('case_id = $1', [caseId])).toBe(before);
  });

  it('refuses a file of 25 MB + 1 byte with 413 and keeps nothing, announced or streamed', async () => {
    const { caseId: emptyCase } = await counterpartyWithCase();
    const announced = await upload(`/cases/${emptyCase}`, Buffer.alloc(LIMIT + 1, 0x61), 'big.txt', analyst.token);
    expect([announced.status, announced.headers.get('x-error-field')]).toEqual([413, 'file']);
    const streamed = await upload(`/cases/${emptyCase}`, streamOf(LIMIT + 1), 'big.txt', analyst.token);
    expect([streamed.status, streamed.headers.get('x-error-field')]).toEqual([413, 'file']);
    const list = await rest('GET', `/cases/${emptyCase}/evidence`, { token: analyst.token });
    expect([list.status, list.body]).toEqual([200, []]);
    expect(await evidenceCount('case_id = $1', [emptyCase])).toBe(0);
  });

  it('takes a file of exactly 25 MB, sent chunked, in 25 chunks of 1 MiB', async () => {
    const res = await upload(`/counterparties/${counterpartyId}`, streamOf(LIMIT), 'exactly-25mb.txt', analyst.token);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ size: LIMIT, sha256: sha256(Buffer.alloc(LIMIT, 0x61)), contentType: 'text/plain' });
    const chunks = await db.query(
      `select count(*)::int as n, max(length(data))::int as largest from evidence_chunks where evidence_id = $1`,
      [res.body.id],
    );
    expect(chunks.rows[0]).toEqual({ n: 25, largest: MB });
    // Not needed further: its bytes go, so the database stays small.
    expect((await rest('POST', `/evidence/${res.body.id}/delete`, { token: analyst.token, body: { reason: 'test cleanup' } })).status).toBe(
      200,
    );
  });
});

describe('evidence: download', () => {
  it('answers the identical bytes as an attachment of the sniffed type, nosniff, across chunks', async () => {
    // 2.5 MB: three chunks, the last one partial.
    const text = Buffer.from('row,value\n'.repeat((5 * MB) / 20), 'utf8');
    for (const [bytes, fileName, type] of [
      [PDF, 'Annual report.pdf', 'application/pdf'],
      [text, 'large export.csv', 'text/csv'],
    ] as const) {
      const stored = await upload(`/cases/${caseId}`, bytes, fileName, analyst.token);
      expect(stored.status, stored.text).toBe(201);
      const res = await rest('GET', `/evidence/${stored.body.id}/download`, { token: other.token });
      expect(res.status).toBe(200);
      expect(res.bytes.equals(bytes)).toBe(true);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      );
    }
  });

  it('answers the metadata at GET /evidence/{id}', async () => {
    const stored = await upload(`/cases/${caseId}`, PNG, 'chart.png', analyst.token);
    const res = await rest('GET', `/evidence/${stored.body.id}`, { token: other.token });
    expect([res.status, res.body]).toEqual([200, stored.body]);
  });
});

describe('evidence: lists', () => {
  it("lists a case's evidence newest first, and a counterparty's own and its cases'", async () => {
    const ids = await counterpartyWithCase();
    const onCase = await upload(`/cases/${ids.caseId}`, PDF, 'first.pdf', analyst.token);
    const onCounterparty = await upload(`/counterparties/${ids.counterpartyId}`, PNG, 'second.png', analyst.token);
    const caseList = await rest('GET', `/cases/${ids.caseId}/evidence`, { token: other.token });
    expect(caseList.body.map((e: any) => e.id)).toEqual([onCase.body.id]);
    const all = await rest('GET', `/counterparties/${ids.counterpartyId}/evidence`, { token: other.token });
    expect(all.body.map((e: any) => e.id)).toEqual([onCounterparty.body.id, onCase.body.id]);

    const query = `query($caseId: ID!, $counterpartyId: ID!) {
      caseEvidence(caseId: $caseId) { id fileName downloadUrl }
      counterpartyEvidence(counterpartyId: $counterpartyId) { id caseId counterpartyId contentType size sha256 uploadedByName downloadUrl }
    }`;
    const res = await gql(query, ids, other.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.caseEvidence).toEqual([
      { id: onCase.body.id, fileName: 'first.pdf', downloadUrl: `/api/evidence/${onCase.body.id}/download` },
    ]);
    expect(res.data.counterpartyEvidence.map((e: any) => e.id)).toEqual([onCounterparty.body.id, onCase.body.id]);
    expect(res.data.counterpartyEvidence[1]).toMatchObject({
      caseId: ids.caseId,
      counterpartyId: ids.counterpartyId,
      contentType: 'application/pdf',
      size: PDF.length,
      sha256: sha256(PDF),
      uploadedByName: 'Evi Dence',
    });
  });
});

describe('evidence: deletion', () => {
  it('requires a reason, naming reason (REST and GraphQL)', async () => {
    const stored = await upload(`/cases/${caseId}`, PDF, 'keep.pdf', analyst.token);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(2001) }, { reason: 42 }]) {
      const res = await rest('POST', `/evidence/${stored.body.id}/delete`, { token: other.token, body });
      expect([res.status, res.headers.get('x-error-field')], JSON.stringify(body)).toEqual([400, 'reason']);
    }
    const res = await gql(`mutation($id: ID!) { deleteEvidence(id: $id, reason: "") { id } }`, { id: stored.body.id }, other.token);
    expect([errorCode(res), res.errors?.[0]?.extensions?.field]).toEqual(['BAD_USER_INPUT', 'reason']);
    expect((await rest('GET', `/evidence/${stored.body.id}/download`, { token: other.token })).status).toBe(200);
  });

  it('deletes the bytes, keeps the record with who and why, records it on the case, and answers downloads 410', async () => {
    const stored = await upload(`/cases/${caseId}`, PDF, 'wrong-company.pdf', analyst.token);
    const res = await rest('POST', `/evidence/${stored.body.id}/delete`, {
      token: other.token,
      body: { reason: 'Uploaded to the wrong case' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: stored.body.id,
      deletedBy: 'Del Eter',
      deleteReason: 'Uploaded to the wrong case',
      sha256: sha256(PDF),
    });
    expect(Date.parse(res.body.deletedAt)).toBeGreaterThan(Date.now() - 60_000);

    const row = await db.query(
      `select deleted_by_id, (select count(*)::int from evidence_chunks where evidence_id = $1) as chunks from evidence where id = $1`,
      [stored.body.id],
    );
    expect(row.rows).toEqual([{ deleted_by_id: other.id, chunks: 0 }]);
    const events = await db.query(
      `select actor_name, detail from case_events where case_id = $1 and action = 'evidence_deleted' and detail->>'evidenceId' = $2`,
      [caseId, stored.body.id],
    );
    expect(events.rows).toEqual([
      {
        actor_name: 'Del Eter',
        detail: { evidenceId: stored.body.id, fileName: 'wrong-company.pdf', sha256: sha256(PDF), reason: 'Uploaded to the wrong case' },
      },
    ]);

    const download = await rest('GET', `/evidence/${stored.body.id}/download`, { token: analyst.token });
    expect(download.status).toBe(410);
    expect(download.text).toContain('was deleted');
    const listed = (await rest('GET', `/cases/${caseId}/evidence`, { token: analyst.token })).body.find(
      (e: any) => e.id === stored.body.id,
    );
    expect(listed).toMatchObject({ deletedBy: 'Del Eter', deleteReason: 'Uploaded to the wrong case' });
    const again = await rest('POST', `/evidence/${stored.body.id}/delete`, { token: other.token, body: { reason: 'twice' } });
    expect(again.status).toBe(409);
  });

  it('deletes over GraphQL, and a deleted file has no downloadUrl; counterparty-level deletions write no case event', async () => {
    const stored = await upload(`/counterparties/${counterpartyId}`, CSV, 'old.csv', analyst.token);
    const res = await gql(
      `mutation($id: ID!) { deleteEvidence(id: $id, reason: "Superseded") { id deletedAt deletedByName deleteReason downloadUrl } }`,
      { id: stored.body.id },
      other.token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteEvidence).toMatchObject({
      id: stored.body.id,
      deletedByName: 'Del Eter',
      deleteReason: 'Superseded',
      downloadUrl: null,
    });
    expect((await db.query(`select 1 from case_events where detail->>'evidenceId' = $1`, [stored.body.id])).rowCount).toBe(0);
  });
});

describe('evidence: unknown ids and anonymous callers', () => {
  it('answers 404 for unknown and malformed case, counterparty and evidence ids', async () => {
    const unknown = randomUUID();
    for (const path of [`/cases/${unknown}`, '/cases/not-a-uuid', `/counterparties/${unknown}`, '/counterparties/42']) {
      expect((await upload(path, PDF, 'a.pdf', analyst.token)).status, path).toBe(404);
      expect((await rest('GET', `${path}/evidence`, { token: analyst.token })).status, path).toBe(404);
    }
    for (const id of [unknown, 'nope']) {
      expect((await rest('GET', `/evidence/${id}`, { token: analyst.token })).status).toBe(404);
      expect((await rest('GET', `/evidence/${id}/download`, { token: analyst.token })).status).toBe(404);
      expect((await rest('POST', `/evidence/${id}/delete`, { token: analyst.token, body: { reason: 'x' } })).status).toBe(404);
    }
    const res = await gql(`query($id: ID!) { caseEvidence(caseId: $id) { id } }`, { id: unknown }, analyst.token);
    expect(errorCode(res)).toBe('NOT_FOUND');
    const deleted = await gql(`mutation { deleteEvidence(id: "nope", reason: "x") { id } }`, {}, analyst.token);
    expect(errorCode(deleted)).toBe('NOT_FOUND');
  });

  it('answers 401 to a caller without a token, REST and GraphQL', async () => {
    const stored = await upload(`/cases/${caseId}`, PDF, 'private.pdf', analyst.token);
    expect((await upload(`/cases/${caseId}`, PDF, 'a.pdf')).status).toBe(401);
    expect((await upload(`/counterparties/${counterpartyId}`, PDF, 'a.pdf')).status).toBe(401);
    expect((await rest('GET', `/cases/${caseId}/evidence`)).status).toBe(401);
    expect((await rest('GET', `/counterparties/${counterpartyId}/evidence`)).status).toBe(401);
    expect((await rest('GET', `/evidence/${stored.body.id}`)).status).toBe(401);
    expect((await rest('GET', `/evidence/${stored.body.id}/download`)).status).toBe(401);
    expect((await rest('POST', `/evidence/${stored.body.id}/delete`, { body: { reason: 'x' } })).status).toBe(401);
    expect(errorCode(await gql(`query($id: ID!) { caseEvidence(caseId: $id) { id } }`, { id: caseId }))).toBe('UNAUTHENTICATED');
  });
});
