import type { Financials, FinancialStatement } from './financials.js';
import { ratio, roundTo } from './rounding.js';

/** The wizard's step-5 checkboxes that figures can decide; audited financials they cannot. */
export type FinancialCheckbox = 'isProfitable' | 'hasEquityAbove1M' | 'hasConsistentRevenue' | 'hasSufficientLiquidity';
export const FINANCIAL_CHECKBOXES: readonly FinancialCheckbox[] = [
  'isProfitable',
  'hasEquityAbove1M',
  'hasConsistentRevenue',
  'hasSufficientLiquidity',
];

/** As the wizard labels them. */
export const CHECKBOX_LABELS: Record<FinancialCheckbox, string> = {
  isProfitable: 'Profitable',
  hasEquityAbove1M: 'Equity Above $1M',
  hasConsistentRevenue: 'Consistent Revenue',
  hasSufficientLiquidity: 'Sufficient Liquidity',
};

/** What the figures say of each box; null when they do not decide it. */
export type CheckboxSuggestions = Record<FinancialCheckbox, boolean | null>;

/** Equity must be above this, in USD only (no exchange rates here). */
export const EQUITY_THRESHOLD_USD = 1_000_000;
/** Revenue may fall by up to this share in a year and still count as consistent. */
export const REVENUE_FALL_TOLERANCE = 0.1;
/** The least current ratio that counts as sufficient liquidity. */
export const SUFFICIENT_CURRENT_RATIO = 1;

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// Growth is stored to 4 decimals, so a fall in percent has at most 2.
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
// Truncated, not rounded: a current ratio of 0.996 reads 0.99, never a contradictory "1.00".
const truncated = (x: number) => twoDecimals.format(Math.floor(roundTo(x * 100, 6)) / 100);

/** A box's reading: the suggested value and, when it is false, why (the figure that decides it). */
interface Reading {
  value: boolean | null;
  because?: string;
}

function profitable(f: Financials): Reading {
  // "Profitable in the last two years": the two latest statements, or the only one.
  const loss = f.statements.slice(0, 2).find((s) => s.netProfit <= 0);
  if (!loss) return { value: true };
  return { value: false, because: `net profit for the year ended ${loss.fiscalYearEnd} is ${f.currency} ${money.format(loss.netProfit)}` };
}

function equityAbove1M(f: Financials): Reading {
  if (f.currency !== 'USD') return { value: null };
  const latest = f.statements[0];
  if (latest.equity > EQUITY_THRESHOLD_USD) return { value: true };
  return { value: false, because: `equity for the year ended ${latest.fiscalYearEnd} is USD ${money.format(latest.equity)}` };
}

/**
 * Consistent revenue: no fall of more than 10 % between consecutive statements given, read on
 * the growth rounded as stored (−10.00 % passes). A rise from zero revenue is no fall. One year
 * does not decide.
 */
function consistentRevenue(f: Financials): Reading {
  const s = f.statements;
  if (s.length < 2) return { value: null };
  for (let i = 0; i + 1 < s.length; i++) {
    const growth = ratio(s[i].revenue - s[i + 1].revenue, s[i + 1].revenue);
    if (growth !== null && growth < -REVENUE_FALL_TOLERANCE) {
      return { value: false, because: `revenue fell ${percent.format(-growth * 100)} % in the year ended ${s[i].fiscalYearEnd}` };
    }
  }
  return { value: true };
}

/** Sufficient liquidity: latest current ratio of at least 1; no current liabilities at all is sufficient. */
function sufficientLiquidity(f: Financials): Reading {
  const latest: FinancialStatement = f.statements[0];
  const current = ratio(latest.currentAssets, latest.currentLiabilities);
  if (current === null || current >= SUFFICIENT_CURRENT_RATIO) return { value: true };
  return { value: false, because: `the current ratio is ${truncated(current)}` };
}

function readings(f: Financials): Record<FinancialCheckbox, Reading> {
  return {
    isProfitable: profitable(f),
    hasEquityAbove1M: equityAbove1M(f),
    hasConsistentRevenue: consistentRevenue(f),
    hasSufficientLiquidity: sufficientLiquidity(f),
  };
}

/** The boxes the wizard pre-ticks from validated statements (the analyst may still change them); null = undecided. */
export function suggestCheckboxes(financials: Financials): CheckboxSuggestions {
  const r = readings(financials);
  return {
    isProfitable: r.isProfitable.value,
    hasEquityAbove1M: r.hasEquityAbove1M.value,
    hasConsistentRevenue: r.hasConsistentRevenue.value,
    hasSufficientLiquidity: r.hasSufficientLiquidity.value,
  };
}

/**
 * Risk flags for boxes ticked against the figures, in the order of FINANCIAL_CHECKBOXES, e.g.
 * "Sufficient Liquidity ticked, but the current ratio is 0.82". A box left unticked although the
 * figures support it is conservative, not a risk, and is not flagged.
 */
export function checkboxContradictions(financials: Financials, answers: Partial<Record<FinancialCheckbox, boolean | null>>): RiskFlag[] {
  const r = readings(financials);
  const flags: RiskFlag[] = [];
  for (const box of FINANCIAL_CHECKBOXES) {
    const reading = r[box];
    if (answers[box] === true && reading.value === false)
      flags.push({ field: box, message: `${CHECKBOX_LABELS[box]} ticked, but ${reading.because}` });
  }
  return flags;
}

/** A ticked box the statements contradict: a warning in the decision's trace, on the box's field. */
export interface RiskFlag {
  field: FinancialCheckbox;
  message: string;
}
