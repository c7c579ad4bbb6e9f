import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf } from './support/csv.js';
import { assessmentInput } from './support/factories.js';
import { apiClient } from './support/http.js';
import { createTestDatabase } from './support/databases.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import { waitFor } from './support/processes.js';

// Lists change every decision of their database: ownership runs on a database, API and worker of its own.
let database: { url: string; drop(): Promise<void> };
let api: InProcessApi;
let worker: InProcessWorker;
const tokens = { admin: '', analyst: '', reviewer: '' };
const { rest, gql, asAdmin, buildUser } = apiClient(() => api.url);

/** A fictional listed person, two levels above the companies below. */
const LISTED = {
  id: 'TEST-velmira-quost',
  caption: 'Velmira Quost',
  schema: 'Person',
  properties: { name: ['Velmira Quost'], topics: ['sanction'], country: ['xk'] },
  datasets: ['test'],
  target: true,
};

/** The factory's answers as GraphQL names its enums. */
const gqlInput = (overrides: Record<string, unknown>) =>
  assessmentInput({ managementReputation: 'YES', managementCapacity: 'YES', tradingYears: 'MORE_THAN_5', ...overrides });

/** A three-level chain: the company ← Orrin Holdings (70 %) ← Tarn Capital (60 %) ← Velmira Quost (100 %), and a direct 30 % person. */
const CHAIN = [
  { id: 'orrin', name: 'Orrin Holdings Ltd', kind: 'COMPANY', percent: 70, country: 'Cyprus' },
  { id: 'tarn', parentId: 'orrin', name: 'Tarn Capital SA', kind: 'COMPANY', percent: 60, country: 'Luxembourg' },
  { id: 'vq', parentId: 'tarn', name: 'Velmira Quost', kind: 'PERSON', percent: 100 },
  { id: 'hb', parentId: 'orrin', name: 'Hale Brun', kind: 'PERSON', percent: 40 },
  { id: 'dl', name: 'Dara Lusk', kind: 'PERSON', percent: 30 },
];

async function assessmentsOf(token: string): Promise<number> {
  return (await rest('GET', '/assessments?limit=100', { token })).body.length;
}

beforeAll(async () => {
  database = await createTestDatabase('ownership');
  [api, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
  tokens.admin = await asAdmin();
  tokens.analyst = (await buildUser({ firstName: 'owner-analyst', lastName: 'Tester' })).token;
  tokens.reviewer = (await buildUser({ firstName: 'owner-reviewer', lastName: 'Tester' })).token;
  const imported = await rest('POST', '/admin/watchlists', {
    token: tokens.admin,
    body: { name: 'Ownership test list', format: 'ftm', content: JSON.stringify(LISTED) + '\n' },
  });
  expect(imported.status, imported.text).toBe(202);
  await waitFor(
    async () => (await rest('GET', '/admin/watchlists', { token: tokens.admin })).body.some((l: any) => l.status === 'active'),
    60_000,
    () => `the list did not load\n${worker.output()}`,
  );
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await database?.drop();
});

const ANALYSIS = `ownershipAnalysis { uboThresholdPercent blockedThresholdPercent blockedPercent blockedFinding explanation ownerScreeningStatus
  ultimateParentCountry leiStatus beneficialOwners { name percent listed paths { names shares percent } morePaths }
  graph { width height nodes { id label kind effectivePercent listed beneficial x y level } edges { from to percent direct } } }`;

describe('ownership on an assessment', () => {
  it('stores a three-level chain through GraphQL with its beneficial owners, paths and graph; a listed owner two levels up blocks the company', async () => {
    const res = await gql(
      `mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id status ruleStatus rationale
        owners { id parentId name kind percent direct country lei } screening { status hits { subject { kind name } } } ${ANALYSIS} } }`,
      { input: gqlInput({ companyName: 'Quillon Freight Ltd', owners: CHAIN }) },
      tokens.analyst,
    );
    expect(res.errors).toBeUndefined();
    const a = res.data.createAssessment;
    expect(a.owners[1]).toEqual({
      id: 'tarn',
      parentId: 'orrin',
      name: 'Tarn Capital SA',
      kind: 'COMPANY',
      percent: 60,
      direct: true,
      country: 'Luxembourg',
      lei: null,
    });
    const analysis = a.ownershipAnalysis;
    // 70 % × 60 % × 100 % = 42 %; 70 % × 40 % = 28 %; direct 30 %.
    expect(analysis.beneficialOwners.map((b: any) => [b.name, b.percent, b.listed])).toEqual([
      ['Velmira Quost', 42, true],
      ['Dara Lusk', 30, false],
      ['Hale Brun', 28, false],
    ]);
    expect(analysis.beneficialOwners[0].paths).toEqual([
      { names: ['Velmira Quost', 'Tarn Capital SA', 'Orrin Holdings Ltd'], shares: [100, 60, 70], percent: 42 },
    ]);
    // Tarn is wholly held by a listed person, so blocked; Orrin is 60 % held by Tarn, so blocked; its 70 % of the company counts.
    expect(analysis).toMatchObject({
      blockedPercent: 70,
      blockedFinding: true,
      ownerScreeningStatus: 'potential_match',
      uboThresholdPercent: 25,
      blockedThresholdPercent: 50,
      leiStatus: 'NONE',
      ultimateParentCountry: 'Luxembourg',
    });
    expect(analysis.explanation).toMatch(/^70.0 % held by listed owners: Velmira Quost \(42.0 %, potential match\)/);
    expect(a.screening.status).toBe('POTENTIAL_MATCH');
    expect(a.screening.hits).toContainEqual({ subject: { kind: 'PERSON', name: 'Velmira Quost' } });
    expect(a.rationale).toContain('blocked ownership: 70.0 % held by listed owners');
    const subject = analysis.graph.nodes.find((n: any) => n.kind === 'SUBJECT');
    const listed = analysis.graph.nodes.find((n: any) => n.label === 'Velmira Quost');
    expect(subject).toMatchObject({ label: 'Quillon Freight Ltd', level: 0 });
    expect(listed).toMatchObject({ listed: true, beneficial: true, level: 3 });
    expect(listed.y).toBeLessThan(subject.y);
    expect(analysis.graph.edges).toHaveLength(5);

    // The PDF prints the finding, the beneficial owners with their paths and the graph.
    const pdf = await rest('POST', `/assessments/${a.id}/pdf`, { token: tokens.analyst });
    expect(pdf.status).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cp-owners-')), 'report.pdf');
    writeFileSync(file, pdf.bytes);
    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Blocked by ownership: 70.0 % held by listed owners: Velmira Quost');
    expect(text).toContain('Velmira Quost 100.0 % → Tarn Capital SA 60.0 % → Orrin Holdings Ltd 70.0 % = 42.0 %');
    expect(text).toContain('Ownership graph');
    expect(text).toContain('Person · 42.0 % · LISTED');

    // A reviewer marks the hit a false positive: the owners are analysed again and the finding goes.
    const hits = (await rest('GET', `/assessments/${a.id}`, { token: tokens.analyst })).body.screening.hits;
    const hit = hits.find((h: any) => h.subject.name === 'Velmira Quost');
    const reviewed = await rest('POST', `/assessments/${a.id}/screening/hits/${hit.id}/review`, {
      token: tokens.reviewer,
      body: { decision: 'false_positive', reason: 'Different date of birth on the passport copy' },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body.ownershipAnalysis).toMatchObject({
      blockedPercent: 0,
      blockedFinding: false,
      ownerScreeningStatus: 'clear',
      explanation: null,
    });
  });

  it('refuses bad chains with 400 naming the field, over REST and GraphQL, and stores nothing', async () => {
    const before = await assessmentsOf(tokens.analyst);
    const cases: [unknown, string][] = [
      [
        [
          { id: 'a', name: 'Ann Vell', kind: 'PERSON', percent: 70 },
          { id: 'b', name: 'Bo Rask', kind: 'PERSON', percent: 40 },
        ],
        'owners[1].percent',
      ],
      [[{ id: 'a', name: 'Ann Vell', kind: 'PERSON', percent: -1 }], 'owners[0].percent'],
      [[{ id: 'a', name: '', kind: 'PERSON', percent: 10 }], 'owners[0].name'],
      [
        [
          { id: 'x', name: 'Loop One BV', kind: 'COMPANY', percent: 50 },
          { id: 'y', parentId: 'x', name: 'Loop Two BV', kind: 'COMPANY', percent: 50 },
          { id: 'z', parentId: 'y', name: 'Loop One BV', kind: 'COMPANY', percent: 50 },
        ],
        'owners[2].parentId',
      ],
      [[{ id: 'a', name: 'Ann Vell', kind: 'PERSON', percent: 10, lei: '5493001KJTIIGC8Y1R13' }], 'owners[0].lei'],
      [Array.from({ length: 201 }, (_, i) => ({ id: `p${i}`, name: `Holder ${i}`, kind: 'PERSON', percent: 0.1 })), 'owners'],
    ];
    for (const [owners, field] of cases) {
      const res = await rest('POST', '/assessments', { token: tokens.analyst, body: assessmentInput({ owners }) });
      expect(res.status, res.text).toBe(400);
      expect(res.body.field ?? res.body.error?.field ?? JSON.stringify(res.body)).toContain(field);
    }
    const bad = await gql(
      `mutation($input: CreateAssessmentInput!) { createAssessment(input: $input) { id } }`,
      { input: gqlInput({ lei: 'NOT-AN-LEI' }) },
      tokens.analyst,
    );
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lei' });
    expect(await assessmentsOf(tokens.analyst)).toBe(before);
  });

  it('previews owners before the assessment exists (GraphQL and REST), and serves the catalog', async () => {
    const preview = await gql(
      `query($owners: [OwnerInput!]!) { previewOwnership(owners: $owners, companyName: "Quillon Freight Ltd") { blockedPercent beneficialOwners { name percent } graph { nodes { label } } } }`,
      { owners: CHAIN },
      tokens.analyst,
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data.previewOwnership.blockedPercent).toBe(0);
    expect(preview.data.previewOwnership.beneficialOwners[0]).toEqual({ name: 'Velmira Quost', percent: 42 });
    const restPreview = await rest('POST', '/ownership/preview', {
      token: tokens.analyst,
      body: { owners: [{ id: 'a', name: 'Solo Owner', kind: 'PERSON', percent: 20 }] },
    });
    expect(restPreview.status).toBe(200);
    expect(restPreview.body.beneficialOwners).toEqual([]);
    const refused = await rest('POST', '/ownership/preview', {
      token: tokens.analyst,
      body: { owners: [{ id: 'a', name: 'X', kind: 'ROBOT', percent: 20 }] },
    });
    expect(refused.status).toBe(400);
    const catalog = await rest('GET', '/ownership/catalog', { token: tokens.analyst });
    expect(catalog.body).toMatchObject({ maxOwners: 200, maxLevels: 6, uboThresholdPercent: 25, blockedThresholdPercent: 50 });
  });

  it('rules test the ownership fields', async () => {
    const rule = await rest('POST', '/admin/rules', {
      token: tokens.admin,
      body: {
        name: 'Blocked ownership',
        field: 'blockedOwnershipPercent',
        condition: 'greater_than',
        value: '49.99',
        ruleType: 'mandatory_reject',
        message: 'Half or more held by listed owners',
      },
    });
    expect(rule.status, rule.text).toBe(201);
    try {
      const blocked = await rest('POST', '/assessments', {
        token: tokens.analyst,
        body: assessmentInput({ companyName: 'Quillon Two Ltd', owners: CHAIN }),
      });
      expect(blocked.body.ruleStatus).toBe('rejected');
      expect(blocked.body.rationale).toContain('Automatic rejection: Half or more held by listed owners.');
      const clean = await rest('POST', '/assessments', {
        token: tokens.analyst,
        body: assessmentInput({ companyName: 'Quillon Three Ltd', owners: [{ id: 'a', name: 'Dara Lusk', kind: 'PERSON', percent: 100 }] }),
      });
      expect(clean.body.rationale).not.toContain('Half or more held by listed owners');
      expect(clean.body.ownershipAnalysis.beneficialOwners).toHaveLength(1);
    } finally {
      await rest('DELETE', `/admin/rules/${rule.body.id}`, { token: tokens.admin });
    }
  });

  it('reads owners and the LEI from CSV rows, naming a bad row’s field', async () => {
    const csvContent = csvOf(
      [
        { companyName: 'Csv Owned Ltd', owners: CHAIN },
        { companyName: 'Csv Bad Ltd', owners: [{ id: 'a', name: 'Ann', kind: 'PERSON', percent: 101 }] },
        { companyName: 'Csv Bad LEI Ltd', lei: '5493001KJTIIGC8Y1R13' },
      ],
      [...Object.keys(assessmentInput()), 'owners', 'lei'],
    );
    const upload = await rest('POST', '/batch/upload', { token: tokens.analyst, body: { csvContent, fileName: 'owners.csv' } });
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
    expect(batch).toMatchObject({ successfulRows: 1, failedRows: 2 });
    expect(batch.errors.map((e: any) => e.error)).toEqual([
      'owners[0].percent must be above 0 and at most 100',
      'lei has wrong check digits (ISO 17442)',
    ]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select ownership_analysis->>'blockedPercent' as blocked, jsonb_array_length(owners) as owners from assessments where company_name = 'Csv Owned Ltd'`,
      );
      expect(rows).toEqual([{ blocked: '70', owners: 5 }]);
    } finally {
      await client.end();
    }
  });
});
