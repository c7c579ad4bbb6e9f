import type { FinancialStatement } from './financials.js';

/**
 * A sound year for unit tests, changed by `overrides`: revenue 10M, current ratio 2, debt to
 * assets 0.4, equity 6M (the balance sheet balances).
 */
export const testYear = (fiscalYearEnd = '2024-12-31', overrides: Partial<FinancialStatement> = {}): FinancialStatement => ({
  fiscalYearEnd,
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
  ...overrides,
});

/**
 * The figures of the issue's company, which a cent's floor now refuses at the door: total assets of
 * 1e-300 against an EBIT of −10¹⁵ (Z″'s X3 was −Infinity, and its zone absent). For the checks
 * behind that door (statements stored before it).
 */
export const SUB_CENT_FIGURES: Partial<FinancialStatement> = {
  ebit: -1e15,
  currentAssets: 0,
  inventory: 0,
  cash: 0,
  currentLiabilities: 0,
  totalAssets: 1e-300,
  totalLiabilities: 1e-300,
  equity: 0,
  intangibleAssets: 0,
  retainedEarnings: 0,
};
