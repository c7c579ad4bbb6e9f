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
