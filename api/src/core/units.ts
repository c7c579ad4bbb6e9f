/**
 * One way to show a number: the unit of every figure the product prints, its one format, and the
 * one rule for when a change is "flat". Pure (no imports) because three places print from it: the
 * API's own sentences (screening explanations), the client (it imports this file at build time)
 * and the PDF (through the api's public entry), so none of them keeps a copy.
 */

/**
 * A figure's unit: `times` a multiple (current ratio 1.85×), `percent` a fraction shown as a
 * percentage (0.0512 → 5.1 %), `amount` money in the statement currency, `days` a count of days,
 * `score` scorecard points (72.5), `index` a unitless index to two decimals (Altman Z″ 2.61).
 */
export type Unit = 'times' | 'percent' | 'amount' | 'days' | 'score' | 'index';

/** How a unit is printed: multiplied by `scale`, to `decimals` (at most, when `trim`), then `suffix`. */
export interface UnitFormat {
  scale: number;
  /** Fraction digits shown. */
  decimals: number;
  /** Whether trailing zero decimals are dropped (scores: "72", "72.5"). */
  trim: boolean;
  suffix: string;
}

/** The one format of each unit. */
export const UNIT_FORMATS: Readonly<Record<Unit, UnitFormat>> = {
  times: { scale: 1, decimals: 2, trim: false, suffix: '×' },
  percent: { scale: 100, decimals: 1, trim: false, suffix: ' %' },
  amount: { scale: 1, decimals: 0, trim: true, suffix: '' },
  days: { scale: 1, decimals: 0, trim: true, suffix: ' days' },
  score: { scale: 1, decimals: 2, trim: true, suffix: '' },
  index: { scale: 1, decimals: 2, trim: false, suffix: '' },
};

/** What an absent figure (missing, a zero denominator, not finite) reads as. */
export const NONE = '—';

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(decimals: number, trim: boolean): Intl.NumberFormat {
  const key = `${decimals}:${trim}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: trim ? 0 : decimals, maximumFractionDigits: decimals });
    formatters.set(key, f);
  }
  return f;
}

/**
 * `value` in `unit`, e.g. formatInUnit(0.0512, 'percent') → "5.1 %", (1.8549, 'times') → "1.85×",
 * (−52000, 'amount') → "−52,000". A minus sign, never "-0"; an amount too small to show at its
 * precision (one stored before figures had a cent floor) is printed as it is, never as a "0".
 */
export function formatInUnit(value: number | null | undefined, unit: Unit): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NONE;
  const { scale, decimals, trim, suffix } = UNIT_FORMATS[unit];
  const scaled = value * scale;
  const text = numberFormat(decimals, trim).format(Math.abs(scaled));
  if (unit === 'amount' && scaled !== 0 && !/[1-9]/.test(text)) return `${value < 0 ? '−' : ''}${String(Math.abs(value))}`;
  return `${scaled < 0 && /[1-9]/.test(text) ? '−' : ''}${text}${suffix}`;
}

/**
 * A change smaller than this share of the figure (in its own unit) is flat: net margin 5.8 % →
 * 6.2 % has moved (≈7 % of the figure), a current ratio 1.501 → 1.503 has not.
 */
export const FLAT_SHARE = 0.01;

/**
 * Whether `current` is unchanged from `prior`: the move is under FLAT_SHARE of the larger of the
 * two magnitudes, or both print the same in their unit (so near zero the unit's precision decides,
 * not an absolute tolerance that would swallow a whole percentage point).
 */
export function isFlat(current: number, prior: number, unit: Unit): boolean {
  if (formatInUnit(current, unit) === formatInUnit(prior, unit)) return true;
  return Math.abs(current - prior) < FLAT_SHARE * Math.max(Math.abs(current), Math.abs(prior));
}
