import type { FinancialStatementInput } from '../../generated/graphql';

/** A figure of a fiscal year's statements: every field of FinancialStatementInput but the year end. */
export type FigureKey = Exclude<keyof FinancialStatementInput, 'fiscalYearEnd'>;

export interface FigureSpec {
  key: FigureKey;
  label: string;
  /** May be left empty (sent as null). */
  optional: boolean;
}

/**
 * The figures of a year in the (and the API's) order: the rows of the wizard and the
 * spread, and the order in which a pasted spreadsheet column fills a year.
 */
export const FIGURES: readonly FigureSpec[] = [
  { key: 'revenue', label: 'Revenue', optional: false },
  { key: 'ebit', label: 'EBIT', optional: false },
  { key: 'ebitda', label: 'EBITDA', optional: true },
  { key: 'interestExpense', label: 'Interest expense', optional: true },
  { key: 'netProfit', label: 'Net profit', optional: false },
  { key: 'currentAssets', label: 'Current assets', optional: false },
  { key: 'inventory', label: 'Inventory', optional: true },
  { key: 'cash', label: 'Cash', optional: true },
  { key: 'currentLiabilities', label: 'Current liabilities', optional: false },
  { key: 'totalAssets', label: 'Total assets', optional: false },
  { key: 'totalLiabilities', label: 'Total liabilities', optional: false },
  { key: 'equity', label: 'Equity', optional: false },
  { key: 'intangibleAssets', label: 'Intangible assets', optional: true },
  { key: 'retainedEarnings', label: 'Retained earnings', optional: false },
  { key: 'totalDebt', label: 'Total debt', optional: true },
];

/** The paste order as a sentence, for the hint beside the first figure. */
export const PASTE_ORDER = FIGURES.map((f) => f.label.replace(/^(?!EBIT)\w/, (c) => c.toLowerCase())).join(', ');

/** The most fiscal years the API takes. */
export const MAX_YEARS = 3;

/** Currencies offered first in the currency field (any ISO 4217 code may be typed). */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CNY', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'SGD', 'HKD', 'INR'];
