import { describe, expect, it } from 'vitest';
import { testYear } from './test-statements.js';
import { checkboxContradictions, suggestCheckboxes } from './checkboxes.js';
import type { Financials, FinancialStatement } from './financials.js';

const year = (fiscalYearEnd: string, overrides: Partial<FinancialStatement> = {}) => testYear(fiscalYearEnd, overrides);
const financials = (statements: FinancialStatement[], currency = 'USD'): Financials => ({
  currency,
  paymentTermsDays: 30,
  requestedLimit: null,
  statements,
});

const ALL_TICKED = { isProfitable: true, hasEquityAbove1M: true, hasConsistentRevenue: true, hasSufficientLiquidity: true };

describe('checkbox suggestions', () => {
  it('ticks every box the figures support', () => {
    const f = financials([year('2024-12-31'), year('2023-12-31', { revenue: 9_000_000 }), year('2022-12-31', { revenue: 9_500_000 })]);
    // Revenue 9.5M → 9M is a 5.26 % fall, within 10 %.
    expect(suggestCheckboxes(f)).toEqual({
      isProfitable: true,
      hasEquityAbove1M: true,
      hasConsistentRevenue: true,
      hasSufficientLiquidity: true,
    });
    expect(checkboxContradictions(f, ALL_TICKED).map((f) => f.message)).toEqual([]);
  });

  it('reads profitability on the two latest years only', () => {
    const lossThreeYearsAgo = financials([year('2024-12-31'), year('2023-12-31'), year('2022-12-31', { netProfit: -5 })]);
    expect(suggestCheckboxes(lossThreeYearsAgo).isProfitable).toBe(true);
    const lossLastYear = financials([year('2024-12-31'), year('2023-12-31', { netProfit: 0 })]);
    expect(suggestCheckboxes(lossLastYear).isProfitable).toBe(false);
    expect(checkboxContradictions(lossLastYear, ALL_TICKED).map((f) => f.message)).toEqual([
      'Profitable ticked, but net profit for the year ended 2023-12-31 is USD 0',
    ]);
  });

  it('decides from one year what one year can: not consistent revenue', () => {
    expect(suggestCheckboxes(financials([year('2024-12-31', { netProfit: -1 })]))).toEqual({
      isProfitable: false,
      hasEquityAbove1M: true,
      hasConsistentRevenue: null,
      hasSufficientLiquidity: true,
    });
  });

  it('decides equity above $1M only in USD, strictly above', () => {
    expect(suggestCheckboxes(financials([year('2024-12-31')], 'EUR')).hasEquityAbove1M).toBeNull();
    const exactly = financials([year('2024-12-31', { equity: 1_000_000, totalLiabilities: 9_000_000 })]);
    expect(suggestCheckboxes(exactly).hasEquityAbove1M).toBe(false);
    expect(checkboxContradictions(exactly, ALL_TICKED).map((f) => f.message)).toEqual([
      'Equity Above $1M ticked, but equity for the year ended 2024-12-31 is USD 1,000,000',
    ]);
    // Never a contradiction outside USD.
    expect(
      checkboxContradictions(financials([year('2024-12-31', { equity: 10, totalLiabilities: 9_999_990 })], 'GBP'), ALL_TICKED),
    ).toEqual([]);
  });

  it('allows a fall of exactly 10 %, not more, between any two consecutive years', () => {
    const tenPercent = financials([year('2024-12-31', { revenue: 9_000_000 }), year('2023-12-31', { revenue: 10_000_000 })]);
    expect(suggestCheckboxes(tenPercent).hasConsistentRevenue).toBe(true);
    const earlierFall = financials([
      year('2024-12-31'),
      year('2023-12-31', { revenue: 8_000_000 }),
      year('2022-12-31', { revenue: 9_600_000 }),
    ]);
    expect(suggestCheckboxes(earlierFall).hasConsistentRevenue).toBe(false);
    expect(checkboxContradictions(earlierFall, ALL_TICKED).map((f) => f.message)).toEqual([
      'Consistent Revenue ticked, but revenue fell 16.67 % in the year ended 2023-12-31',
    ]);
    const fromZero = financials([year('2024-12-31'), year('2023-12-31', { revenue: 0 })]);
    expect(suggestCheckboxes(fromZero).hasConsistentRevenue).toBe(true);
  });

  it('reads liquidity on the current ratio, at least 1; no current liabilities is sufficient', () => {
    const weak = financials([year('2024-12-31', { currentAssets: 1_640_000, inventory: 500_000, cash: 100_000 })]);
    // 1,640,000 / 2,000,000 = 0.82.
    expect(suggestCheckboxes(weak).hasSufficientLiquidity).toBe(false);
    expect(checkboxContradictions(weak, ALL_TICKED).map((f) => f.message)).toEqual([
      'Sufficient Liquidity ticked, but the current ratio is 0.82',
    ]);
    const noCl = financials([year('2024-12-31', { currentLiabilities: 0 })]);
    expect(suggestCheckboxes(noCl).hasSufficientLiquidity).toBe(true);
    expect(
      suggestCheckboxes(financials([year('2024-12-31', { currentAssets: 2_000_000, inventory: 0, cash: 0 })])).hasSufficientLiquidity,
    ).toBe(true);
  });

  it('never shows a contradictory ratio of 1.00: 0.996 reads 0.99', () => {
    const f = financials([year('2024-12-31', { currentAssets: 1_992_000, inventory: 0, cash: 0 })]);
    expect(checkboxContradictions(f, { hasSufficientLiquidity: true })).toEqual([
      { field: 'hasSufficientLiquidity', message: 'Sufficient Liquidity ticked, but the current ratio is 0.99' },
    ]);
  });

  it('flags only ticked boxes, in a fixed order', () => {
    const weak = financials(
      [
        year('2024-12-31', { netProfit: -700_000, currentAssets: 1_200_000, inventory: 600_000, cash: 50_000, revenue: 5_000_000 }),
        year('2023-12-31', { revenue: 6_000_000 }),
      ],
      'GBP',
    );
    expect(checkboxContradictions(weak, { isProfitable: false, hasConsistentRevenue: null, hasSufficientLiquidity: false })).toEqual([]);
    expect(checkboxContradictions(weak, ALL_TICKED).map((f) => f.message)).toEqual([
      'Profitable ticked, but net profit for the year ended 2024-12-31 is GBP -700,000',
      'Consistent Revenue ticked, but revenue fell 16.67 % in the year ended 2024-12-31',
      'Sufficient Liquidity ticked, but the current ratio is 0.60',
    ]);
  });
});
