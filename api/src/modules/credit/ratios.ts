import type { FinancialStatement, StatementFigure } from './statement.js';
import { RATIO_CATALOG, type RatioCatalogEntry } from '../kernel/ratio-catalog.js';
import { ratio, roundMoney } from './rounding.js';

/**
 * The ratios of one fiscal year. Fractions, not percentages (netMargin 0.11 = 11 %), rounded to
 * 4 decimals; working capital and tangible net worth are money, rounded to cents. A ratio whose
 * figures are missing or whose denominator is zero is null; one that is not finite is refused
 * (NotFiniteError), never Infinity, NaN or null.
 */
export interface Ratios {
  /** Current assets / current liabilities. */
  currentRatio: number | null;
  /** (Current assets − inventory) / current liabilities; null when inventory is left empty. */
  quickRatio: number | null;
  /** Total liabilities / total assets. */
  debtToAssets: number | null;
  /** Total debt / EBITDA; null when either is empty or EBITDA is not positive. */
  debtToEbitda: number | null;
  /** EBIT / interest expense. */
  interestCover: number | null;
  /** Net profit / revenue. */
  netMargin: number | null;
  /** Net profit / total assets. */
  returnOnAssets: number | null;
  /** Revenue change on the previous fiscal year: (revenue − prior) / prior. */
  revenueGrowth: number | null;
  /** Current assets − current liabilities. */
  workingCapital: number;
  /** Equity − intangible assets (empty intangibles count as 0). */
  tangibleNetWorth: number;
}

export type RatioName = keyof Ratios;

/** How each ratio is labelled and shown (its unit: core/units.ts), from the one catalog. */
export const RATIO_DISPLAY = Object.fromEntries(RATIO_CATALOG.map((r) => [r.key, r])) as Record<RatioName, RatioCatalogEntry>;

/** One year of the spread: its ratios beside its fiscal year end. */
export interface YearRatios {
  fiscalYearEnd: string;
  ratios: Ratios;
}

/**
 * The ratios of `statement`; `prior` is the previous fiscal year's statement (null for the
 * earliest), used only for revenue growth (not annualised when the year end moved). Throws
 * NotFiniteError naming the figure divided by when a quotient is not finite.
 */
export function statementRatios(statement: FinancialStatement, prior: FinancialStatement | null): Ratios {
  const s = statement;
  const over = (name: RatioName, figure: StatementFigure, ofPrior = false) => ({ what: RATIO_DISPLAY[name].label, figure, ofPrior });
  // A negative EBITDA makes debt/EBITDA negative, which would read as "less leveraged" than any
  // profitable company: the ratio is not meaningful there, so it is absent.
  const ebitda = s.ebitda !== null && s.ebitda > 0 ? s.ebitda : null;
  return {
    currentRatio: ratio(s.currentAssets, s.currentLiabilities, over('currentRatio', 'currentLiabilities')),
    quickRatio: ratio(
      s.inventory === null ? null : s.currentAssets - s.inventory,
      s.currentLiabilities,
      over('quickRatio', 'currentLiabilities'),
    ),
    debtToAssets: ratio(s.totalLiabilities, s.totalAssets, over('debtToAssets', 'totalAssets')),
    debtToEbitda: ratio(s.totalDebt, ebitda, over('debtToEbitda', 'ebitda')),
    interestCover: ratio(s.ebit, s.interestExpense, over('interestCover', 'interestExpense')),
    netMargin: ratio(s.netProfit, s.revenue, over('netMargin', 'revenue')),
    returnOnAssets: ratio(s.netProfit, s.totalAssets, over('returnOnAssets', 'totalAssets')),
    revenueGrowth: prior === null ? null : ratio(s.revenue - prior.revenue, prior.revenue, over('revenueGrowth', 'revenue', true)),
    workingCapital: roundMoney(s.currentAssets - s.currentLiabilities),
    tangibleNetWorth: roundMoney(s.equity - (s.intangibleAssets ?? 0)),
  };
}

/** The ratios of every year, in the order given (latest first, as `parseFinancials` returns them). */
export function ratiosByYear(statements: readonly FinancialStatement[]): YearRatios[] {
  return statements.map((s, i) => ({ fiscalYearEnd: s.fiscalYearEnd, ratios: statementRatios(s, statements[i + 1] ?? null) }));
}
