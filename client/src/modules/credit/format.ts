/** What a figure or ratio the API left null (absent, or a zero denominator) reads as. */
export const NONE = '—';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const absent = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);
// A minus sign, not a hyphen, and never "-0" for a value that rounds to zero.
const signed = (value: number, text: string) => (value < 0 && /[1-9]/.test(text) ? `−${text}` : text);

/** A figure in whole currency units with thousands separators, e.g. "1,234,568" or "−52,000". */
export function formatFigure(value: number | null | undefined): string {
  if (absent(value)) return NONE;
  return signed(value, whole.format(Math.abs(value)));
}

/** An amount with its currency code, e.g. "USD 250,000". */
export function formatAmount(value: number | null | undefined, currency: string): string {
  return absent(value) ? NONE : `${currency} ${formatFigure(value)}`;
}

/** A short figure for chart axes and labels, e.g. "1.2M", "350K", "−40K". */
export function formatCompact(value: number): string {
  return signed(value, compact.format(Math.abs(value)));
}

/** A ratio to two decimals, e.g. "1.85". */
export function formatRatio(value: number | null | undefined): string {
  return absent(value) ? NONE : signed(value, twoDecimals.format(Math.abs(value)));
}

/** A fraction as a percentage to one decimal, e.g. 0.0512 → "5.1 %". */
export function formatPercent(value: number | null | undefined): string {
  return absent(value) ? NONE : `${signed(value, oneDecimal.format(Math.abs(value) * 100))} %`;
}

/** A probability of default, e.g. 0.005 → "0.5 %", 0.25 → "25 %". */
export function formatPd(value: number): string {
  return `${upToTwoDecimals.format(value * 100)} %`;
}

/** A scorecard score, e.g. "72" or "72.5". */
export function formatScore(value: number): string {
  return upToTwoDecimals.format(value);
}

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

/** The Altman Z″ zone as a badge reads, with its colour. */
export function zoneLabel(zone: string | null | undefined): { label: string; palette: string } {
  switch (zone) {
    case 'safe':
      return { label: 'Safe zone', palette: 'green' };
    case 'grey':
      return { label: 'Grey zone', palette: 'gray' };
    case 'distress':
      return { label: 'Distress zone', palette: 'red' };
    default:
      return { label: 'No zone', palette: 'gray' };
  }
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
