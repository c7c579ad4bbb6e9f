// The shape of one validated fiscal year, apart from its validation (financials.ts) so that the
// ratios and Z″ computed from it (ratios.ts, altman.ts) and the validation that runs them share it
// without an import cycle.

/** One fiscal year's figures, in the currency of the whole `Financials`. Optional figures are null when left empty. */
export interface FinancialStatement {
  /** The last day of the fiscal year, `YYYY-MM-DD`. */
  fiscalYearEnd: string;
  revenue: number;
  ebit: number;
  ebitda: number | null;
  interestExpense: number | null;
  netProfit: number;
  currentAssets: number;
  inventory: number | null;
  cash: number | null;
  currentLiabilities: number;
  totalAssets: number;
  totalLiabilities: number;
  equity: number;
  intangibleAssets: number | null;
  retainedEarnings: number;
  totalDebt: number | null;
}

export type StatementFigure = Exclude<keyof FinancialStatement, 'fiscalYearEnd'>;
