/**
 * How credit figures are rounded for storage: ratios, Altman Z″ and its X1–X4 to 4 decimals
 * (0.1111 = 11.11 %, finer than any display or band threshold), money to 2 decimals (cents).
 * Computations use the unrounded values; only what is stored and shown is rounded.
 */
export const RATIO_DECIMALS = 4;
export const MONEY_DECIMALS = 2;

/**
 * Rounds half away from zero to `decimals` places. The relative nudge of two ulps absorbs binary
 * representation error (1.005 → 1.01, not 1.00). Values too large to carry the decimals exactly
 * are returned as they are; -0 becomes 0.
 */
export function roundTo(x: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(x) * factor;
  if (!(scaled < Number.MAX_SAFE_INTEGER)) return x;
  const rounded = Math.round(scaled * (1 + 2 * Number.EPSILON)) / factor;
  return rounded === 0 ? 0 : Math.sign(x) * rounded;
}

export const roundRatio = (x: number) => roundTo(x, RATIO_DECIMALS);
export const roundMoney = (x: number) => roundTo(x, MONEY_DECIMALS);

/**
 * numerator / denominator rounded to 4 decimals; null (never Infinity or NaN) when either figure
 * is missing, the denominator is zero, or the quotient overflows (a denominator of 1e-300).
 */
export function ratio(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  const q = numerator / denominator;
  return Number.isFinite(q) ? roundRatio(q) : null;
}
