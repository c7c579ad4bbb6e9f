import { describe, expect, it } from 'vitest';
import { SUB_CENT_FIGURES, testYear } from './test-statements.js';
import { altmanZ, altmanZone } from './altman.js';
import type { FinancialStatement } from './financials.js';
import { ratiosByYear, statementRatios } from './ratios.js';
import { NotFiniteError, ratio, roundTo } from './rounding.js';

const statement = (overrides: Partial<FinancialStatement> = {}) => testYear('2024-12-31', overrides);

/** What `f` divided by when it threw NotFiniteError. */
const divisorOf = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    expect(error).toBeInstanceOf(NotFiniteError);
    return (error as NotFiniteError).divisor;
  }
  throw new Error('expected NotFiniteError');
};

describe('rounding', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [0.11111, 4, 0.1111],
    [0.00005, 4, 0.0001],
    [-0.00004, 4, 0],
    [299_999.99999999994, 2, 300_000],
    [1e300, 4, 1e300],
  ])('roundTo(%s, %s) = %s', (x, d, expected) => {
    expect(roundTo(x, d)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundTo(-0.00001, 2), 0)).toBe(true);
  });

  it('ratio is null for a missing figure or a zero denominator', () => {
    expect(ratio(null, 1)).toBeNull();
    expect(ratio(1, null)).toBeNull();
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(0, 0)).toBeNull();
    expect(ratio(2, 3)).toBe(0.6667);
  });

  it('ratio refuses a quotient that overflows, naming what it divided by, rather than leaving it absent', () => {
    const divisor = { what: 'Net margin', figure: 'revenue' };
    expect(() => ratio(1e15, Number.MIN_VALUE, divisor)).toThrow(new NotFiniteError(divisor));
    expect(() => ratio(-1e15, 1e-300, divisor)).toThrow('Net margin is not a finite number');
  });
});

describe('ratios: worked example', () => {
  // Revenue 10,000,000 after 9,000,000; CA 4,000,000 (inventory 1,000,000); CL 2,000,000;
  // TA 10,000,000; TL 4,000,000; equity 6,000,000; intangibles 500,000; EBIT 1,500,000;
  // EBITDA 2,000,000; interest 200,000; net profit 1,100,000; total debt 2,500,000.
  it('computes every ratio of the latest year', () => {
    expect(statementRatios(statement(), statement({ fiscalYearEnd: '2023-12-31', revenue: 9_000_000 }))).toEqual({
      currentRatio: 2, //          4,000,000 / 2,000,000
      quickRatio: 1.5, //          (4,000,000 − 1,000,000) / 2,000,000
      debtToAssets: 0.4, //        4,000,000 / 10,000,000
      debtToEbitda: 1.25, //       2,500,000 / 2,000,000
      interestCover: 7.5, //       1,500,000 / 200,000
      netMargin: 0.11, //          1,100,000 / 10,000,000
      returnOnAssets: 0.11, //     1,100,000 / 10,000,000
      revenueGrowth: 0.1111, //    (10,000,000 − 9,000,000) / 9,000,000
      workingCapital: 2_000_000, // 4,000,000 − 2,000,000
      tangibleNetWorth: 5_500_000, // 6,000,000 − 500,000
    });
  });

  it('gives each year its growth on the statement after it, the earliest none', () => {
    const years = ratiosByYear([
      statement(),
      statement({ fiscalYearEnd: '2023-12-31', revenue: 8_000_000 }),
      statement({ fiscalYearEnd: '2022-12-31', revenue: 10_000_000 }),
    ]);
    expect(years.map((y) => [y.fiscalYearEnd, y.ratios.revenueGrowth])).toEqual([
      ['2024-12-31', 0.25],
      ['2023-12-31', -0.2],
      ['2022-12-31', null],
    ]);
  });
});

describe('ratios: missing figures and zero denominators', () => {
  it('leaves a ratio absent when a figure it needs is empty, and counts empty intangibles as 0', () => {
    const r = statementRatios(
      statement({ inventory: null, ebitda: null, interestExpense: null, totalDebt: null, intangibleAssets: null, cash: null }),
      null,
    );
    expect(r).toEqual({
      currentRatio: 2,
      quickRatio: null,
      debtToAssets: 0.4,
      debtToEbitda: null,
      interestCover: null,
      netMargin: 0.11,
      returnOnAssets: 0.11,
      revenueGrowth: null,
      workingCapital: 2_000_000,
      tangibleNetWorth: 6_000_000,
    });
  });

  it('is null, never Infinity or NaN, for every zero denominator', () => {
    // No revenue, no current liabilities, no interest, EBITDA of zero, prior revenue of zero.
    const s = statement({ revenue: 0, currentLiabilities: 0, interestExpense: 0, ebitda: 0, totalDebt: 0 });
    const r = statementRatios(s, statement({ fiscalYearEnd: '2023-12-31', revenue: 0 }));
    expect(r).toMatchObject({
      currentRatio: null,
      quickRatio: null,
      debtToEbitda: null,
      interestCover: null,
      netMargin: null,
      revenueGrowth: null,
    });
    expect(r.debtToAssets).toBe(0.4);
  });

  it('has no debt-to-EBITDA for a negative EBITDA, but a negative interest cover for an operating loss', () => {
    const r = statementRatios(statement({ ebitda: -100_000, ebit: -400_000, interestExpense: 300_000 }), null);
    expect(r.debtToEbitda).toBeNull();
    expect(r.interestCover).toBe(-1.3333); // −400,000 / 300,000
  });

  it("refuses a ratio that overflows, naming the figure divided by (the earlier year's revenue for growth)", () => {
    expect(divisorOf(() => statementRatios(statement({ revenue: 1e-305 }), null))).toEqual({
      what: 'Net margin',
      figure: 'revenue',
      ofPrior: false,
    });
    expect(divisorOf(() => statementRatios(statement(), statement({ fiscalYearEnd: '2023-12-31', revenue: 1e-305 })))).toEqual({
      what: 'Revenue growth',
      figure: 'revenue',
      ofPrior: true,
    });
    expect(divisorOf(() => statementRatios(statement({ currentLiabilities: 1e-305 }), null))).toMatchObject({
      what: 'Current ratio',
      figure: 'currentLiabilities',
    });
  });

  it('has negative working capital and tangible net worth when they are', () => {
    const r = statementRatios(
      statement({ currentAssets: 1_200_000, inventory: 600_000, cash: 50_000, equity: -200_000, totalLiabilities: 10_200_000 }),
      null,
    );
    expect([r.workingCapital, r.tangibleNetWorth, r.quickRatio]).toEqual([-800_000, -700_000, 0.3]);
  });
});

describe('Altman Z″', () => {
  it('worked example: safe', () => {
    // X1 = 2,000,000 / 10,000,000 = 0.2; X2 = 3,000,000 / 10,000,000 = 0.3; X3 = 1,500,000 / 10,000,000 = 0.15;
    // X4 = 6,000,000 / 4,000,000 = 1.5; Z″ = 6.56·0.2 + 3.26·0.3 + 6.72·0.15 + 1.05·1.5 = 1.312 + 0.978 + 1.008 + 1.575 = 4.873.
    expect(altmanZ(statement())).toEqual({ score: 4.873, zone: 'safe', x1: 0.2, x2: 0.3, x3: 0.15, x4: 1.5 });
  });

  it('worked example: distress', () => {
    // WC = 1,200,000 − 2,000,000 = −800,000; TA 4,000,000; RE −1,500,000; EBIT −400,000; equity −200,000; TL 4,200,000.
    // Z″ = 6.56·(−0.2) + 3.26·(−0.375) + 6.72·(−0.1) + 1.05·(−0.047619) = −1.312 − 1.2225 − 0.672 − 0.05 = −3.2565.
    const s = statement({
      currentAssets: 1_200_000,
      currentLiabilities: 2_000_000,
      totalAssets: 4_000_000,
      totalLiabilities: 4_200_000,
      equity: -200_000,
      retainedEarnings: -1_500_000,
      ebit: -400_000,
    });
    expect(altmanZ(s)).toEqual({ score: -3.2565, zone: 'distress', x1: -0.2, x2: -0.375, x3: -0.1, x4: -0.0476 });
  });

  it('worked example: grey, computed from the exact components', () => {
    // WC 600,000, RE 500,000, EBIT 400,000 on TA 6,000,000; equity 2,400,000 on TL 3,600,000.
    // Z″ = 6.56·0.1 + 3.26·0.083333 + 6.72·0.066667 + 1.05·0.666667 = 0.656 + 0.271667 + 0.448 + 0.7 = 2.075667.
    const s = statement({
      currentAssets: 2_600_000,
      currentLiabilities: 2_000_000,
      totalAssets: 6_000_000,
      totalLiabilities: 3_600_000,
      equity: 2_400_000,
      retainedEarnings: 500_000,
      ebit: 400_000,
    });
    expect(altmanZ(s)).toEqual({ score: 2.0757, zone: 'grey', x1: 0.1, x2: 0.0833, x3: 0.0667, x4: 0.6667 });
  });

  it('has no score or zone without liabilities (X4 undefined)', () => {
    const s = statement({ currentLiabilities: 0, totalLiabilities: 0, equity: 10_000_000 });
    expect(altmanZ(s)).toEqual({ score: null, zone: null, x1: 0.4, x2: 0.3, x3: 0.15, x4: null });
  });

  it('refuses a Z″ that overflows, naming total assets or total liabilities, instead of leaving it and its zone absent', () => {
    // The case: total assets of 1e-300 against an EBIT of −10¹⁵ made X3 −Infinity.
    const tiny = statement(SUB_CENT_FIGURES);
    expect(divisorOf(() => altmanZ(tiny))).toEqual({ what: 'Altman Z″', figure: 'totalAssets' });
    expect(divisorOf(() => altmanZ(statement({ totalLiabilities: 1e-305 })))).toEqual({ what: 'Altman Z″', figure: 'totalLiabilities' });
    // Each part finite, their sum past the largest number: X1 = X2 = X3 = 1e307 (16.54e307 together)
    // beside 1.05·X4 of 1.575e308, or of 1.785e308 when X4 is the larger part.
    const huge = (equity: number) =>
      statement({
        currentAssets: 1e15,
        currentLiabilities: 0,
        retainedEarnings: 1e15,
        ebit: 1e15,
        totalAssets: 1e-292,
        totalLiabilities: 1e-292,
        equity,
      });
    expect(divisorOf(() => altmanZ(huge(1.5e16)))).toEqual({ what: 'Altman Z″', figure: 'totalAssets' });
    expect(divisorOf(() => altmanZ(huge(1.7e16)))).toEqual({ what: 'Altman Z″', figure: 'totalLiabilities' });
  });

  it('gives a finite Z″ and a zone at the extremes figures may take (a cent against 10¹⁵)', () => {
    const extreme = statement({
      currentAssets: 0,
      inventory: 0,
      cash: 0,
      currentLiabilities: 0,
      totalAssets: 0.01,
      totalLiabilities: 0.01,
      equity: 0,
      intangibleAssets: 0,
      retainedEarnings: -1e15,
      ebit: -1e15,
    });
    const z = altmanZ(extreme);
    expect(z).toMatchObject({ zone: 'distress', x1: 0, x2: -1e17, x3: -1e17, x4: 0 });
    expect(Number.isFinite(z.score)).toBe(true);
  });

  it.each([
    [2.6001, 'safe'],
    [2.6, 'grey'],
    [1.1, 'grey'],
    [1.0999, 'distress'],
    [-5, 'distress'],
  ] as const)('zone of %s is %s', (score, zone) => {
    expect(altmanZone(score)).toBe(zone);
  });
});
