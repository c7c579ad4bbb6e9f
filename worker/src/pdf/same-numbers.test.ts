import { formatInUnit, type ReportModel } from '@counterparty/api';
import { describe, expect, it } from 'vitest';
import { reportCredit } from '../../../api/src/modules/report/report-model.js';
import { reportHtml } from './report-template.js';

type Credit = NonNullable<ReportModel['credit']>;

/** One year's ratios, each a value whose print differs by unit (0.5714: 57.1 % or 0.57×). */
const ratios = {
  currentRatio: 1.8549,
  quickRatio: 0.9,
  debtToAssets: 0.5714,
  debtToEbitda: 3.25,
  interestCover: 12,
  netMargin: 0.062,
  returnOnAssets: -0.0312,
  revenueGrowth: 0.125,
  workingCapital: 1_234_567.5,
  tangibleNetWorth: -52_000,
};

const statement = {
  fiscalYearEnd: '2025-12-31',
  revenue: 10_000_000,
  ebit: 500_000,
  ebitda: 700_000,
  interestExpense: 40_000,
  netProfit: 620_000,
  currentAssets: 4_000_000,
  inventory: 500_000,
  cash: 100_000,
  currentLiabilities: 2_000_000,
  totalAssets: 7_000_000,
  totalLiabilities: 4_000_000,
  equity: 3_000_000,
  intangibleAssets: null,
  retainedEarnings: 1_000_000,
  totalDebt: 2_000_000,
};

const altmanZ = { score: 2.61, zone: 'safe' as const, x1: 0.1, x2: 0.1, x3: 0.1, x4: 0.1 };

/** The credit block as the report model builds it: the stored analysis and the api's credit catalog. */
const credit = (): Credit =>
  reportCredit(
    { currency: 'USD', paymentTermsDays: 30, requestedLimit: null, statements: [statement] },
    {
      fiscalYearEnd: statement.fiscalYearEnd,
      currency: 'USD',
      paymentTermsDays: 30,
      revenue: statement.revenue,
      equity: statement.equity,
      ratios,
      altmanZ,
      score: 72.5,
      grade: 'B',
      pd: 0.015,
      reviewMonths: 12,
      points: { altmanZone: 0, currentRatio: 0, debtToAssets: 0, interestCover: 0, netMargin: 0, tradingYears: 10, revenueGrowth: 0 },
      suggestedLimit: {
        amount: 100_000,
        currency: 'USD',
        binding: 'net_worth',
        terms: { netWorth: 100_000, workingCapital: 200_000, revenue: 300_000 },
      },
      requestedLimit: null,
      requestedLimitMultiple: null,
      requestedAboveSuggested: null,
      scorecardVersion: 1,
      years: [{ fiscalYearEnd: statement.fiscalYearEnd, ratios, altmanZ }],
      riskFlags: [],
      gradeHold: null,
    },
  ) as Credit;

const model = (c: Credit): ReportModel =>
  ({
    assessment: {
      companyName: 'Acme',
      status: 'approved',
      ruleStatus: 'approved',
      rationale: '',
      ruleTrace: [],
      screening: null,
      supersededReviews: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    auditLogs: [],
    creator: { firstName: 'Ann', lastName: null, email: 'ann@example.com' },
    generatedAt: '2026-01-01T00:00:00.000Z',
    credit: c,
    evidence: [],
    ownership: null,
  }) as unknown as ReportModel;

/** The spread row of `label` in the PDF, as text: "Debt to assets 57.1 %". */
function pdfRow(html: string, label: string): string {
  const spread = (html.split('<table class="spread">')[1] ?? '').split('</table>')[0];
  const row = spread
    .split('<tr')
    .map((r) =>
      r
        .replace(/<[^>]+>/g, ' ')
        .replace(/^[^>]*>/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find((r) => r.startsWith(`${label} `));
  return row ?? '';
}

// The client's modules, loaded as the client bundles them (their imports carry no extensions).
const clientModule = (name: string) => `../../../client/src/modules/credit/${name}`;

describe('the PDF and the client print the credit catalog the same', () => {
  it('in every ratio of the catalog, in its unit', async () => {
    // The catalog the report model sends the worker: the api's, which the client's RATIOS maps too.
    const { RATIO_CATALOG } = await import('../../../api/src/modules/kernel/ratio-catalog.js');
    const { RATIOS } = (await import(clientModule('ratios'))) as {
      RATIOS: readonly { key: keyof typeof ratios; label: string; format(v: number): string }[];
    };
    expect(RATIOS.map((r) => r.key)).toEqual(RATIO_CATALOG.map((r) => r.key));
    const html = reportHtml(model(credit()));
    for (const r of RATIOS) {
      expect(pdfRow(html, r.label)).toBe(`${r.label} ${r.format(ratios[r.key])}`);
    }
    expect(pdfRow(html, 'Debt to assets')).toBe('Debt to assets 57.1 %');
    expect(pdfRow(html, 'Current ratio')).toBe('Current ratio 1.85×');
  });

  it('in every figure of a statement, with the label and unit the wizard and the spread use', async () => {
    const { FIGURES } = (await import(clientModule('figures'))) as {
      FIGURES: readonly { key: keyof typeof statement; label: string; unit: Parameters<typeof formatInUnit>[1] }[];
    };
    const c = credit();
    expect(c.figures).toEqual(FIGURES.map(({ key, label, unit }) => ({ key, label, unit })));
    const html = reportHtml(model(c));
    for (const f of FIGURES) expect(pdfRow(html, f.label)).toBe(`${f.label} ${formatInUnit(statement[f.key] as number | null, f.unit)}`);
    expect(pdfRow(html, 'Revenue')).toBe('Revenue 10,000,000');
  });

  it("in Z″'s zone, its terms and the score inputs", async () => {
    const { zoneLabel } = (await import(clientModule('format'))) as { zoneLabel(zone: string): { label: string } };
    const { SCORE_INPUTS } = (await import(clientModule('ratios'))) as { SCORE_INPUTS: readonly { key: string; label: string }[] };
    const c = credit();
    // The client's badge says "Safe zone" where the PDF says "Safe": the one label, with the word.
    for (const z of c.zones) expect(zoneLabel(z.zone).label).toBe(`${z.label} zone`);
    const html = reportHtml(model(c));
    expect(pdfRow(html, 'Altman Z″')).toBe('Altman Z″ 2.61 (Safe)');
    expect(html).toContain('X1 0.10 (working capital / total assets)');
    expect(html).toContain('X3 0.10 (EBIT / total assets)');
    expect(c.scoreInputs).toEqual(SCORE_INPUTS.map(({ key, label }) => ({ key, label })));
    expect(html).toContain('Altman Z″ zone 0 · Current ratio 0 · Debt to assets 0');
  });
});
