import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TradingYears } from '../kernel/assessment.enums.js';
import { analyseCredit, creditRuleValues, rescoreCreditAnalysis, type CreditAnalysis } from './credit-analysis.js';
import { parseFinancials, type FinancialStatementInput } from './financials.js';
import { DEFAULT_SCORECARD, parseScorecard, type Scorecard } from './scorecard.js';
import { SUB_CENT_FIGURES, testYear } from './test-statements.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const analyse = (input: unknown, tradingYears: TradingYears | null, scorecard: Scorecard = DEFAULT_SCORECARD, version = 1) =>
  analyseCredit(parseFinancials(input, { now: NOW }), tradingYears, scorecard, version)!;

describe('worked example: a healthy company (grade A, limit bound by revenue)', () => {
  // Northwind Ltd, USD, 30-day terms, 500,000 requested, trading more than 5 years. Given out of order.
  const fy2024: FinancialStatementInput = {
    fiscalYearEnd: '2024-12-31',
    revenue: 10_000_000,
    ebit: 1_500_000,
    ebitda: 2_000_000,
    interestExpense: 200_000,
    netProfit: 1_100_000,
    currentAssets: 4_000_000,
    inventory: 1_000_000,
    cash: 800_000,
    currentLiabilities: 2_000_000,
    totalAssets: 10_000_000,
    totalLiabilities: 4_000_000,
    equity: 6_000_000,
    intangibleAssets: 500_000,
    retainedEarnings: 3_000_000,
    totalDebt: 2_500_000,
  };
  const fy2023: FinancialStatementInput = {
    fiscalYearEnd: '2023-12-31',
    revenue: 9_000_000,
    ebit: 1_200_000,
    ebitda: 1_700_000,
    interestExpense: 220_000,
    netProfit: 800_000,
    currentAssets: 3_600_000,
    inventory: 900_000,
    cash: 600_000,
    currentLiabilities: 2_000_000,
    totalAssets: 9_500_000,
    totalLiabilities: 4_400_000,
    equity: 5_100_000,
    intangibleAssets: 500_000,
    retainedEarnings: 2_200_000,
    totalDebt: 2_800_000,
  };
  const fy2022: FinancialStatementInput = {
    fiscalYearEnd: '2022-12-31',
    revenue: 8_500_000,
    ebit: 1_000_000,
    ebitda: 1_500_000,
    interestExpense: 250_000,
    netProfit: 600_000,
    currentAssets: 3_300_000,
    inventory: 850_000,
    cash: 500_000,
    currentLiabilities: 2_100_000,
    totalAssets: 9_000_000,
    totalLiabilities: 4_500_000,
    equity: 4_500_000,
    intangibleAssets: 500_000,
    retainedEarnings: 1_600_000,
    totalDebt: 3_000_000,
  };
  const a = analyse(
    { currency: 'USD', paymentTermsDays: 30, requestedLimit: 500_000, statements: [fy2023, fy2024, fy2022] },
    TradingYears.MORE_THAN_5,
    DEFAULT_SCORECARD,
    3,
  );

  it('ratios of the latest year', () => {
    expect(a.ratios).toEqual({
      currentRatio: 2, //            4,000,000 / 2,000,000
      quickRatio: 1.5, //            3,000,000 / 2,000,000
      debtToAssets: 0.4, //          4,000,000 / 10,000,000
      debtToEbitda: 1.25, //         2,500,000 / 2,000,000
      interestCover: 7.5, //         1,500,000 / 200,000
      netMargin: 0.11, //            1,100,000 / 10,000,000
      returnOnAssets: 0.11, //       1,100,000 / 10,000,000
      revenueGrowth: 0.1111, //      1,000,000 / 9,000,000
      workingCapital: 2_000_000,
      tangibleNetWorth: 5_500_000,
    });
  });

  it('Altman Z″ with X1–X4: 6.56·0.2 + 3.26·0.3 + 6.72·0.15 + 1.05·1.5 = 4.873, safe', () => {
    expect(a.altmanZ).toEqual({ score: 4.873, zone: 'safe', x1: 0.2, x2: 0.3, x3: 0.15, x4: 1.5 });
  });

  it('points, score, grade, PD and review interval', () => {
    // safe 30 + current ≥ 2 15 + debt/assets < 0.5 10 + cover ≥ 4 10 + margin ≥ 10 % 10 + >5 years 10 + growth ≥ 0 10 = 95.
    expect(a.points).toEqual({
      altmanZone: 30,
      currentRatio: 15,
      debtToAssets: 10,
      interestCover: 10,
      netMargin: 10,
      tradingYears: 10,
      revenueGrowth: 10,
    });
    expect([a.score, a.grade, a.pd, a.reviewMonths]).toEqual([95, 'A', 0.005, 36]);
  });

  it('suggested limit: least of 20 % × 5,500,000, 50 % × 2,000,000 and 100 % × 10,000,000 × 30 / 365', () => {
    expect(a.suggestedLimit).toEqual({
      amount: 821_917,
      currency: 'USD',
      binding: 'revenue',
      terms: { netWorth: 1_100_000, workingCapital: 1_000_000, revenue: 821_917.81 },
    });
    expect([a.requestedLimit, a.requestedLimitMultiple, a.requestedAboveSuggested]).toEqual([500_000, 0.6083, false]);
    expect([a.scorecardVersion, a.currency, a.paymentTermsDays, a.fiscalYearEnd, a.revenue, a.equity]).toEqual([
      3,
      'USD',
      30,
      '2024-12-31',
      10_000_000,
      6_000_000,
    ]);
  });

  it('the spread: every year latest first, with its ratios and Z″', () => {
    expect(a.years.map((y) => y.fiscalYearEnd)).toEqual(['2024-12-31', '2023-12-31', '2022-12-31']);
    expect(a.years[1]).toEqual({
      fiscalYearEnd: '2023-12-31',
      ratios: {
        currentRatio: 1.8, //        3,600,000 / 2,000,000
        quickRatio: 1.35, //         2,700,000 / 2,000,000
        debtToAssets: 0.4632, //     4,400,000 / 9,500,000
        debtToEbitda: 1.6471, //     2,800,000 / 1,700,000
        interestCover: 5.4545, //    1,200,000 / 220,000
        netMargin: 0.0889, //        800,000 / 9,000,000
        returnOnAssets: 0.0842, //   800,000 / 9,500,000
        revenueGrowth: 0.0588, //    500,000 / 8,500,000
        workingCapital: 1_600_000,
        tangibleNetWorth: 4_600_000,
      },
      // 1.104842 + 0.754947 + 0.848842 + 1.217045 = 3.925677
      altmanZ: { score: 3.9257, zone: 'safe', x1: 0.1684, x2: 0.2316, x3: 0.1263, x4: 1.1591 },
    });
    expect(a.years[2]).toEqual({
      fiscalYearEnd: '2022-12-31',
      ratios: {
        currentRatio: 1.5714,
        quickRatio: 1.1667,
        debtToAssets: 0.5,
        debtToEbitda: 2,
        interestCover: 4,
        netMargin: 0.0706,
        returnOnAssets: 0.0667,
        revenueGrowth: null,
        workingCapital: 1_200_000,
        tangibleNetWorth: 4_000_000,
      },
      // (6.56·1.2 + 3.26·1.6 + 6.72·1) / 9 + 1.05·1 = 2.200889 + 1.05 = 3.250889
      altmanZ: { score: 3.2509, zone: 'safe', x1: 0.1333, x2: 0.1778, x3: 0.1111, x4: 1 },
    });
  });
});

describe('worked example: a steady company (grade B, net worth binds on a tie)', () => {
  // Harbour Supplies GmbH, EUR, 45-day terms, 750,000 requested, trading 3–5 years.
  const a = analyse(
    {
      currency: 'EUR',
      paymentTermsDays: 45,
      requestedLimit: 750_000,
      statements: [
        {
          fiscalYearEnd: '2024-12-31',
          revenue: 20_000_000,
          ebit: 1_000_000,
          ebitda: 1_600_000,
          interestExpense: 400_000,
          netProfit: 500_000,
          currentAssets: 6_000_000,
          inventory: 2_500_000,
          cash: 400_000,
          currentLiabilities: 4_500_000,
          totalAssets: 12_000_000,
          totalLiabilities: 7_000_000,
          equity: 5_000_000,
          intangibleAssets: 1_000_000,
          retainedEarnings: 2_000_000,
          totalDebt: 4_000_000,
        },
        {
          fiscalYearEnd: '2023-12-31',
          revenue: 21_000_000,
          ebit: 1_200_000,
          ebitda: 1_800_000,
          interestExpense: 380_000,
          netProfit: 700_000,
          currentAssets: 6_200_000,
          inventory: 2_600_000,
          cash: 500_000,
          currentLiabilities: 4_400_000,
          totalAssets: 12_200_000,
          totalLiabilities: 7_300_000,
          equity: 4_900_000,
          intangibleAssets: 1_000_000,
          retainedEarnings: 1_900_000,
          totalDebt: 4_200_000,
        },
      ],
    },
    TradingYears.THREE_TO_5,
  );

  it('ratios, Z″, points, grade and limit', () => {
    expect(a.ratios).toEqual({
      currentRatio: 1.3333, //      6,000,000 / 4,500,000
      quickRatio: 0.7778, //        3,500,000 / 4,500,000
      debtToAssets: 0.5833, //      7,000,000 / 12,000,000
      debtToEbitda: 2.5, //         4,000,000 / 1,600,000
      interestCover: 2.5, //        1,000,000 / 400,000
      netMargin: 0.025, //          500,000 / 20,000,000
      returnOnAssets: 0.0417, //    500,000 / 12,000,000
      revenueGrowth: -0.0476, //    −1,000,000 / 21,000,000
      workingCapital: 1_500_000,
      tangibleNetWorth: 4_000_000,
    });
    // 6.56·0.125 + 3.26·0.166667 + 6.72·0.083333 + 1.05·0.714286 = 0.82 + 0.543333 + 0.56 + 0.75 = 2.673333
    expect(a.altmanZ).toEqual({ score: 2.6733, zone: 'safe', x1: 0.125, x2: 0.1667, x3: 0.0833, x4: 0.7143 });
    // 30 + 10 (current ≥ 1.2) + 5 (debt/assets < 0.7) + 6 (cover ≥ 2) + 3 (margin ≥ 0) + 7 (3–5 years) + 5 (growth ≥ −10 %) = 66
    expect(a.points).toEqual({
      altmanZone: 30,
      currentRatio: 10,
      debtToAssets: 5,
      interestCover: 6,
      netMargin: 3,
      tradingYears: 7,
      revenueGrowth: 5,
    });
    expect([a.score, a.grade, a.pd, a.reviewMonths]).toEqual([66, 'B', 0.015, 24]);
    // 15 % × 4,000,000 = 600,000 = 40 % × 1,500,000; 75 % × 20,000,000 × 45 / 365 = 1,849,315.07.
    expect(a.suggestedLimit).toEqual({
      amount: 600_000,
      currency: 'EUR',
      binding: 'net_worth',
      terms: { netWorth: 600_000, workingCapital: 600_000, revenue: 1_849_315.07 },
    });
    expect([a.requestedLimitMultiple, a.requestedAboveSuggested]).toEqual([1.25, true]);
  });
});

describe('worked example: a distressed company (grade E, cash in advance)', () => {
  // Ashcombe Trading Ltd, GBP, 30-day terms, 250,000 requested, trading 2–3 years.
  const a = analyse(
    {
      currency: 'GBP',
      requestedLimit: 250_000,
      statements: [
        {
          fiscalYearEnd: '2024-12-31',
          revenue: 5_000_000,
          ebit: -400_000,
          ebitda: -100_000,
          interestExpense: 300_000,
          netProfit: -700_000,
          currentAssets: 1_200_000,
          inventory: 600_000,
          cash: 50_000,
          currentLiabilities: 2_000_000,
          totalAssets: 4_000_000,
          totalLiabilities: 4_200_000,
          equity: -200_000,
          intangibleAssets: 300_000,
          retainedEarnings: -1_500_000,
          totalDebt: 3_000_000,
        },
        {
          fiscalYearEnd: '2023-12-31',
          revenue: 6_000_000,
          ebit: 100_000,
          ebitda: 400_000,
          interestExpense: 280_000,
          netProfit: -200_000,
          currentAssets: 1_500_000,
          inventory: 650_000,
          cash: 120_000,
          currentLiabilities: 1_700_000,
          totalAssets: 4_300_000,
          totalLiabilities: 3_800_000,
          equity: 500_000,
          intangibleAssets: 300_000,
          retainedEarnings: -800_000,
          totalDebt: 2_700_000,
        },
      ],
    },
    TradingYears.TWO_TO_3,
  );

  it('ratios, Z″, points, grade and a limit of 0 bound by the grade', () => {
    expect(a.ratios).toEqual({
      currentRatio: 0.6, //         1,200,000 / 2,000,000
      quickRatio: 0.3, //           600,000 / 2,000,000
      debtToAssets: 1.05, //        4,200,000 / 4,000,000
      debtToEbitda: null, //        EBITDA negative: not meaningful
      interestCover: -1.3333, //    −400,000 / 300,000
      netMargin: -0.14, //          −700,000 / 5,000,000
      returnOnAssets: -0.175, //    −700,000 / 4,000,000
      revenueGrowth: -0.1667, //    −1,000,000 / 6,000,000
      workingCapital: -800_000,
      tangibleNetWorth: -500_000,
    });
    // −1.312 − 1.2225 − 0.672 − 0.05 = −3.2565
    expect(a.altmanZ).toEqual({ score: -3.2565, zone: 'distress', x1: -0.2, x2: -0.375, x3: -0.1, x4: -0.0476 });
    expect(a.points).toEqual({
      altmanZone: 0,
      currentRatio: 0,
      debtToAssets: 0,
      interestCover: 0,
      netMargin: 0,
      tradingYears: 4,
      revenueGrowth: 0,
    });
    expect([a.score, a.grade, a.pd, a.reviewMonths]).toEqual([4, 'E', 0.25, 3]);
    expect(a.suggestedLimit).toEqual({
      amount: 0,
      currency: 'GBP',
      binding: 'grade',
      terms: { netWorth: 0, workingCapital: 0, revenue: 0 },
    });
    // Any request over a suggestion of 0 is above it; the multiple has no value.
    expect([a.requestedLimit, a.requestedLimitMultiple, a.requestedAboveSuggested]).toEqual([250_000, null, true]);
  });
});

describe('worked example: one year with the optional figures left empty (grade C)', () => {
  // Kestrel BV, EUR, 60-day terms, no request, trading 3–5 years; no inventory, cash, EBITDA, interest, intangibles or debt.
  const a = analyse(
    {
      currency: 'EUR',
      paymentTermsDays: 60,
      statements: [
        {
          fiscalYearEnd: '2024-06-30',
          revenue: 2_000_000,
          ebit: 150_000,
          netProfit: 90_000,
          currentAssets: 700_000,
          currentLiabilities: 500_000,
          totalAssets: 1_500_000,
          totalLiabilities: 900_000,
          equity: 600_000,
          retainedEarnings: 400_000,
        },
      ],
    },
    TradingYears.THREE_TO_5,
  );

  it('absent ratios are null and score 0; nothing is NaN or Infinity', () => {
    expect(a.ratios).toEqual({
      currentRatio: 1.4,
      quickRatio: null,
      debtToAssets: 0.6,
      debtToEbitda: null,
      interestCover: null,
      netMargin: 0.045,
      returnOnAssets: 0.06,
      revenueGrowth: null,
      workingCapital: 200_000,
      tangibleNetWorth: 600_000,
    });
    // 6.56·0.133333 + 3.26·0.266667 + 6.72·0.1 + 1.05·0.666667 = 0.874667 + 0.869333 + 0.672 + 0.7 = 3.116
    expect(a.altmanZ).toEqual({ score: 3.116, zone: 'safe', x1: 0.1333, x2: 0.2667, x3: 0.1, x4: 0.6667 });
    // 30 + 10 (current ≥ 1.2) + 5 (debt/assets < 0.7) + 0 (no cover) + 6 (margin ≥ 3 %) + 7 + 0 (no growth) = 58
    expect(a.points).toEqual({
      altmanZone: 30,
      currentRatio: 10,
      debtToAssets: 5,
      interestCover: 0,
      netMargin: 6,
      tradingYears: 7,
      revenueGrowth: 0,
    });
    expect([a.score, a.grade, a.pd, a.reviewMonths]).toEqual([58, 'C', 0.04, 12]);
    // 10 % × 600,000 = 60,000; 25 % × 200,000 = 50,000; 50 % × 2,000,000 × 60 / 365 = 164,383.56.
    expect(a.suggestedLimit).toEqual({
      amount: 50_000,
      currency: 'EUR',
      binding: 'working_capital',
      terms: { netWorth: 60_000, workingCapital: 50_000, revenue: 164_383.56 },
    });
    expect([a.requestedLimit, a.requestedLimitMultiple, a.requestedAboveSuggested]).toEqual([null, null, null]);
    expect(a.years).toHaveLength(1);
    expect(JSON.stringify(a)).not.toMatch(/NaN|Infinity/);
  });
});

describe('worked example: zero denominators', () => {
  // A dormant holding: no revenue, no liabilities at all, EBITDA and interest of 0.
  const a = analyse(
    {
      currency: 'USD',
      statements: [
        {
          fiscalYearEnd: '2024-12-31',
          revenue: 0,
          ebit: -10_000,
          ebitda: 0,
          interestExpense: 0,
          netProfit: -10_000,
          currentAssets: 50_000,
          inventory: 0,
          cash: 50_000,
          currentLiabilities: 0,
          totalAssets: 200_000,
          totalLiabilities: 0,
          equity: 200_000,
          retainedEarnings: -10_000,
          totalDebt: 0,
        },
      ],
    },
    TradingYears.LESS_THAN_2,
  );

  it('every ratio with a zero denominator is null, Z″ without X4 is null, and the limit is 0', () => {
    expect(a.ratios).toEqual({
      currentRatio: null,
      quickRatio: null,
      debtToAssets: 0,
      debtToEbitda: null,
      interestCover: null,
      netMargin: null,
      returnOnAssets: -0.05,
      revenueGrowth: null,
      workingCapital: 50_000,
      tangibleNetWorth: 200_000,
    });
    expect(a.altmanZ).toEqual({ score: null, zone: null, x1: 0.25, x2: -0.05, x3: -0.05, x4: null });
    // Only debt to assets (0 < 0.3) scores: 15 → E.
    expect([a.score, a.grade]).toEqual([15, 'E']);
    expect(a.suggestedLimit).toMatchObject({ amount: 0, binding: 'grade' });
  });
});

describe('analyseCredit and re-scoring', () => {
  const input = {
    currency: 'USD',
    requestedLimit: 100_000,
    statements: [
      {
        fiscalYearEnd: '2024-12-31',
        revenue: 10_000_000,
        ebit: 1_500_000,
        netProfit: 1_100_000,
        currentAssets: 4_000_000,
        currentLiabilities: 2_000_000,
        totalAssets: 10_000_000,
        totalLiabilities: 4_000_000,
        equity: 6_000_000,
        retainedEarnings: 3_000_000,
      },
    ],
  };

  it('is null without statements', () => {
    expect(analyseCredit(null, TradingYears.MORE_THAN_5, DEFAULT_SCORECARD, 1)).toBeNull();
    expect(
      analyseCredit({ currency: 'USD', paymentTermsDays: 30, requestedLimit: null, statements: [] }, null, DEFAULT_SCORECARD, 1),
    ).toBeNull();
  });

  it('re-scores a stored analysis on another scorecard without the statements, as a fresh analysis would', () => {
    const stored: CreditAnalysis = JSON.parse(JSON.stringify(analyse(input, TradingYears.MORE_THAN_5)));
    const strict = structuredClone(DEFAULT_SCORECARD);
    strict.grades[0].minScore = 90;
    const scorecard = parseScorecard(strict);
    const fresh = analyse(input, TradingYears.MORE_THAN_5, scorecard, 2);
    expect(rescoreCreditAnalysis(stored, TradingYears.MORE_THAN_5, scorecard, 2)).toEqual(fresh);
    // safe 30 + 15 + 10 + 0 (no interest given) + 10 + 10 + 0 (one year) = 75: B under both.
    expect([stored.score, stored.grade, fresh.grade, fresh.scorecardVersion]).toEqual([75, 'B', 'B', 2]);
  });

  it("a grade hold caps a better score at the held grade, with that grade's PD, limit and review; a worse score stays", () => {
    const until = '2027-03-01T00:00:00.000Z';
    const boxes = {};
    const held = analyseCredit(parseFinancials(input, { now: NOW }), TradingYears.MORE_THAN_5, DEFAULT_SCORECARD, 1, boxes, {
      grade: 'D',
      until,
    })!;
    // 75 points score B; the hold keeps D's terms: PD 10 %, 6 months, net worth × 0.05 = 300,000 at most.
    expect([held.score, held.grade, held.pd, held.reviewMonths]).toEqual([75, 'D', 0.1, 6]);
    expect(held.gradeHold).toEqual({ grade: 'D', until, scoredGrade: 'B' });
    expect(held.suggestedLimit.amount).toBeLessThanOrEqual(300_000);
    const free = analyse(input, TradingYears.MORE_THAN_5);
    expect(held.suggestedLimit.amount).toBeLessThan(free.suggestedLimit.amount);
    expect(free.gradeHold).toBeNull();

    const looser = analyseCredit(parseFinancials(input, { now: NOW }), TradingYears.MORE_THAN_5, DEFAULT_SCORECARD, 1, boxes, {
      grade: 'A',
      until,
    })!;
    expect([looser.grade, looser.gradeHold?.scoredGrade]).toEqual(['B', 'B']);
    // A re-score (a scorecard what-if) keeps the hold the analysis was made under.
    expect(rescoreCreditAnalysis(JSON.parse(JSON.stringify(held)), TradingYears.MORE_THAN_5, DEFAULT_SCORECARD, 1)).toEqual(held);
  });

  it('refuses statements stored before figures had a smallest unit when Z″ is not finite, rather than scoring no zone', () => {
    // The company: total assets of 1e-300 against an EBIT of −10¹⁵ was approved with Z″ absent.
    const tiny = testYear('2024-12-31', SUB_CENT_FIGURES);
    const stored = { currency: 'USD', paymentTermsDays: 30, requestedLimit: null, statements: [testYear('2025-12-31'), tiny] };
    expect(() => analyseCredit(stored, TradingYears.MORE_THAN_5, DEFAULT_SCORECARD, 1)).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        field: 'financials.statements[1].totalAssets',
        message: 'Total assets of 1e-300 is too small beside the other figures: Altman Z″ is not a finite number',
      }),
    );
  });

  it('offers the numbers rules test, all null without an analysis', () => {
    const a = analyse(input, TradingYears.MORE_THAN_5);
    expect(creditRuleValues(a)).toMatchObject({
      currentRatio: 2,
      altmanZ: 4.873,
      altmanZone: 'safe',
      creditScore: 75,
      creditGrade: 'B',
      revenue: 10_000_000,
      equity: 6_000_000,
      requestedLimitMultiple: 0.1622, // B: 100,000 / least of 900,000, 800,000 and 616,438 (75 % × 10,000,000 × 30 / 365)
      requestedAboveSuggested: false,
    });
    expect(Object.values(creditRuleValues(null)).every((v) => v === null)).toBe(true);
  });
});

describe('properties', () => {
  // Balanced statements by construction: equity = TA − TL, parts as shares of their wholes, with
  // figures from a cent to 1e15 so that denominators get as small as they may; a part below a cent
  // counts as 0 (what a figure may be), which keeps it within its whole.
  const share = fc.double({ min: 0, max: 1, noNaN: true });
  const cents = (x: number) => (Math.abs(x) < 0.01 ? 0 : x);
  const signed = fc.double({ min: -1e15, max: 1e15, noNaN: true }).map(cents);
  const positive = fc.double({ min: 0, max: 1e15, noNaN: true }).map(cents);
  const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  const statement = (year: number) =>
    fc
      .record({
        totalAssets: fc.oneof(fc.double({ min: 0.01, max: 1, noNaN: true }), fc.double({ min: 0.01, max: 1e15, noNaN: true })),
        liabilitiesShare: fc.double({ min: 0, max: 3, noNaN: true }),
        caShare: share,
        clShare: share,
        inventoryShare: optional(share),
        cashShare: optional(share),
        intangiblesShare: optional(share),
        revenue: fc.oneof(fc.constant(0), positive),
        ebit: signed,
        ebitda: optional(signed),
        interestExpense: optional(positive),
        netProfit: signed,
        retainedEarnings: signed,
        totalDebt: optional(positive),
      })
      .map((r) => {
        let totalLiabilities = cents(Math.min(1e15, r.totalAssets * r.liabilitiesShare));
        // Equity below a cent either way is none: the liabilities take the whole balance sheet.
        if (Math.abs(r.totalAssets - totalLiabilities) < 0.01) totalLiabilities = r.totalAssets;
        const currentAssets = cents(r.totalAssets * r.caShare);
        return {
          fiscalYearEnd: `${year}-12-31`,
          revenue: r.revenue,
          ebit: r.ebit,
          ebitda: r.ebitda,
          interestExpense: r.interestExpense,
          netProfit: r.netProfit,
          currentAssets,
          inventory: r.inventoryShare === null ? null : cents(currentAssets * r.inventoryShare),
          cash: r.cashShare === null ? null : cents(currentAssets * r.cashShare),
          currentLiabilities: cents(totalLiabilities * r.clShare),
          totalAssets: r.totalAssets,
          totalLiabilities,
          equity: r.totalAssets - totalLiabilities,
          intangibleAssets: r.intangiblesShare === null ? null : cents(r.totalAssets * r.intangiblesShare),
          retainedEarnings: r.retainedEarnings,
          totalDebt: r.totalDebt,
        };
      });
  // Consecutive years, given in any order.
  const financials = fc
    .tuple(fc.integer({ min: 2002, max: 2024 }), fc.integer({ min: 1, max: 3 }))
    .chain(([latest, count]) => fc.shuffledSubarray([latest, latest - 1, latest - 2].slice(0, count), { minLength: count }))
    .chain((years) => fc.tuple(...years.map(statement)))
    .chain((statements) =>
      fc.record({
        currency: fc.constantFrom('USD', 'EUR', 'JPY'),
        paymentTermsDays: fc.integer({ min: 0, max: 365 }),
        requestedLimit: optional(positive),
        statements: fc.constant(statements),
      }),
    );

  const numbersIn = (value: unknown): number[] =>
    typeof value === 'number' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(numbersIn) : [];

  it('no number of an analysis is ever NaN or Infinity, for any valid statements', () => {
    fc.assert(
      fc.property(financials, fc.constantFrom(...Object.values(TradingYears), null), (input, tradingYears) => {
        const a = analyse(input, tradingYears);
        for (const n of numbersIn(a)) expect(Number.isFinite(n)).toBe(true);
        expect(a.score).toBeGreaterThanOrEqual(0);
        expect(a.score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(a.suggestedLimit.amount) && a.suggestedLimit.amount >= 0).toBe(true);
        if (a.grade === 'E') expect(a.suggestedLimit).toMatchObject({ amount: 0, binding: 'grade' });
        expect(a.altmanZ.score === null).toBe(a.altmanZ.zone === null);
        // Z″ is absent only without liabilities (X4 undefined), never because it overflowed.
        const latest = input.statements.find((s) => s.fiscalYearEnd === a.fiscalYearEnd)!;
        expect(a.altmanZ.zone === null).toBe(latest.totalLiabilities === 0);
        expect(a.years.map((y) => y.fiscalYearEnd)).toEqual([...a.years.map((y) => y.fiscalYearEnd)].sort().reverse());
      }),
      { numRuns: 500 },
    );
  });

  it('the suggested limit never exceeds any of its terms', () => {
    fc.assert(
      fc.property(financials, (input) => {
        const { suggestedLimit: l } = analyse(input, TradingYears.MORE_THAN_5);
        if (l.binding !== 'grade')
          expect(l.amount).toBeLessThanOrEqual(Math.max(0, Math.min(l.terms.netWorth, l.terms.workingCapital, l.terms.revenue)));
      }),
    );
  });
});
