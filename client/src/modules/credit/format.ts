import { formatInUnit, NONE } from '../../../../api/src/core/units';
import { ALTMAN_ZONE_CATALOG, type AltmanZone } from '../../../../api/src/modules/credit/credit-catalog';

// Every unit prints through the one formatter the PDF uses too (api/src/core/units.ts).
export { formatInUnit, NONE };

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A figure in whole currency units with thousands separators, e.g. "1,234,568" or "−52,000". */
export const formatFigure = (value: number | null | undefined): string => formatInUnit(value, 'amount');

/** An amount with its currency code, e.g. "USD 250,000". */
export function formatAmount(value: number | null | undefined, currency: string): string {
  const text = formatFigure(value);
  return text === NONE ? NONE : `${currency} ${text}`;
}

/** A short figure for chart axes and labels, e.g. "1.2M", "350K", "−40K". */
export function formatCompact(value: number): string {
  const text = compact.format(Math.abs(value));
  return value < 0 && /[1-9]/.test(text) ? `−${text}` : text;
}

/** Altman Z″ and its components: an index to two decimals, e.g. "1.85". */
export const formatRatio = (value: number | null | undefined): string => formatInUnit(value, 'index');

/** A multiple, e.g. "1.85×". */
export const formatTimes = (value: number | null | undefined): string => formatInUnit(value, 'times');

/** A fraction as a percentage to one decimal, e.g. 0.0512 → "5.1 %". */
export const formatPercent = (value: number | null | undefined): string => formatInUnit(value, 'percent');

/** A probability of default, e.g. 0.005 → "0.5 %", 0.25 → "25.0 %". */
export const formatPd = (value: number): string => formatInUnit(value, 'percent');

/** A scorecard score, e.g. "72" or "72.5". */
export const formatScore = (value: number): string => formatInUnit(value, 'score');

/** The suggested limit's binding term in words (SuggestedLimit.binding). */
export function bindingText(binding: string): string {
  switch (binding) {
    case 'net_worth':
      return 'bound by tangible net worth';
    case 'working_capital':
      return 'bound by working capital';
    case 'revenue':
      return 'bound by revenue over the payment terms';
    case 'grade':
      return 'grade E: cash in advance';
    default:
      return `bound by ${binding.replaceAll('_', ' ')}`;
  }
}

const ZONE_PALETTE: Record<AltmanZone, string> = { safe: 'green', grey: 'gray', distress: 'red' };

/** The Altman Z″ zone as a badge reads ("Safe zone": the catalog's label), with its colour. */
export function zoneLabel(zone: string | null | undefined): { label: string; palette: string } {
  const entry = ALTMAN_ZONE_CATALOG.find((c) => c.zone === zone);
  return entry ? { label: `${entry.label} zone`, palette: ZONE_PALETTE[entry.zone] } : { label: 'No zone', palette: 'gray' };
}

/** The colour of a scorecard grade's badge, A (best) to E. */
export const GRADE_PALETTE: Record<string, string> = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', E: 'red' };

/** The review interval in words, e.g. "every 12 months". */
export const reviewText = (months: number) => (months === 1 ? 'every month' : `every ${months} months`);

/** A fiscal year end (YYYY-MM-DD) as a column heading, e.g. "FY 2025 (31 Dec)". */
export function fiscalYearLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const month = new Date(Date.UTC(2000, m - 1, 1)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `FY ${y} (${d} ${month})`;
}
