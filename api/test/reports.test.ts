import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentInput, SOUND_LATEST_YEAR, SOUND_PRIOR_YEAR } from './support/factories.js';
import { createTestDatabase } from './support/databases.js';
import { apiClient, errorCode, type TestUser } from './support/http.js';
import { startApiInProcess, startWorkerInProcess, type InProcessApi, type InProcessWorker } from './support/in-process.js';
import type { TestDatabase } from './support/postgres.js';
import { formatInUnit } from '../src/core/units.js';

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cp-pdf-')), 'report.pdf');
  writeFileSync(file, pdf);
  const run = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.replace(/\s+/g, ' ');
}

// A database, API and worker of their own: the worker takes every job of its database.
let database: TestDatabase;
let api: InProcessApi;
const { rest, gql, buildUser } = apiClient(() => api.url);

async function pdfOf(token: string, id: string) {
  const res = await rest('POST', `/assessments/${id}/pdf`, { token });
  return { res, body: res.bytes };
}

describe('PDF reports', () => {
  let worker: InProcessWorker;
  let analyst: TestUser;
  beforeAll(async () => {
    database = await createTestDatabase('reports');
    [api, worker] = await Promise.all([startApiInProcess(database.url), startWorkerInProcess(database.url)]);
    analyst = await buildUser({ firstName: 'Paula', lastName: 'Report' });
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await database?.drop();
  });

  it('returns a PDF with the company, the decision, the rationale, the risk flags and the audit trail', async () => {
    const created = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({ companyName: 'Globex Corporation', isProfitable: false }),
    });
    const { res, body } = await pdfOf(analyst.token, created.body.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('assessment-Globex Corporation.pdf');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(body);
    for (const expected of [
      'Counterparty — Due Diligence Report',
      'Globex Corporation',
      'Trade with Caution',
      'Caution: Not profitable in the last two years.',
      'Not profitable',
      'Assessment Created',
      'Paula Report',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    // No list loaded on this database: nothing was checked, and the report says so as the client does.
    expect(text).toContain('Not screened — no lists loaded. Screening ran');
    expect(text).toContain('with no watchlist loaded: no name was checked against any list.');
    expect(text).not.toContain('Clear');
    // No statements (the checkbox-only path): no credit analysis section.
    expect(text).not.toContain('Credit analysis');
    expect(text).not.toContain('Suggested credit limit');
  });

  it('adds the credit analysis when statements were given: grade, score, PD, Z″, limits, risk flags and the spread', async () => {
    // Three years, given out of order; worked out in credit-analysis.test.ts for the latest two.
    const fy2024 = SOUND_LATEST_YEAR;
    const fy2023 = SOUND_PRIOR_YEAR;
    // Revenue fell 25 % into 2023: "Consistent Revenue" ticked against the figures.
    const fy2022 = { ...fy2023, fiscalYearEnd: '2022-12-31', revenue: 12_000_000, ebit: 900_000, netProfit: 500_000 };
    const created = await rest('POST', '/assessments', {
      token: analyst.token,
      body: assessmentInput({
        companyName: 'Ledger Spread Ltd',
        financials: { currency: 'USD', requestedLimit: 1_000_000, statements: [fy2023, fy2024, fy2022] },
      }),
    });
    expect(created.status, created.text).toBe(201);
    const { res, body } = await pdfOf(analyst.token, created.body.id);
    expect(res.status).toBe(200);
    const text = pdfText(body);
    for (const expected of [
      'Credit analysis',
      'Grade A',
      // safe 30 + current 15 + TL/TA 10 + cover 10 + margin 6 + > 5 years 10 + growth 10.
      '91 of 100',
      'Altman Z″ zone 30',
      '0.5 % — indicative, not calibrated',
      'Every 36 months',
      // X1 0.2, X2 0.3, X3 0.12, X4 1.5.
      '4.67 — Safe',
      'X1 0.20',
      'X2 0.30',
      'X3 0.12',
      'X4 1.50',
      // Least of 20 % × 5.5M, 50 % × 2M, 100 % × 10M × 30 / 365.
      'USD 821,917, bound by revenue over the payment terms',
      'USD 1,000,000 — above the suggested limit (1.22× of it)',
      'Consistent Revenue ticked, but revenue fell 25 % in the year ended 2023-12-31',
      // The spread, earliest year first.
      'FY 2022',
      'FY 2023',
      'FY 2024',
      'Revenue 12,000,000 9,000,000 10,000,000',
      'EBITDA — — 1,500,000',
      'Total assets 9,500,000 9,500,000 10,000,000',
      'Current ratio 1.80× 1.80× 2.00×',
      `Revenue growth — ${formatInUnit(-0.25, 'percent')} ${formatInUnit(1 / 9, 'percent')}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('shows HTML in user text literally and never fetches what it points at', async () => {
    let hits = 0;
    const trap = createServer((_req, res) => {
      hits += 1;
      res.end('gotcha');
    });
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', r));
    const port = (trap.address() as { port: number }).port;
    try {
      const name = `<img src="http://127.0.0.1:${port}/logo.png"><script>fetch('http://127.0.0.1:${port}/x')</script>Evil Corp`;
      const created = await rest('POST', '/assessments', {
        token: analyst.token,
        body: assessmentInput({
          companyName: name.slice(0, 255),
          address: `<link rel="stylesheet" href="http://127.0.0.1:${port}/s.css">`,
        }),
      });
      const { res, body } = await pdfOf(analyst.token, created.body.id);
      expect(res.status).toBe(200);
      const text = pdfText(body);
      expect(text).toContain(`<img src="http://127.0.0.1:${port}/logo.png">`);
      expect(text).toContain('<link rel="stylesheet"');
      // No request is the thing checked, so there is no condition to wait for: a grace period lets a
      // fetch the renderer started before answering arrive at the trap.
      await new Promise((r) => setTimeout(r, 300));
      expect(hits).toBe(0);
    } finally {
      trap.close();
    }
  });

  it('is available through GraphQL, and answers 404 for an unknown assessment', async () => {
    const created = await rest('POST', '/assessments', { token: analyst.token, body: assessmentInput({ companyName: 'Initech' }) });
    const res = await gql(
      `query($id: ID!) { assessmentReport(id: $id) { fileName contentType base64 } }`,
      { id: created.body.id },
      analyst.token,
    );
    expect(res.data.assessmentReport).toMatchObject({ fileName: 'assessment-Initech.pdf', contentType: 'application/pdf' });
    expect(pdfText(Buffer.from(res.data.assessmentReport.base64, 'base64'))).toContain('Initech');
    expect((await pdfOf(analyst.token, '00000000-0000-4000-8000-000000000000')).res.status).toBe(404);
    expect(errorCode(await gql(`{ assessmentReport(id: "00000000-0000-4000-8000-000000000000") { fileName } }`, {}, analyst.token))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('PDF reports without a worker', () => {
  it('answers 504 with a clear message when no worker renders in time', async () => {
    const db = await createTestDatabase('noworker');
    const api = await startApiInProcess(db.url, { PDF_TIMEOUT_MS: '1500' });
    try {
      const own = apiClient(() => api.url);
      const token = await own.asAdmin();
      const created = await own.rest('POST', '/assessments', { token, body: assessmentInput() });
      const res = await own.rest('POST', `/assessments/${created.body.id}/pdf`, { token });
      expect(res.status).toBe(504);
      expect(res.text).toBe('No worker rendered the PDF within 2 s; make sure a worker is running (npm run worker)');
    } finally {
      await api.stop();
      await db.drop();
    }
  });
});
